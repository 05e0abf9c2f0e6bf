import { PorticoError, type FlowIntent, type LoginMode, type OAuthProvider, type OAuthTokens, type PluginContext, type PorticoUser, type UrlParamHandler } from '../../kernel/index';
import { openerOf, relayReturnToOpener, RETURN_PARAMS, returnPageUrl } from '../../kit/popup-return';
import { createPopupFlows, openPopup, type PopupAnswer, type PopupErrors, type PopupFlow } from '../../kit/popup';
import { missingInput } from '../../kit/code-login/flow';
import { createPkce } from '../../kit/pkce';
import { OAUTH_PROVIDERS, OAuthInitAnswer } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { explainError } from './errors';
import { createFlowStorage, type PendingFlow } from './flow-storage';
import { isInAppBrowser, REFUSES_EMBEDDED_BROWSERS } from './in-app-browser';
import { withProvider, type OAuthMessages } from './messages';
import { AWAITING_OAUTH_SCREEN, initialState, START_PROVIDER, type OAuthFlow, type OAuthState } from './state';
import { captchaOf } from '../../kit/captcha/gate';

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
}

export interface OAuthSetupOptions {
  providers: readonly OAuthProvider[];
  flow: OAuthFlow;
  redirectUrl?: string | undefined;
}

const isProvider = (value: unknown): value is OAuthProvider => (OAUTH_PROVIDERS as readonly unknown[]).includes(value);
const NEVER = new Promise<never>(() => {});

interface Begin {
  intent: FlowIntent;
  mode?: LoginMode;
  flow?: OAuthFlow | undefined;
  /** Started by the modal: failures also go to `error` listeners (the host's onError), and closing it cancels. */
  fromModal: boolean;
}

export function createOAuth(ctx: PluginContext, options: OAuthSetupOptions, messages: OAuthMessages) {
  const state = ctx.createState<OAuthState>(initialState);
  const pending = createFlowStorage(ctx.appId, ctx.storage);
  const nameOf = (provider: OAuthProvider | null) => (provider ? messages.providerNames[provider] : messages.unknownProvider);
  const fill = (template: string, provider: OAuthProvider | null) => withProvider(template, nameOf(provider));

  // The flow in progress; a newer flow, or closing the modal that started it, cancels it.
  const flows = createPopupFlows();
  let lastMode: LoginMode = 'login-or-sign-up';

  /** The return checks (state first, before any call), then the one authenticate or link step. */
  async function complete(flow: PendingFlow, answer: PopupAnswer): Promise<OAuthResult> {
    if (answer.stateCode !== flow.state) {
      ctx.events.emit('oauth:possible_phishing', { provider: flow.provider, intent: flow.intent });
      ctx.analytics.track('possible_phishing_attempt', { flow: 'oauth', provider: flow.provider });
      throw new PorticoError('oauth_unexpected', messages.unexpectedFlow);
    }
    if (answer.authorizationCode === 'undefined') {
      throw new PorticoError('oauth_user_denied', fill(messages.userDenied, flow.provider), { retryable: true });
    }
    state.set({ status: 'verifying' });
    const body = { authorization_code: answer.authorizationCode, state_code: answer.stateCode, code_verifier: flow.verifier };
    if (flow.intent === 'link') {
      const user = await ctx.api.post('/api/v1/oauth/link', body, userAnswer);
      return { user: ctx.auth.updateUser(user, { kind: 'link', accountType: `${flow.provider}_oauth` }), oauthTokens: null };
    }
    const response = await ctx.api.post('/api/v1/oauth/authenticate', { ...body, mode: flow.mode }, authAnswer);
    const user = await ctx.auth.completeLogin(response, flow.provider);
    if (response.oauthTokens) ctx.events.emit('oauth:tokens', { provider: flow.provider, tokens: response.oauthTokens, user });
    return { user, oauthTokens: response.oauthTokens };
  }

  /** Runs one flow with the state in step; a cancelled flow leaves the state to the flow that replaced it. */
  async function track(flow: PopupFlow, intent: FlowIntent, run: () => Promise<OAuthResult>): Promise<OAuthResult> {
    try {
      const result = await run();
      if (flow.live()) state.set({ status: 'connected', error: null });
      return result;
    } catch (error) {
      const failure = explainError(error, nameOf(state.get().provider), messages);
      if (flow.live()) {
        const blocked = failure.code === 'oauth_popup_blocked';
        state.set({ status: blocked ? 'popup-blocked' : 'failed', error: failure });
        // A blocked popup is a question (redirect instead?), not the end of the flow.
        if (flow.fromModal && !blocked) ctx.events.emit('error', { error: failure, intent });
      }
      throw failure;
    }
  }

  const popupErrors: PopupErrors = {
    closed: () => new PorticoError('oauth_popup_closed', messages.popupClosed, { retryable: true }),
    timedOut: () => new PorticoError('oauth_timeout', messages.timedOut, { retryable: true }),
    failed: () => new PorticoError('oauth_error', messages.somethingWentWrong, { retryable: true }),
  };

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
      if (intent === 'login') {
        if (!(await ctx.auth.canStartLogin())) {
          popup?.close();
          return { user: ctx.getState().user as PorticoUser, oauthTokens: null };
        }
      } else {
        await ctx.auth.requireToken();
      }
      const pkce = await createPkce();
      const request = { provider, redirect_to: options.redirectUrl ?? returnPageUrl(), code_challenge: pkce.challenge, state_code: pkce.state };
      const { url } = await captchaOf(ctx).withToken((token) => ctx.api.post('/api/v1/oauth/init', { ...request, token }, OAuthInitAnswer));
      if (!flowInProgress.live()) return NEVER;
      const pendingFlow: PendingFlow = { provider, intent, mode, verifier: pkce.verifier, state: pkce.state };
      if (!popup) {
        pending.save(pendingFlow);
        window.location.assign(url);
        return NEVER;
      }
      popup.location.href = url;
      return complete(pendingFlow, await flowInProgress.wait(popup, popupErrors));
    });
  }

  /** Section 2.10's redirect flow: the return finishes in the modal. A popup's return goes to its opener instead. */
  async function handleReturn(params: Record<string, string>): Promise<void> {
    if (relayReturnToOpener(params)) return;
    const code = params[RETURN_PARAMS.code];
    const stateCode = params[RETURN_PARAMS.state];
    if (code === undefined && stateCode === undefined) return;
    const foreignOpener = openerOf(window).kind === 'foreign';
    const flow = pending.take();
    const named = params[RETURN_PARAMS.provider];
    const provider = flow?.provider ?? (isProvider(named) ? named : null);
    const intent = flow?.intent ?? 'login';
    const returned = flows.start(true);
    state.set({ status: 'verifying', provider, intent, flow: 'redirect', error: null });
    ctx.navigation.open({ intent, screen: AWAITING_OAUTH_SCREEN });
    await track(returned, intent, async () => {
      if (foreignOpener) throw new PorticoError('oauth_origin_mismatch', messages.originMismatch);
      if (!flow) throw new PorticoError('unknown_auth_error', messages.authenticationError);
      if (code === 'error' || code === undefined || stateCode === undefined) throw popupErrors.failed();
      return complete(flow, { authorizationCode: code, stateCode });
    }).catch(() => {}); // the failure is in the state and the error event
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
    async unlink(provider, subject) {
      await ctx.auth.requireToken();
      const user = await ctx.api.post('/api/v1/oauth/unlink', { provider, subject }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: `${provider}_oauth` });
    },
    restart({ flow } = {}) {
      const { provider, intent } = state.get();
      if (provider) begin(provider, { intent: intent ?? 'login', mode: lastMode, flow, fromModal: true }).catch(() => {});
    },
    getState: state.get,
    providers: options.providers,
    messages,
  };
  const urlParams: UrlParamHandler = { keys: Object.values(RETURN_PARAMS), handle: handleReturn };
  return { actions, urlParams, teardown: watchModal() };
}
