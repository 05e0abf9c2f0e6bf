import type { ConnectedWallet } from '../../kernel/index';

/** A Solana wallet of this browser (Wallet Standard), as the wallet list shows it. */
export interface SolanaWalletChoice {
  /** The wallet client type its connection records: the catalogue's id (`phantom`), else its name as a slug. */
  id: string;
  name: string;
  /** The wallet's own icon (a data URI). */
  icon: string;
}

/** The Solana plugin's: the browser's Solana wallets, listed with the Ethereum ones on the wallet list (section 2.6). */
export interface SolanaWalletsService {
  /** The same array until a wallet registers or leaves, so React can subscribe to it. */
  detected(): readonly SolanaWalletChoice[];
  subscribe(listener: () => void): () => void;
  /** Asks the wallet to connect (its own approval) and adds it to the connected wallets. */
  connect(id: string): Promise<ConnectedWallet>;
}

declare module '../../kernel/services' {
  interface PorticoServices {
    solanaWallets: SolanaWalletsService;
  }
}
