import { toPorticoError, type PluginContext } from '../../kernel/index';
import type { MfaService, TransactionSummary } from '../../kernel/service-contracts';
import type { FrameHost } from './frame-host';

type Reason = Parameters<MfaService['ensureVerified']>[0];

/** What a frame request's MFA verification is for (the prompt says so): a signed transaction, else a signature. */
const reasonOf = (data: Record<string, unknown>): Reason =>
  (data.request as { method?: unknown } | undefined)?.method === 'eth_signTransaction' ? 'transaction' : 'sign';

/**
 * The frame host, MFA-aware: once the user has MFA the provider releases the auth share only with a fresh proof, so a
 * request refused with `missing_or_invalid_mfa` asks the `mfa` service (the MFA plugin's prompt) for one and is sent
 * again with it. The proof is kept for the next requests until the provider refuses it (it expires). Without an MFA
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
