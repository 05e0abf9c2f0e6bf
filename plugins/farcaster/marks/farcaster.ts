export { siFarcaster as default } from 'simple-icons';
