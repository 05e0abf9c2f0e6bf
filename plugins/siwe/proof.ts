import type { PluginContext } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { SiweInitAnswer } from '../../schemas/siwe';
import { captchaOf } from '../../kit/captcha/gate';
import type { AccountRequest, ProofCalls, ProofHooks } from './actions';
import { connectSource, type ConnectedSource } from './connect';
import { buildSiweMessage } from './message';
import type { SiweMessages } from './messages';
import { walletFailure } from './wallet-failure';
import { createWalletTracker } from './wallet-tracker';

const utf8Hex = (text: string) => `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/**
 * The proof once the wallet was asked for its accounts: chain, signature, the provider's answer, the connected wallet.
 * Loaded by actions.ts with import() on first use, never imported statically.
 */
export function createProofCalls(ctx: PluginContext, m: SiweMessages): ProofCalls {
  const tracker = createWalletTracker(ctx);
  const connect = async (request: AccountRequest, hooks: ProofHooks) => ({
    ...(await connectSource(ctx, request, m, hooks.onSwitching)),
    timed: request.timed,
  });

  /** Section 5: the message proves ownership for this page (domain, URI), chain, nonce and time. */
  async function signedProof({ timed: source, address, chainId }: ConnectedSource & { timed: AccountRequest['timed'] }, hooks: ProofHooks) {
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

  return {
    login: (request, { mode = 'login-or-sign-up' }: { mode?: LoginMode } = {}, hooks = {}) =>
      failing(async () => {
        const { source } = request;
        const connected = await connect(request, hooks);
        const body = await signedProof(connected, hooks);
        const response = await ctx.api.post('/api/v1/siwe/authenticate', { ...body, mode }, authAnswer);
        ctx.analytics.track('sdk_authenticate_siwe', { walletClientType: source.walletClientType, connectorType: source.connectorType });
        tracker.remember(connected);
        return ctx.auth.completeLogin(response, 'wallet');
      }),
    link: (request, hooks = {}) =>
      failing(async () => {
        const connected = await connect(request, hooks);
        const user = await ctx.api.post('/api/v1/siwe/link', await signedProof(connected, hooks), userAnswer);
        tracker.remember(connected);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'wallet' });
      }),
    unlink: (address) =>
      failing(async () => {
        await ctx.auth.requireToken();
        const user = await ctx.api.post('/api/v1/siwe/unlink', { address }, userAnswer);
        return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'wallet' });
      }),
    connect: (request, hooks = {}) => failing(async () => tracker.remember(await connect(request, hooks))),
    teardown: tracker.teardown,
  };
}
