/** The one method of EIP-1193 the plugin calls; any injected wallet, WalletConnect's provider or viem's has it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** How a wallet connected: recorded with the wallet account and the connected-wallets list. */
export interface WalletSource {
  provider: Eip1193Provider;
  /** e.g. `metamask`, `portico_test_wallet`, `unknown`. */
  walletClientType: string;
  /** e.g. `injected`, `wallet_connect`. */
  connectorType: string;
  branding?: { name: string; icon: string | null; id: string };
}
