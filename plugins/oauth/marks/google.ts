export { siGoogle as default } from 'simple-icons';
