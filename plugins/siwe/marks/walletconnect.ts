export { siWalletconnect as default } from 'simple-icons';
