import type { MarkLoader } from '../../kernel/index';

/** A wallet the widget knows by name: how to recognise it when installed, and where to get it when not. */
export interface KnownWallet {
  /** The spec's wallet client type (section 9's catalogue). */
  id: string;
  name: string;
  /** EIP-6963 reverse-DNS ids the wallet announces itself with. */
  rdns: readonly string[];
  /** Where the extension is installed from; absent for wallets reached only through WalletConnect. */
  installUrl?: string;
  /** Opens this page inside the wallet's mobile app (its in-app browser). */
  mobileLink?: (pageUrl: string) => string;
  mark?: MarkLoader;
  /**
   * The brand colour of the wallet's monogram, for a wallet simple-icons has no mark for (MetaMask is absent, Coinbase's
   * is a wordmark, unreadable at icon size): its initial on its colour tells it apart from the plain wallet icon.
   */
  color?: string;
}

const withoutScheme = (url: string) => url.replace(/^https?:\/\//, '');

/** Section 9's catalogue, the browser wallets of it; each one's mark loads only when shown. */
export const KNOWN_WALLETS: readonly KnownWallet[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    rdns: ['io.metamask', 'io.metamask.flask'],
    installUrl: 'https://metamask.io/download/',
    mobileLink: (page) => `https://metamask.app.link/dapp/${withoutScheme(page)}`,
    color: '#f6851b',
  },
  {
    id: 'coinbase_wallet',
    name: 'Coinbase Wallet',
    rdns: ['com.coinbase.wallet'],
    installUrl: 'https://www.coinbase.com/wallet/downloads',
    mobileLink: (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    color: '#0052ff',
  },
  { id: 'rainbow', name: 'Rainbow', rdns: ['me.rainbow'], installUrl: 'https://rainbow.me/extension' },
  { id: 'zerion', name: 'Zerion', rdns: ['io.zerion.wallet'], installUrl: 'https://zerion.io/extension' },
  { id: 'brave_wallet', name: 'Brave Wallet', rdns: ['com.brave.wallet'], installUrl: 'https://brave.com/wallet/', mark: () => import('./marks/brave') },
  { id: 'okx_wallet', name: 'OKX Wallet', rdns: ['com.okex.wallet'], installUrl: 'https://www.okx.com/web3', mark: () => import('./marks/okx') },
  { id: 'rabby_wallet', name: 'Rabby Wallet', rdns: ['io.rabby'], installUrl: 'https://rabby.io/' },
  { id: 'phantom', name: 'Phantom', rdns: ['app.phantom'], installUrl: 'https://phantom.com/download', mobileLink: (page) => `https://phantom.app/ul/browse/${encodeURIComponent(page)}` },
  { id: 'cryptocom', name: 'Crypto.com DeFi Wallet', rdns: ['com.crypto.wallet'], installUrl: 'https://crypto.com/defi-wallet' },
  { id: 'uniswap', name: 'Uniswap Wallet', rdns: ['org.uniswap.app'] },
  { id: 'safe', name: 'Safe', rdns: [] },
];

export const WALLET_CONNECT_ID = 'wallet_connect';

export const knownWalletById = (id: string) => KNOWN_WALLETS.find((wallet) => wallet.id === id);
export const knownWalletByRdns = (rdns: string) => KNOWN_WALLETS.find((wallet) => wallet.rdns.includes(rdns));
