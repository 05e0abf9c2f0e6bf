// Twitter is X now; simple-icons carries its current mark.
export { siX as default } from 'simple-icons';
