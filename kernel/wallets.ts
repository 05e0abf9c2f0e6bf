import type { KernelPart } from './plugin';
import type { KernelState } from './state';
import type { KeyValueStorage } from './storage';
import type { Store } from './store';
import type { PorticoUser } from './user';

export interface WalletBranding {
  name: string;
  /** An image URL or data URI (an EIP-6963 announcement's icon), else null. */
  icon: string | null;
  id: string;
}

/** EIP-1193's one required method: every wallet provider (injected, WalletConnect, embedded, viem's) has it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** A wallet connected to the page (section 3.4), with or without a login. */
export interface ConnectedWallet {
  address: string;
  /** A Solana wallet's provider supports only `signMessage` (section 3); its chain does not follow Ethereum's. */
  chainType: 'ethereum' | 'solana';
  /** CAIP-2, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: string;
  branding: WalletBranding;
  imported: boolean;
  connectedAt: Date;
  walletClientType: string;
  connectorType: string;
  /** The wallet's provider, for signing and for a host's viem WalletClient (`custom(wallet.provider)`). */
  provider: Eip1193Provider;
}

/** What a plugin reports when a wallet connects; the kernel stamps the time. */
export type WalletConnection = Omit<ConnectedWallet, 'connectedAt'>;

/** Section 3.4: what the browser remembers of past connections (for "Recent"). */
export interface ConnectionHistoryEntry {
  address: string;
  connectorType: string;
  walletClientType: string;
  connectedAt: Date;
}

export interface Wallets {
  /** Adds or refreshes a wallet, makes it the active one and records it in the connection history. */
  connect(wallet: WalletConnection): void;
  disconnect(wallet: Pick<ConnectedWallet, 'address' | 'walletClientType' | 'connectorType'>): void;
  /** A chain change reported by an Ethereum wallet's provider applies to every connected Ethereum wallet. */
  setChain(chainId: string): void;
  history(): ConnectionHistoryEntry[];
}

const HISTORY_LIMIT = 20;
const sameWallet = (a: Pick<ConnectedWallet, 'address' | 'walletClientType' | 'connectorType'>, b: typeof a) =>
  a.address.toLowerCase() === b.address.toLowerCase() && a.walletClientType === b.walletClientType && a.connectorType === b.connectorType;

/**
 * Section 4.2: the list is sorted by latest connection, the active wallet first, and has one entry per address,
 * client type and connector type. The newest connection is the active one.
 */
function withConnected(list: readonly ConnectedWallet[], wallet: ConnectedWallet): ConnectedWallet[] {
  return [wallet, ...list.filter((other) => !sameWallet(other, wallet))];
}

/** Whether a connected wallet is one of the user's linked wallet accounts. */
export function isLinked(wallet: Pick<ConnectedWallet, 'address'>, user: PorticoUser | null): boolean {
  const address = wallet.address.toLowerCase();
  return Boolean(user?.linkedAccounts.some((account) => account.type === 'wallet' && account.address.toLowerCase() === address));
}

export function createWallets(store: Store<KernelState>, storage: KeyValueStorage, now: () => number): Wallets {
  const historyKey = 'privy:connections';
  const update = (change: (list: readonly ConnectedWallet[]) => ConnectedWallet[]) =>
    store.setState((state) => ({ ...state, wallets: change(state.wallets) }));

  function history(): ConnectionHistoryEntry[] {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(historyKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      // Storage is the page's: keep only well-formed entries.
      return parsed.flatMap((entry: Record<string, unknown>) =>
        typeof entry?.address === 'string' && typeof entry.connectorType === 'string' && typeof entry.walletClientType === 'string' && typeof entry.connectedAt === 'number'
          ? [{ address: entry.address, connectorType: entry.connectorType, walletClientType: entry.walletClientType, connectedAt: new Date(entry.connectedAt) }]
          : [],
      );
    } catch {
      return [];
    }
  }

  return {
    connect(connection) {
      const wallet: ConnectedWallet = { ...connection, connectedAt: new Date(now()) };
      update((list) => withConnected(list, wallet));
      const entry = { address: wallet.address, connectorType: wallet.connectorType, walletClientType: wallet.walletClientType, connectedAt: wallet.connectedAt };
      const entries = [entry, ...history().filter((other) => !sameWallet(other, entry))].slice(0, HISTORY_LIMIT);
      storage.setItem(historyKey, JSON.stringify(entries.map((item) => ({ ...item, connectedAt: item.connectedAt.getTime() }))));
    },
    disconnect(wallet) {
      update((list) => list.filter((other) => !sameWallet(other, wallet)));
    },
    setChain(chainId) {
      update((list) => list.map((wallet) => (wallet.chainType === 'ethereum' ? { ...wallet, chainId } : wallet)));
    },
    history,
  };
}

/** The connected wallets as a kernel part, for the plugins that connect wallets. */
export const walletsPart: KernelPart<'wallets'> = {
  key: 'wallets',
  create: ({ store, storage, now }) => createWallets(store, storage, now),
};
