import { PorticoError, type ConnectedWallet, type PluginContext, type PorticoUser } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import type { WalletSource } from './eip1193';
import { lazyCode } from '../../kit/lazy-code';
import type { SiweMessages } from './messages';
import { withTimeout } from './timeout';

export interface ProofHooks {
  onSwitching?: () => void;
  /** The wallet is connected; the signature comes next. */
  onSigning?: () => void;
}

/** `hooks` tell the awaiting screen which step the wallet is on. */
export interface SiweProofActions {
  /** Connects the wallet, has it sign an EIP-4361 message for the provider's nonce, and logs in with it. */
  login(source: WalletSource, options?: { mode?: LoginMode }, hooks?: ProofHooks): Promise<PorticoUser>;
  /** The same proof, linked to the logged-in user. */
  link(source: WalletSource, hooks?: ProofHooks): Promise<PorticoUser>;
  unlink(address: string): Promise<PorticoUser>;
  /** Connects the wallet without logging in (connect-only mode): it joins the connected wallets. */
  connect(source: WalletSource, hooks?: ProofHooks): Promise<ConnectedWallet>;
}

/** A wallet asked for its accounts, by the caller's own call: the rest of the proof may load meanwhile. */
export interface AccountRequest {
  /** The wallet as the caller gave it: the connected wallets keep its provider. */
  source: WalletSource;
  /** The same wallet, each of its requests timing out: the proof's requests go through it. */
  timed: WalletSource;
  /** The wallet's answer to eth_requestAccounts. */
  accounts: Promise<unknown>;
}

/** The proof's steps after the account request (./proof, loaded on first use). */
export interface ProofCalls {
  login(request: AccountRequest, options?: { mode?: LoginMode }, hooks?: ProofHooks): Promise<PorticoUser>;
  link(request: AccountRequest, hooks?: ProofHooks): Promise<PorticoUser>;
  unlink(address: string): Promise<PorticoUser>;
  connect(request: AccountRequest, hooks?: ProofHooks): Promise<ConnectedWallet>;
  teardown(): void;
}

export function createProofActions(ctx: PluginContext, m: SiweMessages, requestTimeoutMs: number) {
  const proof = lazyCode(() => import('./proof'), ({ createProofCalls }) => createProofCalls(ctx, m), 'signs in with wallets');
  const timedOut = () => new PorticoError('generic_connect_wallet_error', m.timedOut, { retryable: true });

  /**
   * Asks the wallet for its accounts before anything is awaited: a wallet that opens its window from the page (not an
   * extension) needs the click's user activation, which loading the proof's code could outlast.
   */
  function requestAccounts(source: WalletSource): AccountRequest {
    const timed = { ...source, provider: withTimeout(source.provider, requestTimeoutMs, timedOut) };
    const accounts = timed.provider.request({ method: 'eth_requestAccounts' });
    // The proof reads the answer once loaded; if it fails to load, nothing will.
    accounts.catch(() => {});
    return { source, timed, accounts };
  }

  const actions: SiweProofActions = {
    async login(source, options, hooks) {
      const request = requestAccounts(source);
      return (await proof.load()).login(request, options, hooks);
    },
    async link(source, hooks) {
      proof.preload();
      // Ahead of the proof's code: its failures are PorticoErrors (must_be_authenticated, a refresh's), which the
      // proof's wallet wording would pass through unchanged.
      await ctx.auth.requireToken();
      const request = requestAccounts(source);
      return (await proof.load()).link(request, hooks);
    },
    unlink: async (address) => (await proof.load()).unlink(address),
    async connect(source, hooks) {
      const request = requestAccounts(source);
      return (await proof.load()).connect(request, hooks);
    },
  };
  return { actions, preload: proof.preload, teardown: () => proof.loaded()?.teardown() };
}
