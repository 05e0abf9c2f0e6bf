export { siOkx as default } from 'simple-icons';
