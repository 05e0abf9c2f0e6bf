import { toPorticoError, userRejected, type PluginContext, type PluginState, type PorticoUser } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { AWAITING_FARCASTER_SIGNER, idleSigner, type FarcasterState } from './state';
import { awaitFarcasterApproval, type FarcasterProof } from './connection';
import { farcasterFailure, signerUnavailable } from './failures';
import type { FarcasterMessages } from './messages';
import { awaitSignerApproval, signerContext } from './signer';

export type FarcasterFlows = ReturnType<typeof createFarcasterFlows>;

/**
 * What the Farcaster calls do once started: the relay channel, the provider's answers, the signer. Loaded by
 * actions.ts with import() on first use, never imported statically: a host offering Farcaster among other methods
 * pays for it only when someone uses it. actions.ts keeps what must not wait for it (the first state, cancel).
 */
export function createFarcasterFlows(ctx: PluginContext, m: FarcasterMessages, state: PluginState<FarcasterState>) {
  const setSigner = (change: Partial<FarcasterState['signer']>) => state.set({ signer: { ...state.get().signer, ...change } });
  // The signer being waited for: a new request (the screen's Retry) replaces it, closing the screen stops it.
  let signerWait: AbortController | null = null;

  function awaitSigner(publicKey: string, prompt: boolean): Promise<PorticoUser> {
    signerWait?.abort(userRejected());
    const controller = (signerWait = new AbortController());
    setSigner({ status: 'awaiting', approvalUrl: null, error: null });
    const approval = awaitSignerApproval(ctx, m, publicKey, {
      signal: controller.signal,
      onApprovalUrl: (approvalUrl) => setSigner({ approvalUrl }),
    }).then(
      (user) => {
        setSigner({ status: 'approved' });
        return user;
      },
      (error: unknown) => {
        const failure = toPorticoError(error);
        setSigner(controller.signal.aborted ? idleSigner : { status: 'error', error: failure });
        throw failure;
      },
    );
    if (!prompt) return approval;
    // The screen shows the approval link and the outcome; closing it stops the waiting.
    const shown = ctx.prompts.open(AWAITING_FARCASTER_SIGNER, { intent: 'farcaster_signer' });
    shown.catch(() => signerWait?.abort(userRejected()));
    return approval;
  }

  return {
    /** The person's approval in the Farcaster app, then `finish` with the proof; a failure in section 8's words. */
    async connect(signal: AbortSignal, finish: (proof: FarcasterProof) => Promise<PorticoUser>, onConnectUri?: (uri: string) => void) {
      try {
        const proof = await awaitFarcasterApproval(ctx, m, {
          signal,
          onConnectUri(connectUri) {
            state.set({ connectUri });
            onConnectUri?.(connectUri);
          },
        });
        state.set({ status: 'verifying' });
        const user = await finish(proof);
        state.set({ status: 'success' });
        return user;
      } catch (error) {
        throw farcasterFailure(toPorticoError(error), m);
      }
    },
    async authenticate(proof: FarcasterProof, mode: LoginMode) {
      const response = await ctx.api.post('/api/v1/farcaster/authenticate', { ...proof, mode }, authAnswer);
      return ctx.auth.completeLogin(response, 'farcaster');
    },
    async link(proof: FarcasterProof) {
      const user = await ctx.api.post('/api/v1/farcaster/link', proof, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'link', accountType: 'farcaster' });
    },
    async requestSigner(prompt: boolean) {
      const { account, signer } = await signerContext(ctx, m);
      const publicKey = await signer.publicKey();
      if (account.signerPublicKey?.toLowerCase() === publicKey.toLowerCase()) return ctx.getState().user as PorticoUser;
      return awaitSigner(publicKey, prompt);
    },
    async signFarcasterMessage(hash: string) {
      const { account, signer } = await signerContext(ctx, m);
      if (!account.signerPublicKey) throw signerUnavailable(m.noSigner);
      return signer.sign(hash);
    },
  };
}
