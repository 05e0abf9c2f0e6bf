import { PorticoError, type ConnectedWallet, type PluginContext, type PorticoUser } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { SiweInitAnswer } from '../../schemas/siwe';
import { connectSource, type ConnectedSource } from './connect';
import type { WalletSource } from './eip1193';
import { walletFailure } from './errors';
import { buildSiweMessage } from './message';
import type { SiweMessages } from './messages';
import { withTimeout } from './timeout';
import { createWalletTracker } from './wallet-tracker';
import { captchaOf } from '../../kit/captcha/gate';

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

const utf8Hex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

export function createProofActions(ctx: PluginContext, m: SiweMessages, requestTimeoutMs: number) {
  const tracker = createWalletTracker(ctx);
  const timedOut = () => new PorticoError('generic_connect_wallet_error', m.timedOut, { retryable: true });
  /** Connects through a provider whose requests time out; the wallet is remembered with its own provider. */
  const connectTimed = async (source: WalletSource, hooks: ProofHooks) => {
    const timed = { ...source, provider: withTimeout(source.provider, requestTimeoutMs, timedOut) };
    return { ...(await connectSource(ctx, timed, m, hooks.onSwitching)), source, timed };
  };

  /** Section 5: the message proves ownership for this page (domain, URI), chain, nonce and time. */
  async function signedProof({ timed: source, address, chainId }: ConnectedSource & { timed: WalletSource }, hooks: ProofHooks) {
    const { nonce } = await captchaOf(ctx).withToken((token) =>
      ctx.api.post('/api/v1/siwe/init', { address, ...(token && { token }) }, SiweInitAnswer),
    );
    const message = await buildSiweMessage({
      address,
      chainId,
      nonce,
      statement: m.statement,
      domain: location.host,
      uri: location.origin,
      issuedAt: new Date(),
    });
    hooks.onSigning?.();
    const signature = await source.provider.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
    if (typeof signature !== 'string') throw walletFailure(new Error('The wallet returned no signature'), m);
    return { message, signature, chainId: `eip155:${chainId}`, walletClientType: source.walletClientType, connectorType: source.connectorType };
  }

  const failing = <T>(work: () => Promise<T>) =>
    work().catch((error: unknown) => {
      throw walletFailure(error, m);
    });

  const actions: SiweProofActions = {
    login: (source: WalletSource, { mode = 'login-or-sign-up' }: { mode?: LoginMode } = {}, hooks: ProofHooks = {}) =>
      failing(async () => {
        const connected = await connectTimed(source, hooks);
        const body = await signedProof(connected, hooks);
        const response = await ctx.api.post('/api/v1/siwe/authenticate', { ...body, mode }, authAnswer);
        ctx.analytics.track('sdk_authenticate_siwe', { walletClientType: source.walletClientType, connectorType: source.connectorType });
        tracker.remember(connected);
        return ctx.auth.completeLogin(response, 'wallet');
      }),
    link: (source: WalletSource, hooks: ProofHooks = {}) =>
      failing(async () => {
        await ctx.auth.requireToken();
        const connected = await connectTimed(source, hooks);
        const user = await ctx.api.post('/api/v1/siwe/link', await signedProof(connected, hooks), userAnswer);
        tracker.remember(connected);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'wallet' });
      }),
    unlink: (address: string) =>
      failing(async () => {
        await ctx.auth.requireToken();
        const user = await ctx.api.post('/api/v1/siwe/unlink', { address }, userAnswer);
        return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'wallet' });
      }),
    connect: (source: WalletSource, hooks: ProofHooks = {}) =>
      failing(async () => tracker.remember(await connectTimed(source, hooks))),
  };
  return { actions, teardown: tracker.teardown };
}
