import type { Eip1193Provider } from '../../kernel/index';

export type { Eip1193Provider };

/** How a wallet connected: recorded with the wallet account and the connected-wallets list. */
export interface WalletSource {
  provider: Eip1193Provider;
  /** e.g. `metamask`, `portico_test_wallet`, `unknown`. */
  walletClientType: string;
  /** e.g. `injected`, `wallet_connect`. */
  connectorType: string;
  branding?: { name: string; icon: string | null; id: string };
}
