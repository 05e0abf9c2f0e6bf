import type { PluginContext, PorticoUser } from '../../kernel/index';
import { captchaOf } from '../../kit/captcha/gate';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { authenticationWire, PasskeyOptionsResponse, registrationWire } from '../../schemas/passkey';
import type { WebAuthnLayer } from './webauthn';

/** The requests, the WebAuthn ceremonies and the wire conversion of each step; the checks before them stay in actions.ts. */
export interface PasskeySteps {
  login(): Promise<PorticoUser>;
  link(): Promise<PorticoUser>;
  unlink(credentialId: string): Promise<PorticoUser>;
}

/**
 * The passkey steps' work. Loaded by actions.ts with import() on the first step (or a preload), never imported
 * statically, so a host's first script carries neither the passkey schemas nor these requests.
 */
export function createPasskeySteps(ctx: PluginContext, webAuthn: WebAuthnLayer): PasskeySteps {
  return {
    async login() {
      const init = await captchaOf(ctx).withToken((token) =>
        ctx.api.post('/api/v1/passkeys/authenticate/init', { token }, PasskeyOptionsResponse),
      );
      const answer = await webAuthn.startAuthentication(init.options as never);
      const response = await ctx.api.post(
        '/api/v1/passkeys/authenticate',
        { relying_party: init.relying_party, challenge: init.options.challenge, authenticator_response: authenticationWire(answer) },
        authAnswer,
      );
      return ctx.auth.completeLogin(response, 'passkey');
    },
    async link() {
      const init = await ctx.api.post('/api/v1/passkeys/link/init', {}, PasskeyOptionsResponse);
      const answer = await webAuthn.startRegistration(init.options as never);
      const user = await ctx.api.post(
        '/api/v1/passkeys/link',
        { relying_party: init.relying_party, authenticator_response: registrationWire(answer) },
        userAnswer,
      );
      return ctx.auth.updateUser(user, { kind: 'link', accountType: 'passkey' });
    },
    async unlink(credentialId) {
      const user = await ctx.api.post('/api/v1/passkeys/unlink', { credential_id: credentialId }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'passkey' });
    },
  };
}
