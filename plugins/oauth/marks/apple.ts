export { siApple as default } from 'simple-icons';
