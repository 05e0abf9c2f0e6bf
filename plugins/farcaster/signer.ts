import type { PluginContext, PorticoUser } from '../../kernel/index';
import { primaryEmbeddedWallet } from '../../kit/embedded-wallets';
import { poll } from '../../kit/poll';
import { userAnswer } from '../../schemas/lazy';
import { FarcasterSignerAnswer } from '../../schemas/farcaster';
import { farcasterTimeout, signerRejected, signerUnavailable } from './failures';
import type { FarcasterMessages } from './messages';

/** Section 9: the signer is asked every 2 s, for at most 5 minutes. */
export const SIGNER_POLL_MS = 2000;
const SIGNER_TIMEOUT_MS = 300_000;

/**
 * Section 5's preconditions of signer actions: a session, an embedded wallet (which holds the key) and a Farcaster
 * account with its fid. Answers the account and the signer service.
 */
export async function signerContext(ctx: PluginContext, m: FarcasterMessages) {
  await ctx.auth.requireToken();
  const user = ctx.getState().user as PorticoUser;
  const signer = ctx.services.get('farcasterSigner');
  if (!signer || !primaryEmbeddedWallet(user)) throw signerUnavailable(m.noEmbeddedWallet);
  if (!user.farcaster?.fid) throw signerUnavailable(m.noFarcasterAccount);
  return { account: user.farcaster, signer };
}

/**
 * Asks the provider for the signer of `publicKey` until the person approved it in the Farcaster app (then the user,
 * whose Farcaster account now names the key, is fetched again), refused it, or 5 minutes passed. `onApprovalUrl` gets
 * the page where they approve (for the QR code).
 */
export async function awaitSignerApproval(
  ctx: PluginContext,
  m: FarcasterMessages,
  publicKey: string,
  { onApprovalUrl, signal }: { onApprovalUrl(url: string): void; signal: AbortSignal },
): Promise<PorticoUser> {
  let shown: string | undefined;
  await poll(
    async () => {
      const answer = await ctx.api.post('/api/v1/farcaster/signer/status', { ed25519_public_key: publicKey }, FarcasterSignerAnswer, { signal });
      if (answer.status === 'revoked') throw signerRejected(m);
      if (answer.status === 'approved') return true;
      if (answer.signer_approval_url && answer.signer_approval_url !== shown) onApprovalUrl((shown = answer.signer_approval_url));
      return undefined;
    },
    { intervalMs: SIGNER_POLL_MS, timeoutMs: SIGNER_TIMEOUT_MS, timedOut: () => farcasterTimeout(m), signal },
  );
  return ctx.auth.updateUser(await ctx.api.get('/api/v1/users/me', userAnswer, { signal }));
}
