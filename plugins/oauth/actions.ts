import { PorticoError, type FlowIntent, type LoginMode, type OAuthProvider, type OAuthTokens, type PluginContext, type PorticoUser, type UrlParamHandler } from '../../kernel/index';
import { RETURN_PARAMS } from '../../kit/popup-messages';
import { openPopup } from '../../kit/open-popup';
import { createPopupFlows, type PopupFlow } from '../../kit/popup-flows';
import { missingInput } from '../../kit/code-login/flow';
import { lazyCode } from '../../kit/lazy-code';
import { explainError } from './errors';
import type { PendingFlow } from './flow-storage';
import { isInAppBrowser, REFUSES_EMBEDDED_BROWSERS } from './in-app-browser';
import type { OAuthMessages } from './messages';
import { isProvider } from './providers';
import { AWAITING_OAUTH_SCREEN, initialState, START_PROVIDER, type OAuthFlow, type OAuthState } from './state';

export interface OAuthResult {
  user: PorticoUser;
  /** The provider's tokens (section 3.4); a link answers none. */
  oauthTokens: OAuthTokens | null;
}

export interface OAuthLoginOptions {
  /** `no-signup` refuses to create a new user (user_does_not_exist). */
  mode?: LoginMode;
  /** Overrides the plugin's flow for this call. */
  flow?: OAuthFlow;
}

export interface OAuthActions {
  /**
   * Logs in (or signs up) with the provider. Call it inside a click handler: the popup opens before anything is
   * awaited, or browsers block it. With the redirect flow the page leaves and the promise never settles; the
   * result arrives after the return, as the `login` and `oauth:tokens` events.
   */
  login(provider: OAuthProvider, options?: OAuthLoginOptions): Promise<OAuthResult>;
  /** Links the provider account to the logged-in user (same rules as `login`). */
  link(provider: OAuthProvider, options?: Pick<OAuthLoginOptions, 'flow'>): Promise<PorticoUser>;
  unlink(provider: OAuthProvider, subject: string): Promise<PorticoUser>;
  /**
   * For the modal's buttons (Retry, "Continue in this window"): starts the current provider's flow again. Failures
   * land in the state and the `error` event, never as a rejection. Call it inside a click handler.
   */
  restart(options?: Pick<OAuthLoginOptions, 'flow'>): void;
  getState(): OAuthState;
  /** The providers the host passed, in its order. */
  providers: readonly OAuthProvider[];
  /** The plugin's strings, with the host's overrides. */
  messages: OAuthMessages;
  /** Loads the code a flow runs once its popup is open, ahead of the first flow (the OAuth screen does it when shown). */
  preload(): void;
}

export interface OAuthSetupOptions {
  providers: readonly OAuthProvider[];
  flow: OAuthFlow;
  redirectUrl?: string | undefined;
}

interface Begin {
  intent: FlowIntent;
  mode?: LoginMode;
  flow?: OAuthFlow | undefined;
  /** Started by the modal: failures also go to `error` listeners (the host's onError), and closing it cancels. */
  fromModal: boolean;
}

/**
 * The part of the plugin that must run inside a click, or before any call: the state, the checks, the popup's opening
 * and the one error path. The rest of a flow (./steps) loads with `import()` as the popup opens.
 */
export function createOAuth(ctx: PluginContext, options: OAuthSetupOptions, messages: OAuthMessages) {
  const state = ctx.createState<OAuthState>(initialState);
  const nameOf = (provider: OAuthProvider | null) => (provider ? messages.providerNames[provider] : messages.unknownProvider);

  // The flow in progress; a newer flow, or closing the modal that started it, cancels it.
  const flows = createPopupFlows();
  let lastMode: LoginMode = 'login-or-sign-up';

  /** Runs one flow with the state in step; a cancelled flow leaves the state to the flow that replaced it. */
  async function track(flow: PopupFlow, intent: FlowIntent, run: () => Promise<OAuthResult>): Promise<OAuthResult> {
    try {
      const result = await run();
      if (flow.live()) state.set({ status: 'connected', error: null });
      return result;
    } catch (error) {
      const failure = explainError(error, nameOf(state.get().provider), messages);
      if (flow.live()) {
        // A failure before the provider answered (a request, the code's load) leaves no blank popup open. First, so a
        // flow a listener starts (a named window reused) is not closed with it.
        flow.cancel();
        const blocked = failure.code === 'oauth_popup_blocked';
        state.set({ status: blocked ? 'popup-blocked' : 'failed', error: failure });
        // A blocked popup is a question (redirect instead?), not the end of the flow.
        if (flow.fromModal && !blocked) ctx.events.emit('error', { error: failure, intent });
      }
      throw failure;
    }
  }

  /** Section 2.10's return, in the modal: the stored flow's provider and intent, else a login with the one named. */
  async function showReturn(params: Record<string, string>, flow: PendingFlow | null, finish: () => Promise<OAuthResult>) {
    const named = params[RETURN_PARAMS.provider];
    const provider = flow?.provider ?? (isProvider(named) ? named : null);
    const intent = flow?.intent ?? 'login';
    const returned = flows.start(true);
    state.set({ status: 'verifying', provider, intent, flow: 'redirect', error: null });
    ctx.navigation.open({ intent, screen: AWAITING_OAUTH_SCREEN });
    await track(returned, intent, finish).catch(() => {}); // the failure is in the state and the error event
  }

  // Once per plugin; a failed load is not kept, so the next flow (Retry) loads again.
  const code = lazyCode(
    () => import('./steps'),
    ({ createOAuthSteps }) => createOAuthSteps({ ctx, messages, redirectUrl: options.redirectUrl, state, nameOf, showReturn }),
    'logs in with, links and unlinks OAuth accounts',
  );
  const steps = code.load;

  /** Starts a flow. Nothing is awaited before the popup opens: this runs inside the click that asked for it. */
  function begin(provider: OAuthProvider, { intent, mode = 'login-or-sign-up', flow, fromModal }: Begin): Promise<OAuthResult> {
    if (!isProvider(provider)) {
      flows.current()?.cancel();
      return Promise.reject(missingInput(messages.providerRequired));
    }
    const inApp = isInAppBrowser();
    const refused = inApp && REFUSES_EMBEDDED_BROWSERS.has(provider);
    // In-app browsers rarely allow popups: they go by redirect.
    const kind: OAuthFlow = inApp ? 'redirect' : (flow ?? options.flow);
    const flowInProgress = flows.start(fromModal, () => (kind === 'popup' && !refused ? openPopup() : null));
    const { popup } = flowInProgress;
    lastMode = mode;
    state.set({ status: 'awaiting-provider', provider, intent, flow: kind, error: null });

    return track(flowInProgress, intent, async () => {
      if (refused) throw new PorticoError('oauth_in_app_browser', messages.inAppBrowserText);
      if (kind === 'popup' && !popup) throw new PorticoError('oauth_popup_blocked', messages.popupBlocked, { retryable: true });
      // Still inside the click: the steps' code loads while the provider's page does.
      return (await steps()).run({ flow: flowInProgress, provider, intent, mode });
    });
  }

  /**
   * Opening AWAITING_OAUTH_SCREEN with a provider (a landing button, `link('github')`) starts the flow. The store
   * tells its listeners synchronously, so this still runs inside the click and the popup is allowed.
   */
  function watchModal(): () => void {
    let seen = ctx.getState().modal.data;
    return ctx.subscribe(() => {
      const { modal } = ctx.getState();
      if (modal.data !== seen) {
        seen = modal.data;
        const provider = modal.data[START_PROVIDER];
        if (modal.open && modal.screen === AWAITING_OAUTH_SCREEN && isProvider(provider)) {
          begin(provider, { intent: modal.intent ?? 'login', fromModal: true }).catch(() => {});
        }
      }
      // Closing the modal while the provider's window is open ends that flow.
      const inProgress = flows.current();
      if (!modal.open && inProgress?.fromModal && state.get().status === 'awaiting-provider') {
        inProgress.cancel();
        state.set(initialState);
      }
    });
  }

  const actions: OAuthActions = {
    login: (provider, { mode, flow } = {}) => begin(provider, { intent: 'login', mode, flow, fromModal: false }),
    link: async (provider, { flow } = {}) => (await begin(provider, { intent: 'link', flow, fromModal: false })).user,
    unlink: async (provider, subject) => (await steps()).unlink(provider, subject),
    restart({ flow } = {}) {
      const { provider, intent } = state.get();
      if (provider) begin(provider, { intent: intent ?? 'login', mode: lastMode, flow, fromModal: true }).catch(() => {});
    },
    getState: state.get,
    providers: options.providers,
    messages,
    preload: code.preload,
  };
  const urlParams: UrlParamHandler = {
    keys: Object.values(RETURN_PARAMS),
    // A return whose code cannot load still shows, failed (retryable), rather than vanish with its parameters.
    handle: (params) =>
      steps().then(
        ({ handleReturn }) => handleReturn(params),
        (cause: unknown) => showReturn(params, null, () => Promise.reject(cause)),
      ),
  };
  return { actions, urlParams, teardown: watchModal() };
}
