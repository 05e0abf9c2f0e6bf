import { PorticoError, type ConnectedWallet, type PluginContext } from '../../kernel/index';
import { walletSlug } from '../../kit/eip1193';
import type { ProofHooks, SiweProofActions } from './actions';
import { createWalletDiscovery, type WalletDiscovery } from './discovery';
import type { WalletSource } from './eip1193';
import { walletFailure } from './errors';
import type { SiweMessages } from './messages';
import {
  AWAITING_CONNECT_ONLY_CONNECTION,
  AWAITING_CONNECTION,
  CONNECT_ONLY_AUTHENTICATED_SCREEN,
  CONNECT_ONLY_LANDING_SCREEN,
  INSTALL_PHANTOM_SCREEN,
  INSTALL_WALLET_SCREEN,
  PHANTOM_INTERSTITIAL_SCREEN,
} from './screen-names';
import { isMobile } from '../../kit/is-mobile';
import { WALLET_CONNECT_ID } from './catalogue';
import { DEFAULT_WALLET_LIST, walletOptions, type WalletChainType, type WalletOption } from './wallet-options';
import { walletLinkParams } from './wallet-link';

declare module '../../kernel/events' {
  /** A wallet connected without logging in (connectWallet). */
  interface PromptIntentRegistry {
    connect: true;
  }
}

/** Section 3.4's wallet connection status, plus the outcome the awaiting screen shows. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'switching_to_supported_chain' | 'connected' | 'success' | 'error';

export interface SiweState {
  status: ConnectionStatus;
  walletId: string | null;
  error: PorticoError | null;
  /** Retries used; section 9 allows 2. */
  retries: number;
  /** A WalletConnect pairing URI waiting to be scanned. */
  pairingUri: string | null;
}

export const MAX_CONNECT_RETRIES = 2;
const initialState: SiweState = { status: 'disconnected', walletId: null, error: null, retries: 0, pairingUri: null };

export interface WalletFlowOptions {
  /** The wallet list's entries in order: catalogue ids, `detected_wallets`, `wallet_connect`. */
  walletList?: readonly string[];
  /**
   * WalletConnect: the project id defaults to the app configuration's; the relay to WalletConnect's own (the
   * emulator serves a stand-in at `ws://{emulator}/walletconnect/relay`). It needs the host's `chains`.
   */
  walletConnect?: { projectId?: string; relayUrl?: string };
}

/** Section 4.2: Phantom, absent, has its own screens: the interstitial on a phone, the install page elsewhere. */
const installScreen = (walletId: string) =>
  walletId !== 'phantom' ? INSTALL_WALLET_SCREEN : isMobile() ? PHANTOM_INTERSTITIAL_SCREEN : INSTALL_PHANTOM_SCREEN;

function unavailable(m: SiweMessages, id: string): PorticoError {
  return new PorticoError('unknown_connect_wallet_error', m.unsupportedWallet, { retryable: false, details: id });
}

/** The wallet list and the awaiting screen's flow: which wallet, which step, which error, how many retries. */
export function createWalletFlow(ctx: PluginContext, m: SiweMessages, proof: SiweProofActions, options: WalletFlowOptions) {
  const state = ctx.createState<SiweState>(initialState);
  let discovery: WalletDiscovery | null = null;
  // Discovery starts with the first look at the list: EIP-6963 wallets answer a request at any time.
  const detected = () => (discovery ??= createWalletDiscovery());
  let running: Promise<unknown> | null = null;
  // The chains the open connectWallet() asked for, kept here as it outlives the list screen (the awaiting one reads it).
  let connectChainType: WalletChainType = 'ethereum-and-solana';

  const walletConnectProject = () => options.walletConnect?.projectId ?? ctx.getState().appConfig?.walletConnectProjectId ?? null;

  function list(): WalletOption[] {
    const appConfig = ctx.getState().appConfig;
    const walletList = options.walletList ?? (appConfig?.appearance.walletList.length ? appConfig.appearance.walletList : DEFAULT_WALLET_LIST);
    // Solana wallets connect without a proof: they are offered where a wallet is connected only.
    const connectOnly = ctx.getState().modal.intent === 'connect';
    const solana = connectOnly ? ctx.services.get('solanaWallets')?.detected() : undefined;
    return walletOptions({
      detected: detected().list(),
      ...(solana && { solana }),
      ...(connectOnly && { chainType: connectChainType }),
      walletList,
      walletConnectAvailable: Boolean(walletConnectProject()) && ctx.chains.list.length > 0,
      recentId: ctx.wallets.history()[0]?.walletClientType ?? null,
    });
  }

  /** A phone wallet through WalletConnect: the pairing URI goes to the screen (QR code), WalletConnect loads now. */
  async function pairedSource(option: WalletOption, signal: AbortSignal): Promise<WalletSource> {
    const projectId = walletConnectProject();
    if (!projectId) throw unavailable(m, option.id);
    const appConfig = ctx.getState().appConfig;
    const { connectWalletConnect } = await import('./walletconnect/connect');
    const { provider, peer } = await connectWalletConnect(
      {
        projectId,
        ...(options.walletConnect?.relayUrl && { relayUrl: options.walletConnect.relayUrl }),
        chains: ctx.chains.list,
        metadata: { name: appConfig?.name ?? location.host, description: appConfig?.name ?? '', url: location.origin, icons: appConfig?.logoUrl ? [appConfig.logoUrl] : [] },
      },
      { onDisplayUri: (uri) => state.set({ pairingUri: uri }), signal },
    );
    const peerId = walletSlug(peer.name);
    return {
      provider,
      walletClientType: option.id === WALLET_CONNECT_ID ? peerId : option.id,
      connectorType: 'wallet_connect',
      branding: { name: peer.name || option.name, icon: peer.icon, id: peerId },
    };
  }

  /** A Solana wallet connects through the Solana plugin (Wallet Standard): connect-only, no proof. */
  function connectSolana(option: WalletOption): Promise<ConnectedWallet> {
    const service = ctx.services.get('solanaWallets');
    if (!service || !option.solana) throw unavailable(m, option.id);
    return service.connect(option.solana.id);
  }

  function sourceOf(option: WalletOption, signal: AbortSignal): WalletSource | Promise<WalletSource> {
    if (option.kind === 'wallet_connect') return pairedSource(option, signal);
    if (option.kind !== 'injected' || !option.detected) throw unavailable(m, option.id);
    const { provider, name, icon, rdns } = option.detected;
    return { provider, walletClientType: option.id, connectorType: 'injected', branding: { name, icon, id: rdns ?? option.id } };
  }

  /** Aborts when the person closes the modal this flow runs in (WalletConnect then drops its pairing). */
  function abortOnClose(): { signal: AbortSignal; stop: () => void } {
    const controller = new AbortController();
    if (!ctx.getState().modal.open) return { signal: controller.signal, stop: () => {} };
    const stop = ctx.subscribe(() => {
      if (!ctx.getState().modal.open) controller.abort();
    });
    return { signal: controller.signal, stop };
  }

  async function run(walletId: string): Promise<void> {
    const intent = ctx.getState().modal.intent;
    state.set({ status: 'connecting', walletId, error: null, pairingUri: null });
    const hooks: ProofHooks = {
      onSwitching: () => state.set({ status: 'switching_to_supported_chain' }),
      onSigning: () => state.set({ status: 'connected' }),
    };
    const closing = abortOnClose();
    try {
      const option = list().find((candidate) => candidate.id === walletId);
      if (!option) throw unavailable(m, walletId);
      if (intent === 'connect') {
        const wallet = option.kind === 'solana' ? await connectSolana(option) : await proof.connect(await sourceOf(option, closing.signal), hooks);
        state.set({ status: 'success' });
        ctx.prompts.resolve(wallet);
        return;
      }
      const source = await sourceOf(option, closing.signal);
      if (intent === 'link') await proof.link(source, hooks);
      else await proof.login(source, {}, hooks);
      state.set({ status: 'success' });
    } catch (error) {
      state.set({ status: 'error', error: walletFailure(error, m) });
    } finally {
      closing.stop();
    }
  }

  function launch(walletId: string): Promise<void> {
    const attempt = run(walletId).finally(() => {
      if (running === attempt) running = null;
    });
    running = attempt;
    return attempt;
  }

  /** Calls `listener` when a wallet announces itself (an Ethereum one, or a Solana one through the Solana plugin). */
  function onWalletsChange(listener: () => void): () => void {
    const stops = [detected().subscribe(listener), ctx.services.get('solanaWallets')?.subscribe(listener)];
    return () => stops.forEach((stop) => stop?.());
  }

  return {
    state,
    urlParams: walletLinkParams(ctx, { options: list, onWalletsChange, select: (walletId) => state.set({ ...initialState, walletId }) }),
    /** The wallet list, in section 2.6's order. */
    walletOptions: list,
    onWalletsChange,
    /** A wallet was picked on the list: its awaiting screen, or its install page when it is absent. */
    choose(walletId: string): void {
      const option = list().find((candidate) => candidate.id === walletId);
      const connectOnly = ctx.getState().modal.intent === 'connect';
      state.set({ ...initialState, walletId });
      if (option?.kind === 'install') ctx.navigation.navigate(installScreen(walletId), { walletId });
      else ctx.navigation.navigate(connectOnly ? AWAITING_CONNECT_ONLY_CONNECTION : AWAITING_CONNECTION, { walletId });
    },
    /** Starts the chosen wallet's connection once, however often the awaiting screen mounts. */
    start(walletId: string): Promise<unknown> {
      const current = state.get();
      if (running && current.walletId === walletId && current.status !== 'error') return running;
      return launch(walletId);
    },
    /** Section 9: a failed connection may be retried twice. */
    retry(): void {
      const { walletId, retries, error } = state.get();
      if (!walletId || retries >= MAX_CONNECT_RETRIES || error?.retryable === false) return;
      state.set({ retries: retries + 1 });
      void launch(walletId);
    },
    /**
     * Connect-only mode (section 2.1): the wallet list in the modal; resolves with the wallet the person connected.
     * `walletChainType` narrows the list to one chain's wallets ('solana-only': the browser's Solana wallets).
     */
    connectWallet({ walletChainType = 'ethereum-and-solana' }: { walletChainType?: WalletChainType } = {}): Promise<ConnectedWallet> {
      const screen = ctx.getState().user ? CONNECT_ONLY_AUTHENTICATED_SCREEN : CONNECT_ONLY_LANDING_SCREEN;
      // A busy modal refuses this prompt: the list it shows keeps its chains.
      const busy = ctx.getState().modal.open;
      if (!busy) connectChainType = walletChainType;
      const connecting = ctx.prompts.open<ConnectedWallet>(screen, { intent: 'connect' });
      // Settled, other connect-only lists (a wallet link's arrival) offer both chains again.
      return busy ? connecting : connecting.finally(() => (connectChainType = 'ethereum-and-solana'));
    },
    /** Connects a wallet of the list without the modal (a host's own button). */
    async connectWith(walletId: string): Promise<ConnectedWallet> {
      const option = list().find((candidate) => candidate.id === walletId);
      if (!option) throw unavailable(m, walletId);
      if (option.kind === 'solana') return connectSolana(option);
      return proof.connect(await sourceOf(option, new AbortController().signal));
    },
    teardown: () => discovery?.destroy(),
  };
}
