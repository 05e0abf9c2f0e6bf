import type EthereumProvider from '@walletconnect/ethereum-provider';
import { PorticoError } from '../../../kernel/index';
import type { Eip1193Provider } from '../eip1193';

export interface WalletConnectOptions {
  projectId: string;
  /** WalletConnect's relay by default; the emulator's relay double in development and tests. */
  relayUrl?: string;
  /** The first chain is the one the provider starts on; the wallet is asked for all of them. */
  chains: readonly { id: number; rpcUrl: string }[];
  metadata: { name: string; description: string; url: string; icons: string[] };
}

export interface WalletConnectHooks {
  /** The pairing URI, for the QR code and the mobile deep link; called once per connection attempt. */
  onDisplayUri(uri: string): void;
  /** Aborting (the person closed the modal) rejects with user_rejected_request and drops the pending pairing. */
  signal: AbortSignal;
}

/** An EIP-1193 provider for the session, with WalletConnect's own event types (a type import: no bytes). */
export type WalletConnectProvider = Eip1193Provider & Pick<EthereumProvider, 'request' | 'on' | 'removeListener' | 'disconnect'>;

export interface WalletConnectPeer {
  name: string;
  icon: string | null;
  url: string;
}

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'];
const EVENTS = ['chainChanged', 'accountsChanged'];

/**
 * What EthereumProvider.connect() throws when the wallet rejects the proposal: it keeps only the message of
 * WalletConnect's USER_REJECTED error (code 5000), as a plain Error.
 */
const WALLET_REJECTED_MESSAGE = 'User rejected.';

const userRejectedConnection = (cause?: unknown) =>
  new PorticoError('user_rejected_request', 'User rejected connection', { providerCode: 4001, cause });

/**
 * WalletConnect keeps one core (relay socket, keys, storage) per storage prefix in a page-wide global, so a second
 * EthereumProvider.init with the same prefix would share the first one's socket and handle every message twice.
 * Hence one provider per configuration, made on first use, each under its own prefix (which also keeps it apart
 * from a WalletConnect client the host app runs itself).
 */
const providers = new Map<string, Promise<EthereumProvider>>();
let providersMade = 0;

function providerFor(options: WalletConnectOptions): Promise<EthereumProvider> {
  const key = JSON.stringify(options);
  let provider = providers.get(key);
  if (!provider) {
    providersMade += 1;
    provider = createProvider(options, `portico-${providersMade}`);
    providers.set(key, provider);
    // A failed init (e.g. an unreachable relay) must not stick: the next attempt tries again.
    provider.catch(() => providers.delete(key));
  }
  return provider;
}

async function createProvider({ projectId, relayUrl, chains, metadata }: WalletConnectOptions, customStoragePrefix: string) {
  const [first, ...others] = chains;
  if (!first) throw new Error('WalletConnect needs at least one chain');
  // Some 400 MB of packages on disk, a few hundred KB in a bundle: loaded only when a person picks WalletConnect.
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider');
  return EthereumProvider.init({
    projectId,
    ...(relayUrl ? { relayUrl } : {}),
    // All chains as "required" (WalletConnect 2.2x turns them into optional ones for the wallet anyway): given
    // optional chains as well, universal-provider merges the two lists index by index and loses the first chain.
    chains: [first.id, ...others.map((chain) => chain.id)],
    rpcMap: Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrl])),
    methods: METHODS,
    events: EVENTS,
    // Portico shows its own QR code; WalletConnect's modal would pull in Reown's AppKit.
    showQrModal: false,
    metadata,
    customStoragePrefix,
    // No usage reports to WalletConnect's analytics endpoint.
    telemetryEnabled: false,
  });
}

/**
 * Connects a wallet through WalletConnect v2: resolves with an EIP-1193 provider for the approved session and the
 * wallet's own metadata. A session this configuration already had is ended first, so every call pairs afresh.
 */
export async function connectWalletConnect(
  options: WalletConnectOptions,
  { onDisplayUri, signal }: WalletConnectHooks,
): Promise<{ provider: WalletConnectProvider; peer: WalletConnectPeer }> {
  if (signal.aborted) throw userRejectedConnection();
  const provider = await providerFor(options);
  if (provider.session) await provider.disconnect();
  if (signal.aborted) throw userRejectedConnection();

  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(userRejectedConnection());
    signal.addEventListener('abort', onAbort, { once: true });
  });
  provider.on('display_uri', onDisplayUri);
  const connecting = provider.connect();
  try {
    await Promise.race([connecting, aborted]);
  } catch (error) {
    if (signal.aborted) {
      // The proposal would otherwise wait for an answer for five minutes; expiring it ends provider.connect().
      connecting.catch(() => {});
      dropPendingPairing(provider);
    }
    throw (error as Error).message === WALLET_REJECTED_MESSAGE ? userRejectedConnection(error) : error;
  } finally {
    signal.removeEventListener('abort', onAbort);
    provider.removeListener('display_uri', onDisplayUri);
  }

  const peer = provider.session?.peer.metadata;
  return {
    provider,
    peer: { name: peer?.name ?? '', icon: peer?.icons[0] || null, url: peer?.url ?? '' },
  };
}

/** Expires the pending proposal and the pairings (connect ended any session first), which unsubscribes their topics. */
function dropPendingPairing(provider: EthereumProvider) {
  const { client } = provider.signer;
  for (const proposal of client.proposal.getAll()) client.core.expirer.set(proposal.id, 0);
  void provider.signer.cleanupPendingPairings({ deletePairings: true });
}
