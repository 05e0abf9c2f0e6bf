export { siTelegram as default } from 'simple-icons';
