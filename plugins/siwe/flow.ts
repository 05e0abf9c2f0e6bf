import { toPorticoError, type ConnectedWallet, type PluginContext, type PorticoError } from '../../kernel/index';
import type { SiweProofActions } from './actions';
import { createWalletDiscovery, type WalletDiscovery } from './discovery';
import { lazyCode } from '../../kit/lazy-code';
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

  // Connecting loads with the first pick (or the list's preload): a page that never shows the list never loads it.
  const connection = lazyCode(
    () => import('./connection'),
    ({ createWalletConnection }) => createWalletConnection(ctx, m, proof, options, { state, list, walletConnectProject }),
    'connects wallets',
  );

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
    // The intent and the first step are the click's, whether or not the connection's code has loaded yet.
    const intent = ctx.getState().modal.intent;
    state.set({ status: 'connecting', walletId, error: null, pairingUri: null });
    const closing = abortOnClose();
    try {
      const wallet = await (await connection.load()).attempt(walletId, intent, closing.signal);
      state.set({ status: 'success' });
      if (wallet) ctx.prompts.resolve(wallet);
    } catch (error) {
      // In the wallet's words already (the attempt's), or the failed load's network_error.
      state.set({ status: 'error', error: toPorticoError(error) });
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
    connectWith: async (walletId: string): Promise<ConnectedWallet> => (await connection.load()).connectWith(walletId),
    /** Loads the connection's code ahead of the pick. */
    preload: connection.preload,
    teardown: () => discovery?.destroy(),
  };
}
