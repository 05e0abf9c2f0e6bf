import type { MarkLoader } from '../../kernel/index';
import type { SolanaWalletChoice } from '../../kit/services/solana-wallets';
import { knownWalletById, WALLET_CONNECT_ID, type KnownWallet } from './catalogue';
import type { DetectedWallet } from './discovery';

/** The host's wallet list entry for "every wallet this browser has", wherever it stands in the list. */
const DETECTED_WALLETS = 'detected_wallets';
export const DEFAULT_WALLET_LIST: readonly string[] = [DETECTED_WALLETS, 'metamask', 'coinbase_wallet', WALLET_CONNECT_ID];

/** One row of the wallet list screen. */
export interface WalletOption {
  /** The wallet client type the connection records. */
  id: string;
  name: string;
  /** An image URL or data URI (from the wallet's announcement); else `mark`. */
  icon: string | null;
  mark?: MarkLoader;
  /**
   * injected: in this browser; wallet_connect: paired from a phone; install: a named extension that is absent;
   * solana: a Solana wallet of this browser (the Solana plugin's, connect-only).
   */
  kind: 'injected' | 'wallet_connect' | 'install' | 'solana';
  recent: boolean;
  detected?: DetectedWallet;
  solana?: SolanaWalletChoice;
  known?: KnownWallet;
}

/** Which wallets a connect-only list offers: connectWallet's `walletChainType`. */
export type WalletChainType = 'ethereum-and-solana' | 'ethereum-only' | 'solana-only';

export interface WalletOptionsInput {
  detected: readonly DetectedWallet[];
  /** Solana wallets of this browser, listed only where a wallet is connected without a proof (connect-only). */
  solana?: readonly SolanaWalletChoice[];
  /** Catalogue ids, `detected_wallets` and `wallet_connect`, in the host's order. */
  walletList: readonly string[];
  /** WalletConnect needs the app's cloud project id. */
  walletConnectAvailable: boolean;
  /** The wallet client type of the last connection, for the "Recent" mark. */
  recentId: string | null;
  /** Both chains by default; 'solana-only' keeps the Solana entries alone, 'ethereum-only' drops them. */
  chainType?: WalletChainType;
}

const onChain: Record<WalletChainType, (option: WalletOption) => boolean> = {
  'ethereum-and-solana': () => true,
  'ethereum-only': (option) => option.kind !== 'solana',
  'solana-only': (option) => option.kind === 'solana',
};

const walletConnectMark: MarkLoader = () => import('./marks/walletconnect');

/** A Solana wallet's entry: its id is kept apart from the same wallet's Ethereum entry (Phantom has both). */
const solanaOptionId = (choice: SolanaWalletChoice) => `solana:${choice.id}`;

/**
 * Section 2.6's order: unknown injected wallets first, then known wallets (detected, or listed by the host), then
 * WalletConnect; a wallet's Solana entry follows its Ethereum one. A listed extension that is absent offers its
 * install page; a wallet without an extension is reached through WalletConnect when that is on.
 */
export function walletOptions({
  detected,
  solana = [],
  walletList,
  walletConnectAvailable,
  recentId,
  chainType = 'ethereum-and-solana',
}: WalletOptionsInput): WalletOption[] {
  const showDetected = walletList.includes(DETECTED_WALLETS);
  const option = (fields: Omit<WalletOption, 'recent'>): WalletOption => ({ ...fields, recent: fields.id === recentId });
  const injected = (wallet: DetectedWallet) =>
    option({ id: wallet.id, name: wallet.name, icon: wallet.icon, mark: knownWalletById(wallet.id)?.mark, kind: 'injected', detected: wallet, known: knownWalletById(wallet.id) });
  const solanaOption = (choice: SolanaWalletChoice) =>
    option({ id: solanaOptionId(choice), name: choice.name, icon: choice.icon, kind: 'solana', solana: choice, known: knownWalletById(choice.id) });
  const solanaOf = (id: string) => solana.filter((choice) => choice.id === id).map(solanaOption);

  const unknown = showDetected
    ? [...detected.filter((wallet) => !wallet.known).map(injected), ...solana.filter((choice) => !knownWalletById(choice.id)).map(solanaOption)]
    : [];
  const known: WalletOption[] = [];
  const seen = new Set(unknown.map((wallet) => wallet.id));
  const add = (entry: WalletOption) => {
    if (seen.has(entry.id)) return;
    seen.add(entry.id);
    known.push(entry);
  };
  for (const id of walletList) {
    if (id === DETECTED_WALLETS) {
      detected.filter((wallet) => wallet.known).forEach((wallet) => [injected(wallet), ...solanaOf(wallet.id)].forEach(add));
      solana.filter((choice) => knownWalletById(choice.id)).forEach((choice) => add(solanaOption(choice)));
      continue;
    }
    if (id === WALLET_CONNECT_ID) continue;
    const present = detected.find((wallet) => wallet.id === id);
    const catalogued = knownWalletById(id);
    const presentOnSolana = solanaOf(id);
    if (present || presentOnSolana.length) [...(present ? [injected(present)] : []), ...presentOnSolana].forEach(add);
    else if (catalogued?.installUrl) add(option({ id, name: catalogued.name, icon: null, mark: catalogued.mark, kind: 'install', known: catalogued }));
    else if (catalogued && walletConnectAvailable) add(option({ id, name: catalogued.name, icon: null, mark: catalogued.mark, kind: 'wallet_connect', known: catalogued }));
  }
  const pairing =
    walletConnectAvailable && walletList.includes(WALLET_CONNECT_ID)
      ? [option({ id: WALLET_CONNECT_ID, name: 'WalletConnect', icon: null, mark: walletConnectMark, kind: 'wallet_connect' })]
      : [];
  return [...unknown, ...known, ...pairing].filter(onChain[chainType]);
}

/** Section 2.6: the first 2 wallets and "More wallets" when there are more than 3; all of them otherwise. */
export function visibleWallets(options: readonly WalletOption[], expanded: boolean): { shown: readonly WalletOption[]; more: boolean } {
  if (expanded || options.length <= 3) return { shown: options, more: false };
  return { shown: options.slice(0, 2), more: true };
}
