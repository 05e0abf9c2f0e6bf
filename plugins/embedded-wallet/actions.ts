import { PorticoError, primaryEmbeddedWallet, type Eip1193Provider, type PluginContext, type PorticoUser, type PostLoginStep } from '../../kernel/index';
import { UserSchema } from '../../schemas/index';
import { FrameAddressAnswer } from '../../schemas/embedded-wallet';
import { CREATE_TIMEOUT_MS, type FrameHost } from './frame-host';
import { isSecureEnough } from './https';
import type { EmbeddedWalletMessages } from './messages';
import { createEmbeddedProvider } from './provider';

export const EMBEDDED_WALLET_SIGN_REQUEST_SCREEN = 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN';
export type CreateOnLogin = 'off' | 'users-without-wallets' | 'all-users';

export interface EmbeddedWalletOptions {
  /** When a login creates the wallet; the app configuration's `create_on_login` by default. */
  createOnLogin?: CreateOnLogin;
  /** Sign without EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (a headless host, or one with its own confirmation). */
  noPromptOnSignature?: boolean;
}

export function createEmbeddedWalletActions(ctx: PluginContext, m: EmbeddedWalletMessages, options: EmbeddedWalletOptions, frame: FrameHost) {
  const providers = new Map<string, Eip1193Provider>();
  const consent = {
    async confirm(method: string, params: readonly unknown[]) {
      if (options.noPromptOnSignature) return;
      await ctx.prompts.open(EMBEDDED_WALLET_SIGN_REQUEST_SCREEN, { intent: 'sign', data: { method, params } });
    },
  };

  function providerFor(address: string): Eip1193Provider {
    let provider = providers.get(address);
    if (!provider) providers.set(address, (provider = createEmbeddedProvider(ctx, frame, address, consent)));
    return provider;
  }

  /** Puts the user's embedded wallet among the connected wallets (section 3.4). */
  function connect(address: string): void {
    if (ctx.getState().wallets.some((wallet) => wallet.address === address && wallet.connectorType === 'embedded')) return;
    ctx.wallets.connect({
      address,
      chainId: `eip155:${ctx.chains.defaultChain?.id ?? 1}`,
      branding: { name: 'Embedded wallet', icon: null, id: 'privy' },
      imported: false,
      walletClientType: 'privy',
      connectorType: 'embedded',
      provider: providerFor(address),
    });
  }

  async function createWallet(): Promise<PorticoUser> {
    if (!isSecureEnough(location)) throw new PorticoError('embedded_wallet_https_required', m.httpsOnly);
    const accessToken = await ctx.auth.requireToken();
    const user = ctx.getState().user;
    if (user && primaryEmbeddedWallet(user)) throw new PorticoError('embedded_wallet_already_exists', m.alreadyExists);
    ctx.analytics.track('embedded_wallet_creation_started', {});
    try {
      const answer = await frame.request('wallet:create', { accessToken, recoveryMethod: 'automatic' }, CREATE_TIMEOUT_MS);
      const { address } = FrameAddressAnswer.parse(answer);
      const updated = ctx.auth.updateUser(UserSchema.parse((answer as { user?: unknown }).user), { kind: 'link', accountType: 'wallet' });
      if (primaryEmbeddedWallet(updated)?.address.toLowerCase() !== address.toLowerCase()) {
        throw new PorticoError('embedded_wallet_create_failed', m.notInUser);
      }
      connect(primaryEmbeddedWallet(updated)!.address);
      ctx.analytics.track('embedded_wallet_creation_completed', {});
      return updated;
    } catch (error) {
      ctx.analytics.track('embedded_wallet_creation_failed', {});
      throw error;
    }
  }

  const createOnLogin: PostLoginStep = {
    id: 'create-embedded-wallet',
    applies({ user, appConfig }) {
      const mode = options.createOnLogin ?? appConfig?.embeddedWallets.createOnLogin ?? 'off';
      if (primaryEmbeddedWallet(user)) return false;
      if (mode === 'all-users') return true;
      return mode === 'users-without-wallets' && !user.linkedAccounts.some((account) => account.type === 'wallet');
    },
    async run() {
      await createWallet();
      return { kind: 'done' };
    },
  };

  /** Keeps the wallets slice in step with the user: the wallet joins on login, leaves on logout. */
  const stop = ctx.subscribe(() => {
    const user = ctx.getState().user;
    const wallet = user ? primaryEmbeddedWallet(user) : undefined;
    const listed = ctx.getState().wallets.find((entry) => entry.connectorType === 'embedded');
    if (wallet && !listed) connect(wallet.address);
    if (!wallet && listed) ctx.wallets.disconnect(listed);
  });

  return {
    actions: {
      createWallet,
      /** The user's embedded wallet as an EIP-1193 provider (for viem's `custom` transport). */
      getEthereumProvider(): Eip1193Provider {
        const user = ctx.getState().user;
        const wallet = user && primaryEmbeddedWallet(user);
        if (!wallet) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
        return providerFor(wallet.address);
      },
      messages: m,
    },
    postLoginSteps: [createOnLogin],
    teardown() {
      stop();
      frame.destroy();
    },
  };
}
