import { toPorticoError, userRejected, type PluginContext, type PorticoUser } from '../../kernel/index';
import { lazyCode } from '../../kit/lazy-code';
import type { LoginMode } from '../../schemas/index';
import { userAnswer } from '../../schemas/lazy';
import type { FarcasterProof } from './connection';
import type { FarcasterFlows } from './flows';
import type { FarcasterMessages } from './messages';
import { idleSigner, type FarcasterState } from './state';

declare module '../../kernel/events' {
  interface PromptIntentRegistry {
    farcaster_signer: true;
  }
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

const initialState: FarcasterState = { status: 'idle', connectUri: null, error: null, signer: idleSigner };

export function createFarcasterActions(ctx: PluginContext, m: FarcasterMessages): FarcasterActions {
  const state = ctx.createState<FarcasterState>(initialState);
  // The calls' work (./flows) loads with the first one: a host's first script carries only the state, cancel and words.
  const flows = lazyCode(
    () => import('./flows'),
    ({ createFarcasterFlows }) => createFarcasterFlows(ctx, m, state),
    'connects Farcaster accounts and signers',
  );
  let running: Running | null = null;
  // A function, so TypeScript does not narrow `running` inside the flow below to the value it had when the flow began.
  const isRunning = (controller: AbortController) => running?.controller === controller;

  /** One connection: 'awaiting' at once, then the flows' channel and approval, then `finish` (authenticate or link). */
  function connect(
    finish: (work: FarcasterFlows, proof: FarcasterProof) => Promise<PorticoUser>,
    onConnectUri?: (uri: string) => void,
  ): Promise<PorticoUser> {
    if (running) return running.flow;
    const controller = new AbortController();
    state.set({ status: 'awaiting', connectUri: null, error: null });
    const flow = (async () => {
      try {
        const work = await flows.load();
        return await work.connect(controller.signal, (proof) => finish(work, proof), onConnectUri);
      } catch (error) {
        // Canceled (the screen closed): the person said no, and the screen starts afresh next time.
        if (controller.signal.aborted) {
          state.set({ status: 'idle', connectUri: null });
          throw controller.signal.reason;
        }
        // The flows' failure in section 8's words, or the flows' code that did not load (retryable).
        const failure = toPorticoError(error);
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

  return {
    async login({ mode = 'login-or-sign-up', onConnectUri } = {}) {
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return connect((work, proof) => work.authenticate(proof, mode), onConnectUri);
    },
    async link({ onConnectUri } = {}) {
      await ctx.auth.requireToken();
      return connect((work, proof) => work.link(proof), onConnectUri);
    },
    // Not in ./flows: its request saves fewer bytes here than a code load before it would cost.
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
    requestSigner: async ({ prompt = true } = {}) => (await flows.load()).requestSigner(prompt),
    signFarcasterMessage: async (hash) => (await flows.load()).signFarcasterMessage(hash),
    reset: () => state.set(initialState),
    getState: state.get,
    messages: m,
  };
}
