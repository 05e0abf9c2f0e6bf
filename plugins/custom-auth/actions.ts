import { type PluginContext, type PorticoUser, latestAccountOf, PorticoError, toPorticoError, decodeClaims } from '../../kernel/index';
import { authAnswer } from '../../schemas/lazy';
import type { CustomAuthMessages } from './messages';

/** Section 3.4. */
export type CustomAuthStatus = 'not-enabled' | 'initial' | 'loading' | 'done' | 'error';

export interface CustomAuthState {
  status: CustomAuthStatus;
  error: PorticoError | null;
}

export interface CustomAuthSource {
  /** The host's current token from its own auth provider; null or undefined when its user is logged out. */
  getCustomAccessToken: () => Promise<string | null | undefined>;
  /** The host's auth is still loading when Portico starts: no automatic sync; call `sync()` once it has loaded. */
  isLoading?: boolean;
}

export interface CustomAuthActions {
  /**
   * Brings the session in line with the host's token: logs its user in (replacing another custom user),
   * or logs out a custom-auth session whose token is gone. Runs once when the kernel is ready; call it
   * whenever the host's token changes. Never rejects: a failure is the `error` state.
   */
  sync(): Promise<void>;
  /** Logs in with a token of the host's auth provider (a guest keeps its user; a logged-in member stays). */
  loginWithToken(token: string): Promise<PorticoUser>;
  getState(): CustomAuthState;
}

const customUserIdOf = (user: PorticoUser | null) => (user ? latestAccountOf(user, 'custom_auth')?.customUserId : undefined);

export function createCustomAuthActions(ctx: PluginContext, source: CustomAuthSource, messages: CustomAuthMessages) {
  const state = ctx.createState<CustomAuthState>({ status: 'initial', error: null });

  async function loginWithToken(token: string): Promise<PorticoUser> {
    if (!token.trim()) throw new PorticoError('invalid_data', messages.tokenRequired);
    if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
    const response = await ctx.api.post('/api/v1/custom_jwt_account/authenticate', { token }, authAnswer);
    return ctx.auth.completeLogin(response, 'custom_auth');
  }

  /** The sync rule: the host's user in, a custom user whose token is gone (or replaced) out. */
  async function reconcile(): Promise<void> {
    const token = await source.getCustomAccessToken();
    const { user } = ctx.getState();
    const current = customUserIdOf(user);
    const replaced = current !== undefined && (!token || current !== decodeClaims(token)?.sub);
    if (replaced) await ctx.auth.logout();
    // A member logged in another way, or as this very custom user, stays; a guest is upgraded by the server.
    const stays = !replaced && user !== null && !user.isGuest;
    if (token && !stays) await loginWithToken(token);
  }

  async function runSync(): Promise<void> {
    if (!ctx.getState().appConfig?.enabledMethods.custom_auth) {
      state.set({ status: 'not-enabled', error: null });
      return;
    }
    state.set({ status: 'loading', error: null });
    try {
      await reconcile();
      state.set({ status: 'done' });
    } catch (error) {
      const cause = toPorticoError(error);
      const failure = new PorticoError('unknown_auth_error', messages.syncFailed, {
        cause,
        details: cause.shortMessage,
        status: cause.status,
        retryable: cause.retryable,
      });
      state.set({ status: 'error', error: failure });
    }
  }

  // Syncs wait for the kernel to be ready (app configuration and session loaded) and run one at a time.
  let stopWaiting = () => {};
  const ready = new Promise<void>((resolve) => {
    const check = () => {
      if (!ctx.getState().ready) return;
      stopWaiting();
      resolve();
    };
    stopWaiting = ctx.subscribe(check);
    check();
  });
  let queue = Promise.resolve();
  const sync = (): Promise<void> => (queue = queue.then(() => ready).then(runSync));

  const actions: CustomAuthActions = { sync, loginWithToken, getState: state.get };
  return { actions, teardown: () => stopWaiting() };
}
