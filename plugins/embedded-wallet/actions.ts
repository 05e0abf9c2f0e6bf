import { PorticoError, toPorticoError, type Eip1193Provider, type PluginContext, type PorticoUser } from '../../kernel/index';
import { primaryEmbeddedWallet } from '../../kit/embedded-wallets';
import { userAnswer } from '../../schemas/lazy';
import { FrameAddressAnswer, FrameFarcasterSignatureAnswer, FrameFarcasterSignerAnswer } from '../../schemas/embedded-wallet';
import { createWalletCreation, type CreateOnLogin } from './creation';
import type { FrameHost } from './frame-host';
import { preloadFrameOnLogin } from './frame-preload';
import { withMfa } from './mfa-frame';
import { createKeyExport } from './key-export';
import type { EmbeddedWalletMessages } from './messages';
import { createEmbeddedProvider, type EmbeddedProvider, type EmbeddedSigner, type SigningGate } from './provider';
import { createFreshLogin } from './fresh-login';
import { createRecovery } from './recovery';
import { EMBEDDED_WALLET_SIGN_REQUEST_SCREEN } from './screen-names';
import { createTransactionFlow } from './transactions/flow';
import type { SendTransactionOptions } from './transactions/options';
import type { TransactionRequest } from './transactions/request';
import { embeddedWallets, nextHdIndex } from './wallet-list';
import type { EmbeddedFrameService } from '../../kit/services/embedded-frame';
import type { FarcasterSignerService } from '../../kit/services/farcaster-signer';

export type { CreateOnLogin } from './creation';

export interface EmbeddedWalletOptions {
  /** When a login creates the wallet; the app configuration's `create_on_login` by default. */
  createOnLogin?: CreateOnLogin;
  /** Sign without EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (a headless host, or one with its own confirmation). */
  noPromptOnSignature?: boolean;
}

export function createEmbeddedWalletActions(ctx: PluginContext, m: EmbeddedWalletMessages, options: EmbeddedWalletOptions, frameHost: FrameHost) {
  const providers = new Map<string, EmbeddedProvider>();
  const transactions = createTransactionFlow(ctx, m);
  // MFA-aware: a transaction's verification shows what is being signed.
  const frame = withMfa(ctx, frameHost, transactions.summary);
  // A device new to the provider (a new wallet, a recovery) needs a recent login; the person may be asked to verify.
  const withFreshLogin = createFreshLogin(ctx);
  const interactive = !options.noPromptOnSignature;
  const creation = createWalletCreation(ctx, m, frame, onCreated, (work) => withFreshLogin(work, { interactive }));
  const recovery = createRecovery(ctx, m, frame, { createWallet: creation.createWallet, withFreshLogin });

  /** The frame just stored this device's share: the wallet signs here without asking the frame first. */
  function onCreated(address: string): void {
    recovery.trust(address);
    syncWallets();
  }

  const keyExport = createKeyExport(ctx, m, recovery, frame);

  /** A signer's key is unlocked once per device: the primary's for every HD wallet, an imported wallet's own. */
  function gateFor(keyAddress: string): SigningGate {
    const unlock = () => recovery.ensureUnlocked(keyAddress, { interactive });
    return {
      prompts: interactive,
      unlock,
      // The person sees what they sign first; unlocking (MFA, a recovery) comes once they agreed.
      async admit(method, params) {
        if (interactive) await ctx.prompts.open(EMBEDDED_WALLET_SIGN_REQUEST_SCREEN, { intent: 'sign', data: { method, params } });
        await unlock();
      },
      async recover() {
        recovery.forget(keyAddress);
        await recovery.ensureUnlocked(keyAddress, { interactive });
      },
    };
  }

  function providerFor(signer: EmbeddedSigner): EmbeddedProvider {
    let provider = providers.get(signer.address);
    if (!provider) providers.set(signer.address, (provider = createEmbeddedProvider(ctx, m, frame, signer, gateFor(signer.keyAddress), transactions)));
    return provider;
  }

  /** One of the user's embedded wallets: the given address, else the primary one. */
  function walletProvider(address?: string): EmbeddedProvider {
    const user = ctx.getState().user;
    const wallets = user ? embeddedWallets(user) : [];
    const wallet = address ? wallets.find((entry) => entry.address.toLowerCase() === address.toLowerCase()) : wallets.find((entry) => !entry.imported && entry.hdWalletIndex === 0);
    if (!wallet) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
    return providerFor(wallet);
  }

  /** Puts an embedded wallet among the connected wallets (section 3.4). */
  function connect(signer: EmbeddedSigner & { imported: boolean }): void {
    ctx.wallets.connect({
      address: signer.address,
      chainType: 'ethereum',
      chainId: `eip155:${ctx.chains.defaultChain?.id ?? 1}`,
      branding: { name: signer.imported ? 'Imported wallet' : 'Embedded wallet', icon: null, id: 'privy' },
      imported: signer.imported,
      walletClientType: 'privy',
      connectorType: 'embedded',
      provider: providerFor(signer),
    });
  }

  /** Keeps the wallets slice in step with the user: wallets join as the user gains them and leave on logout. */
  function syncWallets(): void {
    const user = ctx.getState().user;
    const wanted = user ? embeddedWallets(user) : [];
    const listed = ctx.getState().wallets.filter((entry) => entry.connectorType === 'embedded');
    for (const wallet of wanted) if (!listed.some((entry) => entry.address === wallet.address)) connect(wallet);
    for (const entry of listed) if (!wanted.some((wallet) => wallet.address === entry.address)) ctx.wallets.disconnect(entry);
  }
  const stop = ctx.subscribe(syncWallets);
  // The login that creates the wallet finds the frame loaded (or loading) rather than starting it then.
  const stopPreload = preloadFrameOnLogin(ctx, frameHost, options.createOnLogin);

  /** A frame answer that added a wallet to the user: the refreshed user must list it. */
  async function withNewWallet(answer: unknown): Promise<{ user: PorticoUser; address: string }> {
    const { address } = FrameAddressAnswer.parse(answer);
    const user = ctx.auth.updateUser((await userAnswer()).parse((answer as { user?: unknown }).user), { kind: 'link', accountType: 'wallet' });
    if (!embeddedWallets(user).some((wallet) => wallet.address.toLowerCase() === address.toLowerCase())) {
      throw new PorticoError('embedded_wallet_create_failed', m.notInUser);
    }
    return { user, address };
  }

  /** Section 4: a further wallet of the same seed, at the highest index plus one. */
  async function additionalWallet(): Promise<PorticoUser> {
    const user = ctx.getState().user;
    const primary = user && primaryEmbeddedWallet(user);
    if (!primary) throw new PorticoError('embedded_wallet_not_found', m.noWallet);
    await recovery.ensureUnlocked(primary.address, { interactive });
    const accessToken = await ctx.auth.requireToken();
    const data = { accessToken, primaryWalletAddress: primary.address, hdWalletIndex: nextHdIndex(user) };
    return (await withNewWallet(await frame.request('wallet:create-additional', data))).user;
  }

  return {
    actions: {
      /**
       * Creates the user's wallet with automatic recovery (a user-owned method is set through `setRecovery`), or with
       * `createAdditional` a further wallet of the same seed; `embedded_wallet_already_exists` for a second primary.
       */
      createWallet: ({ createAdditional = false }: { createAdditional?: boolean } = {}) =>
        createAdditional ? additionalWallet() : creation.createWallet(),
      /** Imports a private key as an imported embedded wallet: the frame splits it, the host page forgets it. */
      async importWallet({ privateKey }: { privateKey: string }): Promise<PorticoUser> {
        if (!/^0x[0-9a-fA-F]{64}$/.test(privateKey)) throw new PorticoError('invalid_private_key', m.invalidPrivateKey);
        const accessToken = await ctx.auth.requireToken();
        const { user, address } = await withNewWallet(await frame.request('wallet:import', { accessToken, privateKey }));
        recovery.trust(address);
        return user;
      },
      /** An embedded wallet as an EIP-1193 provider (for viem's `custom` transport): the primary one by default. */
      getEthereumProvider: (address?: string): Eip1193Provider => walletProvider(address),
      /**
       * Sends a transaction from the embedded wallet `request.from` names (the primary one by default), through
       * EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN unless prompts are off; resolves with its hash and receipt.
       */
      sendTransaction: (request: TransactionRequest, sendOptions?: SendTransactionOptions) => walletProvider(request.from).sendTransaction(request, sendOptions),
      ...transactions.screenActions,
      ...keyExport,
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
    services: {
      embeddedFrame: {
        // The token the caller read is replaced by the one current when the request goes: a verification may renew it.
        request: (event: string, data: Record<string, unknown>) =>
          withFreshLogin((accessToken) => frame.request(event, { ...data, ...('accessToken' in data && { accessToken }) }), { interactive }),
        unlock: (address: string) => recovery.ensureUnlocked(address, { interactive }),
        exportKey: ({ address }: { address: string }) => keyExport.exportWallet({ address }),
      } satisfies EmbeddedFrameService,
      // Derived from the primary wallet's key inside the frame, so it follows the wallet to every device.
      farcasterSigner: {
        publicKey: async () => FrameFarcasterSignerAnswer.parse(await walletProvider().keyRequest('farcaster:init-signer', {})).publicKey,
        sign: async (hash: string) =>
          FrameFarcasterSignatureAnswer.parse(await walletProvider().keyRequest('farcaster:sign', { payload: { hash } })).signature,
      } satisfies FarcasterSignerService,
    },
    postLoginSteps: [creation.stepFor(options.createOnLogin)],
    teardown() {
      stop();
      stopPreload();
      frame.destroy();
    },
  };
}
