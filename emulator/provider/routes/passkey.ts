import { Hono } from 'hono';
import {
  PasskeyAuthenticateInitRequest,
  PasskeyAuthenticateRequest,
  PasskeyLinkInitRequest,
  PasskeyLinkRequest,
  PasskeyUnlinkRequest,
} from '../../../schemas/passkey';
import { assertNotOwnedByAnother, assertOwnsAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../../shared/http-error';
import { logInWithProof } from '../login';
import {
  assertPasskeysAllowed,
  assertRoomForPasskey,
  authenticationOptions,
  registrationOptions,
  verifyPasskeyLogin,
  verifyPasskeyRegistration,
} from '../passkey';
import { createSession } from '../sessions';
import { saveUserAndAnswer } from '../users';

/** POST /api/v1/passkeys/*: WebAuthn login, link and unlink (section 7). */
export function passkeyRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/authenticate/init', async (c) => {
      const { token } = await readBody(c, PasskeyAuthenticateInitRequest);
      assertPasskeysAllowed(c.get('app'));
      await assertCaptcha(ctx, c, token);
      return c.json(await authenticationOptions(ctx, c));
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, PasskeyAuthenticateRequest);
      const app = c.get('app');
      const { userId, credentialId } = await verifyPasskeyLogin(ctx, c, body);
      const owner = ctx.repo.get('users', userId);
      const account = owner?.linked_accounts.find((a) => a.type === 'passkey' && a.credential_id === credentialId);
      if (!owner || !account) throw new ApiError(401, 'invalid_credentials', 'Unknown passkey');
      const { user, isNewUser } = await logInWithProof(ctx, c, { account, identifier: credentialId, mode: 'no-signup' });
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link/init', requireUser(ctx), async (c) => {
      await readBody(c, PasskeyLinkInitRequest);
      return c.json(await registrationOptions(ctx, c, currentUser(ctx, c)));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, PasskeyLinkRequest);
      const { account, publicKey, counter, transports } = await verifyPasskeyRegistration(ctx, c, body);
      const user = currentUser(ctx, c);
      const proof = { account, identifier: account.credential_id };
      assertNotOwnedByAnother(ctx, user, proof);
      if (user.linked_accounts.some((a) => a.type === 'passkey' && a.credential_id === account.credential_id)) {
        throw new ApiError(400, 'linked_to_another_user', 'This passkey is already linked.');
      }
      assertRoomForPasskey(user);
      const key = `${user.app_id}:${account.credential_id}`;
      return c.json(
        ctx.repo.transaction(() => {
          ctx.repo.put('passkey_credentials', key, { user_id: user.id, public_key: publicKey, counter, transports });
          return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, account] });
        }),
      );
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { credential_id } = await readBody(c, PasskeyUnlinkRequest);
      const user = currentUser(ctx, c);
      assertOwnsAccount(user, 'passkey', credential_id, 'User has no such passkey');
      const passkey = user.linked_accounts.find((a) => a.type === 'passkey' && a.credential_id === credential_id);
      if (passkey && 'enrolled_in_mfa' in passkey && passkey.enrolled_in_mfa) {
        throw new ApiError(403, 'missing_or_invalid_mfa', 'Cannot unlink a passkey enrolled in MFA');
      }
      const linked_accounts = user.linked_accounts.filter((a) => a !== passkey);
      return c.json(
        ctx.repo.transaction(() => {
          ctx.repo.delete('passkey_credentials', `${user.app_id}:${credential_id}`);
          return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts });
        }),
      );
    });
}
