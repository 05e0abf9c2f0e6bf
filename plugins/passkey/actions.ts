import { type PluginContext, type PorticoUser, PorticoError } from '../../kernel/index';
import { lazyCode } from '../../kit/lazy-code';
import type { PasskeyAccount } from '../../schemas/index';
import { passkeyFailure } from './errors';
import type { PasskeyMessages } from './messages';
import type { WebAuthnLayer } from './webauthn';
import type { PasskeyService } from '../../kit/services/passkey';

export const AWAITING_PASSKEY_SYSTEM_DIALOGUE = 'AWAITING_PASSKEY_SYSTEM_DIALOGUE';
export const LINK_PASSKEY_SCREEN = 'LINK_PASSKEY_SCREEN';
/** Section 5: at most 5 passkeys per user. */
export const MAX_PASSKEYS = 5;

/** Section 4.2's states of a passkey step; `idle` before any. */
export type PasskeyStatus = 'idle' | 'loading' | 'success' | 'error';

export interface PasskeyState {
  status: PasskeyStatus;
  /** Which step the status is about. */
  step: 'login' | 'link' | 'unlink' | null;
  error: PorticoError | null;
}

export interface PasskeyActions {
  /** Logs in with a passkey: the browser's passkey dialogue, then the provider checks the assertion. */
  login(): Promise<PorticoUser>;
  /** Creates a passkey for the logged-in user and links it (at most 5). */
  link(): Promise<PorticoUser>;
  /** Removes a passkey by credential id; one enrolled in MFA is refused. */
  unlink(credentialId: string): Promise<PorticoUser>;
  /** The logged-in user's passkeys, newest first. */
  passkeys(): PasskeyAccount[];
  /** Back to `idle`, e.g. for Retry. */
  reset(): void;
  getState(): PasskeyState;
  /** The plugin's strings, with the host's overrides. */
  messages: PasskeyMessages;
  /** Loads the code the steps run ahead of the first one (the passkey screens do it when shown). */
  preload(): void;
}

const initialState: PasskeyState = { status: 'idle', step: null, error: null };

export function createPasskeyActions(ctx: PluginContext, messages: PasskeyMessages, webAuthn: WebAuthnLayer) {
  const state = ctx.createState<PasskeyState>(initialState);
  /** Duplicate concurrent calls share one in-flight step (section 4.2). */
  const inFlight = new Map<string, Promise<PorticoUser>>();

  const passkeys = (): PasskeyAccount[] =>
    (ctx.getState().user?.linkedAccounts ?? [])
      .filter((account): account is PasskeyAccount => account.type === 'passkey')
      .sort((a, b) => (b.firstVerifiedAt?.getTime() ?? 0) - (a.firstVerifiedAt?.getTime() ?? 0));

  // The steps' requests, ceremonies and wire schemas load with the first step (./steps), so a host's first script
  // carries only the state, the checks and the words.
  const steps = lazyCode(
    () => import('./steps'),
    ({ createPasskeySteps }) => createPasskeySteps(ctx, webAuthn),
    'logs in with, links and unlinks passkeys',
  );

  function step(name: 'login' | 'link' | 'unlink', key: string, work: () => Promise<PorticoUser>): Promise<PorticoUser> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = (async () => {
      state.set({ status: 'loading', step: name, error: null });
      try {
        const user = await work();
        state.set({ status: 'success', step: name, error: null });
        return user;
      } catch (error) {
        const failure = passkeyFailure(error, messages);
        state.set({ status: 'error', step: name, error: failure });
        // A step the modal started reports its failure to the flow's onError too.
        const screen = ctx.getState().modal.screen;
        if (screen === AWAITING_PASSKEY_SYSTEM_DIALOGUE || screen === LINK_PASSKEY_SCREEN) {
          ctx.events.emit('error', { error: failure, intent: name === 'login' ? 'login' : 'link' });
        }
        throw failure;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, promise);
    return promise;
  }

  function assertSupported(): void {
    if (!webAuthn.isSupported()) throw new PorticoError('not_supported', messages.notSupported);
  }

  const actions: PasskeyActions = {
    async login() {
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return step('login', 'login', async () => {
        assertSupported();
        return (await steps.load()).login();
      });
    },
    link: () =>
      step('link', 'link', async () => {
        await ctx.auth.requireToken();
        if (passkeys().length >= MAX_PASSKEYS) throw new PorticoError('cannot_link_more_of_type', messages.limitReached);
        assertSupported();
        return (await steps.load()).link();
      }),
    unlink: (credentialId) =>
      step('unlink', `unlink:${credentialId}`, async () => {
        await ctx.auth.requireToken();
        if (passkeys().some((p) => p.credentialId === credentialId && p.enrolledInMfa)) {
          throw new PorticoError('missing_or_invalid_mfa', messages.enrolledInMfa);
        }
        return (await steps.load()).unlink(credentialId);
      }),
    passkeys,
    reset: () => state.set(initialState),
    getState: state.get,
    messages,
    preload: steps.preload,
  };

  // Entering or leaving a passkey screen forgets an earlier outcome, so each visit starts afresh; a running step is kept.
  let onScreen: string | null = null;
  const stopWatching = ctx.subscribe(() => {
    const screen = ctx.getState().modal.screen;
    const now = screen === AWAITING_PASSKEY_SYSTEM_DIALOGUE || screen === LINK_PASSKEY_SCREEN ? screen : null;
    if (now === onScreen) return;
    onScreen = now;
    if (state.get().status !== 'loading' && state.get().status !== 'idle') state.set(initialState);
  });

  return { actions, services: { passkey: { link: actions.link } satisfies PasskeyService }, teardown: stopWatching };
}
