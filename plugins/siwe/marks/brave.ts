export { siBrave as default } from 'simple-icons';
