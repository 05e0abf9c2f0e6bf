import { toPorticoError, userRejected, type PluginContext, type PorticoError, type PorticoUser } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import type { FarcasterProof } from './connection';
import type { FarcasterMessages } from './messages';

const flows = () => import('./flows');

declare module '../../kernel/events' {
  interface PromptIntentRegistry {
    farcaster_signer: true;
  }
}

export const AWAITING_FARCASTER_CONNECTION = 'AWAITING_FARCASTER_CONNECTION';
export const AWAITING_FARCASTER_SIGNER = 'AWAITING_FARCASTER_SIGNER';

/** AWAITING_FARCASTER_CONNECTION's states: `awaiting` the approval in the Farcaster app, then `verifying` it. */
export type FarcasterStatus = 'idle' | 'awaiting' | 'verifying' | 'success' | 'error';
export type FarcasterSignerStatus = 'idle' | 'awaiting' | 'approved' | 'error';

export interface FarcasterState {
  status: FarcasterStatus;
  /** The link the Farcaster app opens (shown as a QR code), once the channel exists. */
  connectUri: string | null;
  error: PorticoError | null;
  signer: { status: FarcasterSignerStatus; approvalUrl: string | null; error: PorticoError | null };
}

export interface FarcasterActions {
  /**
   * Logs in (or signs up) with the Farcaster account the person approves in their Farcaster app; `onConnectUri` gets
   * the link to show (a headless host's own QR code). Concurrent calls share one flow.
   */
  login(options?: { mode?: LoginMode; onConnectUri?: (uri: string) => void }): Promise<PorticoUser>;
  /** Links the Farcaster account the person approves to the logged-in user. */
  link(options?: { onConnectUri?: (uri: string) => void }): Promise<PorticoUser>;
  unlink(fid: number): Promise<PorticoUser>;
  /** Stops waiting for the Farcaster app; the pending login or link rejects with the user-rejected error. */
  cancel(): void;
  /**
   * A signer for the user's Farcaster account: an Ed25519 key held in the embedded wallet's frame, approved by the
   * person in the Farcaster app (AWAITING_FARCASTER_SIGNER shows where, unless `prompt: false`). Resolves with the
   * user, whose Farcaster account then names the key.
   */
  requestSigner(options?: { prompt?: boolean }): Promise<PorticoUser>;
  /** Signs a Farcaster message hash (0x and hex) with the approved signer; the Ed25519 signature. */
  signFarcasterMessage(hash: string): Promise<string>;
  /** Back to `idle`, e.g. for Retry. */
  reset(): void;
  getState(): FarcasterState;
  messages: FarcasterMessages;
}

interface Running {
  controller: AbortController;
  flow: Promise<PorticoUser>;
}

const idleSigner: FarcasterState['signer'] = { status: 'idle', approvalUrl: null, error: null };
const initialState: FarcasterState = { status: 'idle', connectUri: null, error: null, signer: idleSigner };

export function createFarcasterActions(ctx: PluginContext, m: FarcasterMessages): FarcasterActions {
  const state = ctx.createState<FarcasterState>(initialState);
  let running: Running | null = null;
  // A function, so TypeScript does not narrow `running` inside the flow below to the value it had when the flow began.
  const isRunning = (controller: AbortController) => running?.controller === controller;
  const setSigner = (change: Partial<FarcasterState['signer']>) => state.set({ signer: { ...state.get().signer, ...change } });

  /** One connection: the channel, the person's approval, then `finish` (authenticate or link) with the proof. */
  function connect(finish: (proof: FarcasterProof) => Promise<PorticoUser>, onConnectUri?: (uri: string) => void): Promise<PorticoUser> {
    if (running) return running.flow;
    const controller = new AbortController();
    state.set({ status: 'awaiting', connectUri: null, error: null });
    const flow = (async () => {
      const { awaitFarcasterApproval, farcasterFailure } = await flows();
      try {
        const proof = await awaitFarcasterApproval(ctx, m, {
          signal: controller.signal,
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
        // Canceled (the screen closed): the person said no, and the screen starts afresh next time.
        if (controller.signal.aborted) {
          state.set({ status: 'idle', connectUri: null });
          throw controller.signal.reason;
        }
        const failure = farcasterFailure(toPorticoError(error), m);
        state.set({ status: 'error', error: failure });
        throw failure;
      } finally {
        // A later flow may have replaced this one (cancel, then a new login): only this one's slot is freed.
        if (isRunning(controller)) running = null;
      }
    })();
    running = { controller, flow };
    return flow;
  }

  // The signer being waited for: a new request (the screen's Retry) replaces it, closing the screen stops it.
  let signerWait: AbortController | null = null;

  async function awaitSigner(publicKey: string, prompt: boolean): Promise<PorticoUser> {
    signerWait?.abort(userRejected());
    const controller = (signerWait = new AbortController());
    setSigner({ status: 'awaiting', approvalUrl: null, error: null });
    const { awaitSignerApproval } = await flows();
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
    async login({ mode = 'login-or-sign-up', onConnectUri } = {}) {
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return connect(async (proof) => {
        const response = await ctx.api.post('/api/v1/farcaster/authenticate', { ...proof, mode }, authAnswer);
        return ctx.auth.completeLogin(response, 'farcaster');
      }, onConnectUri);
    },
    async link({ onConnectUri } = {}) {
      await ctx.auth.requireToken();
      return connect(async (proof) => {
        const user = await ctx.api.post('/api/v1/farcaster/link', proof, userAnswer);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'farcaster' });
      }, onConnectUri);
    },
    async unlink(fid) {
      await ctx.auth.requireToken();
      const user = await ctx.api.post('/api/v1/farcaster/unlink', { fid }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'farcaster' });
    },
    cancel() {
      const current = running;
      running = null;
      current?.controller.abort(userRejected());
    },
    async requestSigner({ prompt = true } = {}) {
      const { account, signer } = await (await flows()).signerContext(ctx, m);
      const publicKey = await signer.publicKey();
      if (account.signerPublicKey?.toLowerCase() === publicKey.toLowerCase()) return ctx.getState().user as PorticoUser;
      return awaitSigner(publicKey, prompt);
    },
    async signFarcasterMessage(hash) {
      const { signerContext, signerUnavailable } = await flows();
      const { account, signer } = await signerContext(ctx, m);
      if (!account.signerPublicKey) throw signerUnavailable(m.noSigner);
      return signer.sign(hash);
    },
    reset: () => state.set(initialState),
    getState: state.get,
    messages: m,
  };
}
