import type { PluginContext } from '../../kernel/index';
import type { SolanaWalletChoice, SolanaWalletsService } from '../../kit/services/solana-wallets';
import type { createExternalSolanaWallets } from './external-wallets';
import type { SolanaMessages } from './messages';

type ExternalWallets = ReturnType<typeof createExternalSolanaWallets>;
const NONE: readonly SolanaWalletChoice[] = [];

/**
 * The browser's Solana wallets, loaded with the first look at them (the wallet list, a connection, a signature): a
 * host that only uses the embedded Solana wallet never loads the Wallet Standard. Wallets that registered earlier
 * are found then, as the standard's handshake wants.
 */
export function lazyExternalSolanaWallets(ctx: PluginContext, m: SolanaMessages) {
  let loaded: ExternalWallets | null = null;
  let loading: Promise<ExternalWallets> | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const load = () =>
    (loading ??= import('./external-wallets').then(({ createExternalSolanaWallets }) => {
      loaded = createExternalSolanaWallets(ctx, m);
      loaded.service.subscribe(notify);
      notify();
      return loaded;
    }));

  const service: SolanaWalletsService = {
    detected() {
      if (loaded) return loaded.service.detected();
      void load();
      return NONE;
    },
    subscribe(listener) {
      listeners.add(listener);
      void load();
      return () => listeners.delete(listener);
    },
    connect: async (id) => (await load()).service.connect(id),
  };
  return {
    service,
    signMessage: async (address: string, message: unknown) => (await load()).signMessage(address, message),
    teardown: () => loaded?.teardown(),
  };
}
