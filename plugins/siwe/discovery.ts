import { createStore, type EIP6963ProviderDetail } from 'mipd';
import { createStore as createKernelStore } from '../../kernel/index';
import { walletSlug } from '../../kit/wallet-slug';
import { knownWalletByRdns } from './catalogue';
import type { Eip1193Provider } from './eip1193';

/** A wallet present in this browser: announced through EIP-6963, or the legacy `window.ethereum`. */
export interface DetectedWallet {
  /** The wallet client type: the catalogue's id for a known wallet, else its name as a slug. */
  id: string;
  name: string;
  /** The announcement's icon (a data URI), null for the legacy provider. */
  icon: string | null;
  rdns: string | null;
  known: boolean;
  provider: Eip1193Provider;
}

export interface WalletDiscovery {
  /** The same array until a wallet arrives or leaves, so React can subscribe to it. */
  list(): readonly DetectedWallet[];
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

function fromAnnouncement({ info, provider }: EIP6963ProviderDetail): DetectedWallet {
  const known = knownWalletByRdns(info.rdns);
  // mipd types the provider with viem's method table; the plugin needs only EIP-1193's request.
  return { id: known?.id ?? walletSlug(info.name), name: info.name, icon: info.icon || null, rdns: info.rdns, known: Boolean(known), provider: provider as unknown as Eip1193Provider };
}

type LegacyProvider = Eip1193Provider & { isMetaMask?: boolean };

/** A wallet that injects only `window.ethereum` (older extensions, in-app browsers); skipped when it also announced itself. */
function legacyWallet(announced: readonly EIP6963ProviderDetail[]): DetectedWallet | null {
  const injected = (globalThis as { ethereum?: LegacyProvider }).ethereum;
  if (!injected || typeof injected.request !== 'function' || announced.some(({ provider }) => provider === injected)) return null;
  return injected.isMetaMask
    ? { id: 'metamask', name: 'MetaMask', icon: null, rdns: null, known: true, provider: injected }
    : { id: 'unknown', name: 'Browser wallet', icon: null, rdns: null, known: false, provider: injected };
}

/** EIP-6963 discovery (mipd's store) plus the legacy provider; nothing on a server. */
export function createWalletDiscovery(): WalletDiscovery {
  if (typeof window === 'undefined') return { list: () => [], subscribe: () => () => {}, destroy: () => {} };
  const store = createStore();
  const found = () => {
    const announced = store.getProviders();
    const legacy = legacyWallet(announced);
    return [...announced.map(fromAnnouncement), ...(legacy ? [legacy] : [])];
  };
  const wallets = createKernelStore<readonly DetectedWallet[]>(found());
  const stop = store.subscribe(() => wallets.setState(found));
  return {
    list: wallets.getSnapshot,
    subscribe: wallets.subscribe,
    destroy() {
      stop();
      store.destroy();
    },
  };
}
