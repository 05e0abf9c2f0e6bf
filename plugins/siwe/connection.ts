import { PorticoError, type ConnectedWallet, type KernelState, type PluginContext, type PluginState } from '../../kernel/index';
import { walletSlug } from '../../kit/wallet-slug';
import type { ProofHooks, SiweProofActions } from './actions';
import { WALLET_CONNECT_ID } from './catalogue';
import type { WalletSource } from './eip1193';
import type { SiweState, WalletFlowOptions } from './flow';
import type { SiweMessages } from './messages';
import { walletFailure } from './wallet-failure';
import type { WalletOption } from './wallet-options';

/** What the wallet flow (flow.ts) keeps from setup on, and the connection reads. */
export interface ConnectionDeps {
  state: PluginState<SiweState>;
  /** The wallet list, as the person sees it. */
  list(): WalletOption[];
  walletConnectProject(): string | null;
}

function unavailable(m: SiweMessages, id: string): PorticoError {
  return new PorticoError('unknown_connect_wallet_error', m.unsupportedWallet, { retryable: false, details: id });
}

/**
 * A wallet of the list, connected: its source (this browser's, a WalletConnect pairing, the Solana plugin's) and the
 * proof. Loaded by flow.ts with import() when a wallet is picked, never imported statically.
 */
export function createWalletConnection(
  ctx: PluginContext,
  m: SiweMessages,
  proof: SiweProofActions,
  options: WalletFlowOptions,
  { state, list, walletConnectProject }: ConnectionDeps,
) {
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

  const find = (walletId: string) => {
    const option = list().find((candidate) => candidate.id === walletId);
    if (!option) throw unavailable(m, walletId);
    return option;
  };

  return {
    /**
     * The awaiting screen's attempt under the modal's `intent`: resolves with the wallet connect-only connected, with
     * null after a login or a link; its failure is in the wallet's words.
     */
    async attempt(walletId: string, intent: KernelState['modal']['intent'], signal: AbortSignal): Promise<ConnectedWallet | null> {
      const hooks: ProofHooks = {
        onSwitching: () => state.set({ status: 'switching_to_supported_chain' }),
        onSigning: () => state.set({ status: 'connected' }),
      };
      try {
        const option = find(walletId);
        if (intent === 'connect') return option.kind === 'solana' ? await connectSolana(option) : await proof.connect(await sourceOf(option, signal), hooks);
        const source = await sourceOf(option, signal);
        if (intent === 'link') await proof.link(source, hooks);
        else await proof.login(source, {}, hooks);
        return null;
      } catch (error) {
        throw walletFailure(error, m);
      }
    },
    /** A wallet of the list without the modal (a host's own button). */
    async connectWith(walletId: string): Promise<ConnectedWallet> {
      const option = find(walletId);
      if (option.kind === 'solana') return connectSolana(option);
      return proof.connect(await sourceOf(option, new AbortController().signal));
    },
  };
}
