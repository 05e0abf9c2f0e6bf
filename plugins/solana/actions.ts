import { PorticoError, toPorticoError, type ConnectedWallet, type PluginContext, type PorticoUser } from '../../kernel/index';
import { primaryEmbeddedWallet, embeddedSolanaWallets } from '../../kit/embedded-wallets';
import { FrameSolanaAddressAnswer, FrameSolanaRpcAnswer } from '../../schemas/embedded-wallet';
import type { WalletAccount } from '../../schemas/index';
import { userAnswer } from '../../schemas/lazy';
import { createSolanaKeyExport, type SolanaExportOptions } from './key-export';
import { SOLANA_CONNECTOR } from './connector';
import { lazyExternalSolanaWallets } from './lazy-external-wallets';
import type { SolanaMessages } from './messages';

/** The embedded wallet's sign prompt, which shows a Solana message as it shows personal_sign's text. */
const SIGN_REQUEST_SCREEN = 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN';
/** The automatic recovery method (the provider's own name): the only one a Solana wallet has. */
const AUTOMATIC_RECOVERY = 'privy';

/** A Solana wallet, embedded or connected: its address (base58) and message signing, the one thing it offers (section 3). */
export interface SolanaWallet {
  address: string;
  /** `privy` for the embedded wallet, else the connected wallet's (`phantom`, `portico_test_solana_wallet`...). */
  walletClientType: string;
  connectorType: 'embedded' | typeof SOLANA_CONNECTOR;
  /** Signs the UTF-8 bytes of `message`; the 64-byte Ed25519 signature. */
  signMessage(message: string): Promise<Uint8Array>;
}

export interface SolanaActions {
  /** Creates the user's embedded Solana wallet (from their Ethereum wallet's seed when they have one). */
  createWallet(): Promise<PorticoUser>;
  /** The user's embedded Solana wallets, then the Solana wallets connected to this page. */
  getWallets(): SolanaWallet[];
  /** Connects a Solana wallet of this browser by its id (the wallet list's entry) without the modal. */
  connectWallet(id: string): Promise<ConnectedWallet>;
  /** Shows the embedded Solana wallet's key in the embedded wallet's export screen (MFA first when enrolled). */
  exportWallet(options?: SolanaExportOptions): Promise<void>;
  messages: SolanaMessages;
}

/** The user's embedded Solana wallet accounts. */
const solanaAccounts = (user: PorticoUser | null): WalletAccount[] => (user ? embeddedSolanaWallets(user) : []);

export function createSolanaActions(ctx: PluginContext, m: SolanaMessages, { noPromptOnSignature }: { noPromptOnSignature: boolean }) {
  const frame = () => {
    const service = ctx.services.get('embeddedFrame');
    if (!service) throw new PorticoError('missing_service', m.needsEmbeddedWallet);
    return service;
  };
  const external = lazyExternalSolanaWallets(ctx, m);
  // Wallets whose share this device holds (created or connected on this page): signing goes straight to the frame.
  const unlocked = new Set<string>();

  /** A frame request about `address`; a device without a current share recovers it first (automatic recovery). */
  async function withShare<T>(address: string, send: (accessToken: string) => Promise<T>): Promise<T> {
    const accessToken = await ctx.auth.requireToken();
    if (!unlocked.has(address)) {
      try {
        await frame().request('solana-wallet:connect', { accessToken, address });
      } catch (error) {
        if (toPorticoError(error).code !== 'recovery_needed') throw error;
        FrameSolanaAddressAnswer.parse(await frame().request('solana-wallet:recover', { accessToken, address }));
      }
      unlocked.add(address);
    }
    try {
      return await send(accessToken);
    } catch (error) {
      // Recovered on another device meanwhile: this device's share went stale.
      if (toPorticoError(error).code !== 'recovery_needed') throw error;
      unlocked.delete(address);
      return withShare(address, send);
    }
  }

  async function signMessage(address: string, message: unknown): Promise<Uint8Array> {
    if (typeof message !== 'string') throw new PorticoError('invalid_message', m.messageNotString);
    if (!noPromptOnSignature) await ctx.prompts.open(SIGN_REQUEST_SCREEN, { intent: 'sign', data: { method: 'signMessage', params: [message] } });
    // The frame's messages carry bytes in padded base64; the codec loads with the first signature.
    const { base64 } = await import('@scure/base');
    const request = { method: 'signMessage', params: { message: base64.encode(new TextEncoder().encode(message)) } };
    const answer = await withShare(address, (accessToken) => frame().request('solana-wallet:rpc', { accessToken, address, request }));
    return base64.decode(FrameSolanaRpcAnswer.parse(answer).response.data.signature);
  }

  // One object per wallet, so React sees the same wallet until it changes.
  const wallets = new Map<string, SolanaWallet>();
  function walletOf(address: string, walletClientType: string, connectorType: SolanaWallet['connectorType']): SolanaWallet {
    const key = `${connectorType}:${walletClientType}:${address}`;
    let wallet = wallets.get(key);
    if (!wallet) {
      const sign = connectorType === 'embedded' ? (message: string) => signMessage(address, message) : (message: string) => external.signMessage(address, message);
      wallets.set(key, (wallet = { address, walletClientType, connectorType, signMessage: sign }));
    }
    return wallet;
  }

  const actions: SolanaActions = {
    async createWallet() {
      const accessToken = await ctx.auth.requireToken();
      const user = ctx.getState().user as PorticoUser;
      // Section 5's rules, checked here so the person is not asked to unlock anything first; the provider checks too.
      if (solanaAccounts(user).length > 0) throw new PorticoError('embedded_wallet_already_exists', m.alreadyExists);
      const ethereum = primaryEmbeddedWallet(user);
      if (ethereum && ethereum.recoveryMethod !== AUTOMATIC_RECOVERY) throw new PorticoError('unsupported_recovery_method', m.userOwnedRecovery);
      if (ethereum) await frame().unlock(ethereum.address);
      const answer = await frame().request('solana-wallet:create', { accessToken, ...(ethereum && { ethereumAddress: ethereum.address }) });
      const { address } = FrameSolanaAddressAnswer.parse(answer);
      unlocked.add(address);
      return ctx.auth.updateUser((await userAnswer()).parse((answer as { user?: unknown }).user), { kind: 'link', accountType: 'wallet' });
    },
    getWallets: () => [
      ...solanaAccounts(ctx.getState().user).map((account) => walletOf(account.address, 'privy', 'embedded')),
      ...ctx
        .getState()
        .wallets.filter((wallet) => wallet.connectorType === SOLANA_CONNECTOR)
        .map((wallet) => walletOf(wallet.address, wallet.walletClientType, SOLANA_CONNECTOR)),
    ],
    connectWallet: external.service.connect,
    ...createSolanaKeyExport(ctx, m),
    messages: m,
  };
  const forget = () => unlocked.clear();
  ctx.events.on('logout', forget);
  return {
    actions,
    services: { solanaWallets: external.service },
    teardown() {
      ctx.events.off('logout', forget);
      external.teardown();
    },
  };
}
