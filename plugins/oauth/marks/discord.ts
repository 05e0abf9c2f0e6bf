export { siDiscord as default } from 'simple-icons';
