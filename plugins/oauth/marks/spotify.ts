export { siSpotify as default } from 'simple-icons';
