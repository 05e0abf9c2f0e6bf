import { PorticoError, primaryEmbeddedWallet, toPorticoError, type Eip1193Provider, type PluginContext } from '../../kernel/index';
import { createWalletCreation, type CreateOnLogin } from './creation';
import type { FrameHost } from './frame-host';
import type { EmbeddedWalletMessages } from './messages';
import { createEmbeddedProvider, type SigningGate } from './provider';
import { createRecovery } from './recovery';
import { EMBEDDED_WALLET_SIGN_REQUEST_SCREEN } from './screen-names';

export type { CreateOnLogin } from './creation';

export interface EmbeddedWalletOptions {
  /** When a login creates the wallet; the app configuration's `create_on_login` by default. */
  createOnLogin?: CreateOnLogin;
  /** Sign without EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (a headless host, or one with its own confirmation). */
  noPromptOnSignature?: boolean;
}

export function createEmbeddedWalletActions(ctx: PluginContext, m: EmbeddedWalletMessages, options: EmbeddedWalletOptions, frame: FrameHost) {
  const providers = new Map<string, Eip1193Provider>();
  const creation = createWalletCreation(ctx, m, frame, onCreated);
  const recovery = createRecovery(ctx, m, frame, { createWallet: creation.createWallet });

  /** The frame just stored this device's share: the wallet signs here without asking the frame first. */
  function onCreated(address: string): void {
    recovery.trust(address);
    connect(address);
  }

  function gateFor(address: string): SigningGate {
    const interactive = !options.noPromptOnSignature;
    return {
      async admit(method, params) {
        await recovery.ensureUnlocked(address, { interactive });
        if (!interactive) return;
        await ctx.prompts.open(EMBEDDED_WALLET_SIGN_REQUEST_SCREEN, { intent: 'sign', data: { method, params } });
      },
      async recover() {
        recovery.forget(address);
        await recovery.ensureUnlocked(address, { interactive });
      },
    };
  }

  function providerFor(address: string): Eip1193Provider {
    let provider = providers.get(address);
    if (!provider) providers.set(address, (provider = createEmbeddedProvider(ctx, m, frame, { address, keyAddress: address, hdWalletIndex: 0 }, gateFor(address))));
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
      /** Creates the user's wallet with automatic recovery (a user-owned method is set through `setRecovery`). */
      createWallet: () => creation.createWallet(),
      /** The user's embedded wallet as an EIP-1193 provider (for viem's `custom` transport). */
      getEthereumProvider(): Eip1193Provider {
        const user = ctx.getState().user;
        const wallet = user && primaryEmbeddedWallet(user);
        if (!wallet) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
        return providerFor(wallet.address);
      },
      ...recovery.actions,
      /** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN's work: the wallet the login's post-login step asked for. */
      async createForLogin(): Promise<void> {
        try {
          await creation.createWallet();
        } catch (error) {
          // A wallet that arrived meanwhile (another tab) is what the step wanted.
          if (toPorticoError(error).code !== 'embedded_wallet_already_exists') throw error;
        }
      },
      messages: m,
    },
    postLoginSteps: [creation.stepFor(options.createOnLogin)],
    teardown() {
      stop();
      frame.destroy();
    },
  };
}
