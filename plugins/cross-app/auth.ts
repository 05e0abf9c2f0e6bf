import { PorticoError, toPorticoError, type FlowIntent, type PluginContext, type PluginState, type PorticoUser, PROVIDER_PREFIX } from '../../kernel/index';
import { returnPageUrl } from '../../kit/popup-return';
import { openPopup } from '../../kit/open-popup';
import { waitForPopup, type PopupErrors } from '../../kit/popup';
import { createPopupFlows } from '../../kit/popup-flows';
import { createPkce } from '../../kit/pkce';
import { CrossAppInitAnswer, type CrossAppConnection } from '../../schemas/cross-app';
import { crossAppAuthAnswer } from '../../schemas/lazy';
import { withApp, type CrossAppMessages } from './messages';
import type { CrossAppState } from './state';
import type { TokenStore } from './token-store';

/** Section 7: the cross-app popup is 400 wide. */
export const CROSS_APP_POPUP_WIDTH = 400;
/** The wire's provider id of a provider app. */
export const providerId = (providerAppId: string) => `${PROVIDER_PREFIX}:${providerAppId}`;

export interface CrossAppAuthResult {
  user: PorticoUser;
}

interface Deps {
  ctx: PluginContext;
  state: PluginState<CrossAppState>;
  tokens: TokenStore;
  messages: CrossAppMessages;
  connection(providerAppId: string): Promise<CrossAppConnection | null>;
}

/** Server failures of the code exchange keep their own screen (linked_to_another_user...); the rest is an invalid code. */
const KEPT = new Set(['linked_to_another_user', 'too_many_requests', 'must_be_authenticated', 'allowlist_rejected', 'max_accounts_reached', 'user_does_not_exist', 'disallowed_login_method']);

/** Login and link through the provider app's consent popup (section 4: popup, state check, code exchange, token). */
export function createCrossAppAuth({ ctx, state, tokens, messages: m, connection }: Deps) {
  const flows = createPopupFlows();
  const appName = () => {
    const id = state.get().providerAppId;
    return state.get().connections?.find((entry) => entry.providerAppId === id)?.providerAppName ?? m.unknownApp;
  };

  const popupErrors: PopupErrors = {
    closed: () => new PorticoError('cross_app_auth_failed', withApp(m.connectFailed, appName()), { retryable: true }),
    timedOut: () => new PorticoError('cross_app_auth_failed', m.authTimedOut, { retryable: true }),
    // The consent page's Deny returns the code "error".
    failed: () => new PorticoError('oauth_user_denied', m.userDenied, { retryable: true }),
  };

  function explain(error: unknown): PorticoError {
    const failure = toPorticoError(error);
    if (failure.code === 'invalid_credentials' || failure.code === 'invalid_data') {
      return new PorticoError('unknown_auth_error', m.invalidCode, { retryable: true, status: failure.status, cause: failure });
    }
    return failure;
  }

  async function exchange(intent: FlowIntent, providerAppId: string, verifier: string, sent: string, answer: { stateCode: string; authorizationCode: string }) {
    if (answer.stateCode !== sent) {
      ctx.analytics.track('possible_phishing_attempt', { flow: 'cross-app', provider: providerId(providerAppId) });
      throw new PorticoError('oauth_unexpected', m.unexpectedFlow);
    }
    if (!answer.authorizationCode || !answer.stateCode) throw new PorticoError('unknown_auth_error', m.codesRequired);
    state.set({ status: 'verifying' });
    const body = { authorization_code: answer.authorizationCode, state_code: answer.stateCode, code_verifier: verifier, provider: providerId(providerAppId) };
    try {
      const response = await ctx.api.post(`/api/v1/cross-app/${intent === 'link' ? 'link' : 'authenticate'}`, body, crossAppAuthAnswer);
      tokens.set(providerAppId, response.providerToken.accessToken);
      if (intent === 'link') return ctx.auth.updateUser(response.user, { kind: 'link', accountType: 'cross_app' });
      return await ctx.auth.completeLogin(response, 'cross_app');
    } catch (error) {
      const failure = toPorticoError(error);
      throw KEPT.has(failure.code) ? failure : explain(failure);
    }
  }

  /** Starts a flow. Nothing is awaited before the popup opens: this runs inside the click that asked for it. */
  function begin(providerAppId: string, intent: FlowIntent, fromModal: boolean): Promise<CrossAppAuthResult> {
    const flow = flows.start(fromModal, () => openPopup({ width: CROSS_APP_POPUP_WIDTH, name: 'cross-app' }));
    const { popup } = flow;
    state.set({ status: 'awaiting-provider', providerAppId, intent, error: null });

    const run = async (): Promise<CrossAppAuthResult> => {
      if (!popup) throw new PorticoError('cross_app_auth_failed', m.popupBlocked, { retryable: true });
      if (intent === 'login') {
        if (!(await ctx.auth.canStartLogin())) {
          popup.close();
          return { user: ctx.getState().user as PorticoUser };
        }
      } else {
        await ctx.auth.requireToken();
      }
      if (!(await connection(providerAppId))) throw new PorticoError('cross_app_invalid_connection', m.invalidConnectedApp);
      const pkce = await createPkce();
      const request = { provider: providerId(providerAppId), redirect_to: returnPageUrl(), code_challenge: pkce.challenge, state_code: pkce.state };
      const { url } = await ctx.api.post('/api/v1/cross-app/init', request, CrossAppInitAnswer);
      if (!flow.live()) return new Promise<never>(() => {});
      popup.location.href = url;
      return { user: await exchange(intent, providerAppId, pkce.verifier, pkce.state, await flow.follow(waitForPopup(popup, popupErrors))) };
    };

    return run().then(
      (result) => {
        if (flow.live()) state.set({ status: 'connected', error: null });
        return result;
      },
      (error: unknown) => {
        const failure = toPorticoError(error);
        if (flow.live()) {
          popup?.close();
          state.set({ status: 'failed', error: failure });
          if (fromModal) ctx.events.emit('error', { error: failure, intent });
        }
        throw failure;
      },
    );
  }

  /** Closing the modal while the consent window is open ends that flow. */
  function cancelFromModal(): void {
    const flow = flows.current();
    if (flow?.fromModal && state.get().status === 'awaiting-provider') {
      flow.cancel();
      state.set({ status: 'idle', providerAppId: null, intent: null, error: null });
    }
  }

  return { begin, cancelFromModal };
}
