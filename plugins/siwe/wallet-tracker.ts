import type { ConnectedWallet, Eip1193Provider, PluginContext } from '../../kernel/index';
import { readChainId, type ConnectedSource } from './connect';

/** EIP-1193's events, which most wallets have (the plugin copes without them). */
interface EventfulProvider extends Eip1193Provider {
  on?(event: string, listener: (value: unknown) => void): void;
  removeListener?(event: string, listener: (value: unknown) => void): void;
}

/**
 * Keeps the connected-wallets slice in step with each wallet (section 4.2): an account change with an empty list
 * disconnects it, another account replaces it, a chain change applies to every wallet.
 */
export function createWalletTracker(ctx: PluginContext) {
  const stops = new Map<Eip1193Provider, () => void>();

  function follow(provider: EventfulProvider, current: () => ConnectedWallet | undefined): void {
    if (stops.has(provider) || !provider.on) return;
    const onAccounts = (accounts: unknown) => {
      const wallet = current();
      if (!wallet) return;
      ctx.wallets.disconnect(wallet);
      const next = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null;
      if (next) ctx.wallets.connect({ ...wallet, address: next });
      else stop();
    };
    const onChain = (chain: unknown) => {
      const chainId = readChainId(chain);
      if (chainId !== null) ctx.wallets.setChain(`eip155:${chainId}`);
    };
    const stop = () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
      stops.delete(provider);
    };
    provider.on('accountsChanged', onAccounts);
    provider.on('chainChanged', onChain);
    stops.set(provider, stop);
  }

  return {
    remember({ source, address, chainId }: ConnectedSource): ConnectedWallet {
      ctx.wallets.connect({
        address,
        chainType: 'ethereum',
        chainId: `eip155:${chainId}`,
        branding: source.branding ?? { name: source.walletClientType, icon: null, id: source.walletClientType },
        imported: false,
        walletClientType: source.walletClientType,
        connectorType: source.connectorType,
        provider: source.provider,
      });
      follow(source.provider, () => ctx.getState().wallets.find((wallet) => wallet.provider === source.provider));
      return ctx.getState().wallets[0]!;
    },
    teardown() {
      for (const stop of [...stops.values()]) stop();
    },
  };
}
