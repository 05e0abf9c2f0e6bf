import type { AuthResponse, User } from '../schemas/index';
import type { Analytics } from './analytics';
import type { CrossTab } from './cross-tab';
import { PorticoError } from './errors';
import type { EventBus } from './events';
import type { Prompts } from './prompts';
import type { Session } from './session';
import type { KernelState } from './state';
import type { Store } from './store';
import { withViews, type PorticoUser } from './user';

declare module './errors' {
  interface ErrorCodeRegistry {
    /** A login under a reauthenticate prompt was of another user. */
    reauthentication_mismatch: true;
  }
}

/** What every login and link flow does with its answer. */
export interface Auth {
  /**
   * False, with a warning, when a non-guest user is already logged in (section 4.2), unless a `reauthenticate`
   * prompt asks for a fresh login. For a guest it first renews an expiring access token, so the server can upgrade
   * that same guest.
   */
  canStartLogin(): Promise<boolean>;
  /**
   * Stores the session, publishes the user, reports analytics and tells the other tabs; then, outside the modal,
   * runs the post-login steps (in the modal its screens run them once the person has seen the success).
   * Resolves with the user as the steps left it. Under a `reauthenticate` prompt it only swaps in the fresh session
   * of the same user and answers the prompt; another user's login is refused (`reauthentication_mismatch`).
   */
  completeLogin(response: AuthResponse, method: string): Promise<PorticoUser>;
  /** Publishes a changed user (after link, unlink, update, terms, metadata). */
  updateUser(user: User, change?: { kind: 'link' | 'unlink'; accountType: string }): PorticoUser;
  /** A fresh access token, or must_be_authenticated. */
  requireToken(): Promise<string>;
  /**
   * Asks the person, already logged in, to log in again (a provider step that needs a recent login): opens `screen`
   * (which leads to the login methods) over any prompt on screen, and resolves once the fresh session of the same
   * user is in. Closing the modal rejects with the user-rejected error (4001).
   */
  reauthenticate(screen: string): Promise<void>;
  /** Ends the session as a user logout would, for plugins that follow an outside session (custom auth). */
  logout(): Promise<void>;
}

interface AuthDeps {
  store: Store<KernelState>;
  /** Remembers the last login method across reloads. */
  rememberLoginMethod: (method: string) => void;
  session: Session;
  events: EventBus;
  analytics: Analytics;
  crossTab: CrossTab;
  /** The post-login steps, headless. */
  runSteps: () => Promise<void>;
  prompts: Pick<Prompts, 'open' | 'resolve'>;
}

export function createAuth({ store, session, events, analytics, crossTab, rememberLoginMethod, runSteps, prompts }: AuthDeps): Auth {
  const publish = (user: User): PorticoUser => {
    const viewed = withViews(user);
    store.setState((state) => ({ ...state, user: viewed, status: 'authenticated' }));
    return viewed;
  };
  // While a reauthenticate prompt is open, a login is of the person already logged in.
  let reauthenticating = false;

  /** A fresh login of the user already logged in: the new session replaces the old; nothing else changes. */
  function completeReauthentication(response: AuthResponse, method: string): PorticoUser {
    if (response.user.id !== store.getSnapshot().user?.id) {
      throw new PorticoError('reauthentication_mismatch', 'Log in with the account you use here');
    }
    session.apply(response);
    const user = publish(response.user);
    rememberLoginMethod(method);
    analytics.track('sdk_reauthenticate', { method });
    prompts.resolve(user);
    return user;
  }

  return {
    async canStartLogin() {
      const { user } = store.getSnapshot();
      if (user && !user.isGuest && !reauthenticating) {
        console.warn('[portico] Attempted to log in, but the user is already logged in.');
        return false;
      }
      if (user?.isGuest) await session.getAccessToken();
      return true;
    },
    async completeLogin(response, method) {
      if (reauthenticating) return completeReauthentication(response, method);
      session.apply(response);
      const user = publish(response.user);
      rememberLoginMethod(method);
      analytics.track('sdk_authenticate', { method, isNewUser: response.isNewUser });
      events.emit('login', { user, isNewUser: response.isNewUser, method });
      crossTab.post({ type: 'login', user: response.user });
      const { modal } = store.getSnapshot();
      if (!(modal.open && modal.intent === 'login')) await runSteps();
      return store.getSnapshot().user ?? user;
    },
    updateUser(user, change) {
      const viewed = publish(user);
      events.emit('userUpdated', { user: viewed });
      if (change) events.emit(change.kind, { user: viewed, accountType: change.accountType });
      return viewed;
    },
    async requireToken() {
      const token = await session.getAccessToken();
      if (!token) throw new PorticoError('must_be_authenticated', 'User must be authenticated');
      return token;
    },
    async reauthenticate(screen) {
      reauthenticating = true;
      try {
        await prompts.open(screen, { intent: 'reauthenticate', over: true });
      } finally {
        reauthenticating = false;
      }
    },
    logout: () => session.logout('user'),
  };
}
