import type { ConnectedWallet } from '../../../kernel/index';

/**
 * The wallets a transfer can come from: connected external Ethereum wallets, the active one first. A module of its
 * own: the plugin's entry needs it, and what sends through a wallet (wallet.ts) loads with the screens.
 */
export const externalEthereumWallets = (wallets: readonly ConnectedWallet[]): ConnectedWallet[] =>
  wallets.filter((wallet) => wallet.chainType === 'ethereum' && wallet.connectorType !== 'embedded');
