import { toPorticoError, type PluginContext } from '../../kernel/index';
import type { MfaService } from '../../kit/services/mfa';
import type { TransactionSummary } from '../../kit/services/transaction-summary';
import type { FrameHost } from './frame-host';

type Reason = Parameters<MfaService['ensureVerified']>[0];

/** What a frame request's MFA verification is for (the prompt says so): a signed transaction, else a signature. */
const reasonOf = (data: Record<string, unknown>): Reason =>
  (data.request as { method?: unknown } | undefined)?.method === 'eth_signTransaction' ? 'transaction' : 'sign';

/** The events that rebuild the key with the auth share (frame protocol, "MFA"), which the provider gives only with a proof. */
const AUTH_SHARE_EVENTS = new Set([
  'wallet:create-additional',
  'wallet:connect',
  'wallet:recover',
  'wallet:set-recovery',
  'wallet:rpc',
  'farcaster:init-signer',
  'farcaster:sign',
  'solana-wallet:connect',
  'solana-wallet:recover',
  'solana-wallet:rpc',
]);
const needsAuthShare = (event: string, data: Record<string, unknown>) =>
  AUTH_SHARE_EVENTS.has(event) || (event === 'solana-wallet:create' && data.ethereumAddress !== undefined);

/**
 * The frame host, MFA-aware: once the user has MFA the provider releases the auth share only with a fresh proof, so a
 * request that needs it asks the `mfa` service (the MFA plugin's prompt) for one first; a request still refused with
 * `missing_or_invalid_mfa` (the proof expired) asks again and is sent again with the new one. The proof is kept for the next requests until the provider refuses it (it expires). Without an MFA
 * plugin the refusal reaches the caller as it is.
 */
export type MfaFrame = FrameHost & { mfaToken(reason: 'export'): Promise<string | undefined> };

export function withMfa(ctx: PluginContext, frame: FrameHost, transactionOnScreen: () => TransactionSummary | undefined = () => undefined): MfaFrame {
  let proof: string | undefined;

  async function freshProof(reason: Reason): Promise<string | undefined> {
    const mfa = ctx.services.get('mfa');
    if (!mfa) return undefined;
    proof = (await mfa.ensureVerified(reason, reason === 'transaction' ? transactionOnScreen() : undefined)) ?? undefined;
    return proof;
  }

  return {
    async request(event, data, timeoutMs) {
      // A user with MFA is asked before a request that needs the auth share, rather than after a refusal.
      if (!proof && needsAuthShare(event, data) && ctx.getState().user?.mfaMethods.length) await freshProof(reasonOf(data));
      try {
        return await frame.request(event, { ...data, ...(proof && { mfaToken: proof }) }, timeoutMs);
      } catch (error) {
        if (toPorticoError(error).code !== 'missing_or_invalid_mfa') throw error;
        const token = await freshProof(reasonOf(data));
        if (!token) throw error;
        return frame.request(event, { ...data, mfaToken: token }, timeoutMs);
      }
    },
    /** The export page asks the provider itself: it is handed a fresh proof up front when the user has MFA. */
    mfaToken: (reason) => (proof ? Promise.resolve(proof) : freshProof(reason)),
    destroy: () => frame.destroy(),
  };
}
