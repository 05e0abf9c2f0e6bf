import { PorticoError, type FlowIntent, type LoginMode, type OAuthProvider, type PluginContext, type PluginState, type PorticoUser } from '../../kernel/index';
import { RETURN_PARAMS } from '../../kit/popup-messages';
import { openerOf, relayReturnToOpener, returnPageUrl } from '../../kit/popup-return';
import { waitForPopup, type PopupAnswer, type PopupErrors } from '../../kit/popup';
import type { PopupFlow } from '../../kit/popup-flows';
import { createPkce } from '../../kit/pkce';
import { captchaOf } from '../../kit/captcha/gate';
import { OAuthInitAnswer } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import type { OAuthResult } from './actions';
import { createFlowStorage, type PendingFlow } from './flow-storage';
import { withProvider, type OAuthMessages } from './messages';
import type { OAuthState } from './state';

/** What the steps take from the plugin's synchronous part (./actions), which owns the state and the flows. */
export interface OAuthCore {
  ctx: PluginContext;
  messages: OAuthMessages;
  redirectUrl: string | undefined;
  state: PluginState<OAuthState>;
  nameOf(provider: OAuthProvider | null): string;
  /** Shows a return in the modal, verifying, for `flow` (or the provider `params` name), and runs `finish` tracked. */
  showReturn(params: Record<string, string>, flow: PendingFlow | null, finish: () => Promise<OAuthResult>): Promise<void>;
}

/** A flow begun inside a click: its popup is already open (null for a redirect). */
export interface StartedFlow {
  flow: PopupFlow;
  provider: OAuthProvider;
  intent: FlowIntent;
  mode: LoginMode;
}

const NEVER = new Promise<never>(() => {});

/** Everything after the popup opens: loaded with `import()` on first use, while the provider's page loads. */
export function createOAuthSteps({ ctx, messages, redirectUrl, state, nameOf, showReturn }: OAuthCore) {
  const pending = createFlowStorage(ctx.appId, ctx.storage);
  const popupErrors: PopupErrors = {
    closed: () => new PorticoError('oauth_popup_closed', messages.popupClosed, { retryable: true }),
    timedOut: () => new PorticoError('oauth_timeout', messages.timedOut, { retryable: true }),
    failed: () => new PorticoError('oauth_error', messages.somethingWentWrong, { retryable: true }),
  };

  /** The return checks (state first, before any call), then the one authenticate or link step. */
  async function complete(flow: PendingFlow, answer: PopupAnswer): Promise<OAuthResult> {
    if (answer.stateCode !== flow.state) {
      ctx.events.emit('oauth:possible_phishing', { provider: flow.provider, intent: flow.intent });
      ctx.analytics.track('possible_phishing_attempt', { flow: 'oauth', provider: flow.provider });
      throw new PorticoError('oauth_unexpected', messages.unexpectedFlow);
    }
    if (answer.authorizationCode === 'undefined') {
      throw new PorticoError('oauth_user_denied', withProvider(messages.userDenied, nameOf(flow.provider)), { retryable: true });
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

  /** The session check, PKCE and oauth/init, then the provider: in the popup, or by leaving the page. */
  async function run({ flow, provider, intent, mode }: StartedFlow): Promise<OAuthResult> {
    const { popup } = flow;
    if (intent === 'login') {
      if (!(await ctx.auth.canStartLogin())) {
        // A flow cancelled while its code loaded has closed its popup; a named window may be the next flow's now.
        if (flow.live()) popup?.close();
        return { user: ctx.getState().user as PorticoUser, oauthTokens: null };
      }
    } else {
      await ctx.auth.requireToken();
    }
    const pkce = await createPkce();
    const request = { provider, redirect_to: redirectUrl ?? returnPageUrl(), code_challenge: pkce.challenge, state_code: pkce.state };
    const { url } = await captchaOf(ctx).withToken((token) => ctx.api.post('/api/v1/oauth/init', { ...request, token }, OAuthInitAnswer));
    if (!flow.live()) return NEVER;
    const pendingFlow: PendingFlow = { provider, intent, mode, verifier: pkce.verifier, state: pkce.state };
    if (!popup) {
      pending.save(pendingFlow);
      window.location.assign(url);
      return NEVER;
    }
    popup.location.href = url;
    return complete(pendingFlow, await flow.follow(waitForPopup(popup, popupErrors)));
  }

  /** Section 2.10's redirect flow: the return finishes in the modal. A popup's return goes to its opener instead. */
  async function handleReturn(params: Record<string, string>): Promise<void> {
    if (relayReturnToOpener(params)) return;
    const code = params[RETURN_PARAMS.code];
    const stateCode = params[RETURN_PARAMS.state];
    if (code === undefined && stateCode === undefined) return;
    const foreignOpener = openerOf(window).kind === 'foreign';
    const flow = pending.take();
    await showReturn(params, flow, async () => {
      if (foreignOpener) throw new PorticoError('oauth_origin_mismatch', messages.originMismatch);
      if (!flow) throw new PorticoError('unknown_auth_error', messages.authenticationError);
      if (code === 'error' || code === undefined || stateCode === undefined) throw popupErrors.failed();
      return complete(flow, { authorizationCode: code, stateCode });
    });
  }

  async function unlink(provider: OAuthProvider, subject: string): Promise<PorticoUser> {
    await ctx.auth.requireToken();
    const user = await ctx.api.post('/api/v1/oauth/unlink', { provider, subject }, userAnswer);
    return ctx.auth.updateUser(user, { kind: 'unlink', accountType: `${provider}_oauth` });
  }

  return { run, handleReturn, unlink };
}
