export { siInstagram as default } from 'simple-icons';
