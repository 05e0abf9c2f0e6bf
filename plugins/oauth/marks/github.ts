export { siGithub as default } from 'simple-icons';
