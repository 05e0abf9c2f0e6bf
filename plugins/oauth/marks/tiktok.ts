export { siTiktok as default } from 'simple-icons';
