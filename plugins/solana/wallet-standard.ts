import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features';
import { createStore } from '../../kernel/index';
import { walletSlug } from '../../kit/wallet-slug';
import type { SolanaWalletChoice } from '../../kit/services/solana-wallets';

/** The Wallet Standard features the widget needs of a Solana wallet: connect and sign a message. */
export type SolanaStandardWallet = Wallet & {
  features: StandardConnectFeature & SolanaSignMessageFeature & Partial<StandardDisconnectFeature & StandardEventsFeature>;
};

interface DetectedSolanaWallet extends SolanaWalletChoice {
  wallet: SolanaStandardWallet;
}

export interface SolanaWalletDiscovery {
  /** The same array until a wallet registers or leaves, so React can subscribe to it. */
  list(): readonly DetectedSolanaWallet[];
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

export const isSolanaAccount = (account: WalletAccount) => account.chains.some((chain) => chain.startsWith('solana:'));

function isSolanaWallet(wallet: Wallet): wallet is SolanaStandardWallet {
  return wallet.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in wallet.features && 'solana:signMessage' in wallet.features;
}

/** The Wallet Standard's registry (shared by every app on the page, as the standard wants); nothing on a server. */
export function createSolanaWalletDiscovery(): SolanaWalletDiscovery {
  if (typeof window === 'undefined') return { list: () => [], subscribe: () => () => {}, destroy: () => {} };
  const registry = getWallets();
  const found = () =>
    registry
      .get()
      .filter(isSolanaWallet)
      .map((wallet) => ({ id: walletSlug(wallet.name), name: wallet.name, icon: wallet.icon, wallet }));
  const wallets = createStore<readonly DetectedSolanaWallet[]>(found());
  const changed = () => wallets.setState(found);
  const stops = [registry.on('register', changed), registry.on('unregister', changed)];
  return {
    list: wallets.getSnapshot,
    subscribe: wallets.subscribe,
    destroy: () => stops.forEach((stop) => stop()),
  };
}
