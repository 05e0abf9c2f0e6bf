import { PorticoError, type PluginContext } from '../../kernel/index';
import { waitForPopup, type PopupErrors } from '../../kit/popup';
import { createPkce } from '../../kit/pkce';
import { RecoveryOAuthAuthenticateAnswer, RecoveryOAuthInitAnswer } from '../../schemas/recovery-oauth';
import type { EmbeddedWalletMessages } from './messages';
import type { CloudRecovery } from './recovery-methods';

/**
 * Section 7's recovery OAuth: the person signs in to their cloud drive in a popup (PKCE and a state code, as in
 * login), and the provider exchanges the code for the drive's access token, which only the wallet frame uses.
 */
export function createRecoveryOAuth(ctx: PluginContext, m: EmbeddedWalletMessages) {
  const errors: PopupErrors = {
    closed: () => new PorticoError('recovery_oauth_failed', m.popupClosed, { retryable: true }),
    timedOut: () => new PorticoError('recovery_oauth_failed', m.popupTimedOut, { retryable: true }),
    failed: () => new PorticoError('recovery_oauth_failed', m.recoveryOAuthFailed, { retryable: true }),
  };

  return async function driveToken(popup: Window | null, provider: CloudRecovery): Promise<string> {
    if (!popup) throw new PorticoError('recovery_oauth_failed', m.popupBlocked, { retryable: true });
    try {
      await ctx.auth.requireToken();
      const pkce = await createPkce();
      const redirectTo = `${location.origin}${location.pathname}`;
      const { url } = await ctx.api.post(
        '/api/v1/recovery/oauth/init',
        { redirect_to: redirectTo, code_challenge: pkce.challenge, state_code: pkce.state },
        RecoveryOAuthInitAnswer,
      );
      popup.location.href = url;
      const answer = await waitForPopup(popup, errors).answer;
      if (answer.stateCode !== pkce.state) {
        ctx.events.emit('embeddedWallet:possiblePhishing', { provider });
        throw new PorticoError('oauth_unexpected', m.unexpectedFlow);
      }
      const { accessToken } = await ctx.api.post(
        '/api/v1/recovery/oauth/authenticate',
        { authorization_code: answer.authorizationCode, state_code: answer.stateCode, code_verifier: pkce.verifier, provider },
        RecoveryOAuthAuthenticateAnswer,
      );
      return accessToken;
    } finally {
      if (!popup.closed) popup.close();
    }
  };
}
