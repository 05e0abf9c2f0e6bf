import { base64 } from '@scure/base';
import type { WalletAccount } from '@wallet-standard/base';
import { PorticoError, type ConnectedWallet, type Eip1193Provider, type PluginContext } from '../../kernel/index';
import { providerError } from '../../kit/eip1193';
import type { SolanaWalletsService } from '../../kit/services/solana-wallets';
import { SOLANA_MAINNET_CHAIN_ID } from '../../schemas/linked-accounts';
import { SOLANA_CONNECTOR } from './connector';
import { walletFailure } from './errors';
import type { SolanaMessages } from './messages';
import { createSolanaWalletDiscovery, isSolanaAccount, type SolanaStandardWallet, type SolanaWalletDiscovery } from './wallet-standard';

/**
 * External Solana wallets (section 3: connect-only, message signing): Wallet Standard discovery, the connection
 * (the wallet's own approval), the connected-wallets slice kept in step with the wallet's account changes.
 */
export function createExternalSolanaWallets(ctx: PluginContext, m: SolanaMessages) {
  let discovery: SolanaWalletDiscovery | null = null;
  // Discovery starts with the first look: Wallet Standard wallets register at any time.
  const detected = () => (discovery ??= createSolanaWalletDiscovery());
  const followed = new Map<SolanaStandardWallet, () => void>();

  async function signMessage(wallet: SolanaStandardWallet, account: WalletAccount, message: unknown): Promise<Uint8Array> {
    if (typeof message !== 'string') throw new PorticoError('invalid_message', m.messageNotString);
    try {
      const [output] = await wallet.features['solana:signMessage'].signMessage({ account, message: new TextEncoder().encode(message) });
      if (!output) throw new Error('The wallet returned no signature');
      return output.signature;
    } catch (error) {
      throw walletFailure(error, m);
    }
  }

  /** Section 3's Solana provider: `signMessage` only, `params: [message]`, the signature in base64. */
  const providerFor = (wallet: SolanaStandardWallet, account: WalletAccount): Eip1193Provider => ({
    async request({ method, params }) {
      if (method !== 'signMessage') throw providerError(4200, `Unsupported method ${method}`);
      return base64.encode(await signMessage(wallet, account, params?.[0]));
    },
  });

  /** An account change with no Solana account left disconnects the wallet; another account replaces it. */
  function follow(wallet: SolanaStandardWallet, walletClientType: string): void {
    const on = wallet.features['standard:events']?.on;
    if (followed.has(wallet) || !on) return;
    const stop = on('change', ({ accounts }) => {
      if (!accounts) return;
      const current = ctx.getState().wallets.find((entry) => entry.walletClientType === walletClientType && entry.connectorType === SOLANA_CONNECTOR);
      if (!current) return;
      const next = accounts.find(isSolanaAccount);
      if (next?.address === current.address) return;
      ctx.wallets.disconnect(current);
      if (next) ctx.wallets.connect({ ...current, address: next.address, provider: providerFor(wallet, next) });
    });
    followed.set(wallet, stop);
  }

  const service: SolanaWalletsService = {
    detected: () => detected().list(),
    subscribe: (listener) => detected().subscribe(listener),
    async connect(id): Promise<ConnectedWallet> {
      const found = detected().list().find((candidate) => candidate.id === id);
      if (!found) throw new PorticoError('unknown_connect_wallet_error', m.walletNotFound, { retryable: false, details: id });
      let accounts: readonly WalletAccount[];
      try {
        ({ accounts } = await found.wallet.features['standard:connect'].connect());
      } catch (error) {
        throw walletFailure(error, m);
      }
      const account = accounts.find(isSolanaAccount);
      if (!account) throw new PorticoError('unknown_connect_wallet_error', m.noAccount, { retryable: true });
      ctx.wallets.connect({
        address: account.address,
        chainType: 'solana',
        chainId: SOLANA_MAINNET_CHAIN_ID,
        branding: { name: found.name, icon: found.icon, id: found.id },
        imported: false,
        walletClientType: found.id,
        connectorType: SOLANA_CONNECTOR,
        provider: providerFor(found.wallet, account),
      });
      follow(found.wallet, found.id);
      return ctx.getState().wallets[0]!;
    },
  };

  return {
    service,
    /** Signs with a connected external wallet (found by its address). */
    signMessage(address: string, message: unknown): Promise<Uint8Array> {
      for (const { wallet } of detected().list()) {
        const account = wallet.accounts.find((candidate) => candidate.address === address && isSolanaAccount(candidate));
        if (account) return signMessage(wallet, account, message);
      }
      return Promise.reject(new PorticoError('unknown_connect_wallet_error', m.walletNotFound, { retryable: false, details: address }));
    },
    teardown() {
      for (const stop of followed.values()) stop();
      discovery?.destroy();
    },
  };
}
