// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../schemas';
import { MfaVerifyAnswer } from '../../../schemas/mfa';
import { createSoftAuthenticator, toWire } from '../../../test/support/soft-authenticator';
import { DEMO_APP_ID } from '../apps';
import { MISSING_MFA, mfaApp as mfaAppWithoutPasskeys, ORIGIN } from './mfa-test-support';

const PasskeyOptions = z.object({
  relying_party: z.string(),
  options: z.looseObject({ challenge: z.string(), allowCredentials: z.optional(z.array(z.looseObject({ id: z.string() }))) }),
});

/** mfaApp with a software authenticator and the passkey flow's steps. */
async function mfaApp(config: Record<string, unknown> = {}) {
  const app = await mfaAppWithoutPasskeys(config);
  const { api, options } = app;
  const authenticator = createSoftAuthenticator();

  /** Links a new passkey through passkeys/link, as the MFA enrolment screen does; answers its credential id. */
  async function linkPasskey(): Promise<string> {
    const init = await api.ok(PasskeyOptions, '/api/v1/passkeys/link/init', options({}));
    const answer = toWire(authenticator.register(init.options, { origin: ORIGIN }));
    await api.ok(UserWire, '/api/v1/passkeys/link', options({ relying_party: init.relying_party, authenticator_response: answer }));
    return answer.id;
  }
  const passkeyInit = () => api.ok(PasskeyOptions, '/api/v1/mfa/passkeys/init', options({}));
  /** An assertion for a fresh MFA challenge, by `credentialId` (else the newest passkey). */
  async function passkeyAssertion(credentialId?: string) {
    const { options: requestOptions } = await passkeyInit();
    return toWire(authenticator.authenticate(requestOptions, { origin: ORIGIN, ...(credentialId && { credentialId }) }));
  }
  const verifyPasskey = async (credentialId?: string) =>
    (await api.ok(MfaVerifyAnswer, '/api/v1/mfa/verify', options({ method: 'passkey', authenticator_response: await passkeyAssertion(credentialId) })))
      .token;
  return { ...app, linkPasskey, passkeyInit, passkeyAssertion, verifyPasskey };
}

const passkeyOf = (user: UserWire, id: string) =>
  user.linked_accounts.find((a) => a.type === 'passkey' && 'credential_id' in a && a.credential_id === id);

describe('passkey MFA', () => {
  it('enrols linked passkeys, and init asks for those only', async () => {
    const { clock, linkPasskey, user, passkeyInit } = await mfaApp();
    const enrolled = await linkPasskey();
    const other = await linkPasskey();
    const answer = await user('/passkeys/enroll', { credential_ids: [enrolled] });
    expect(answer.mfa_methods).toEqual([{ type: 'passkey', verified_at: clock.now() / 1000 }]);
    expect(passkeyOf(answer, enrolled)).toMatchObject({ enrolled_in_mfa: true });
    expect(passkeyOf(answer, other)).toMatchObject({ enrolled_in_mfa: false });
    const init = await passkeyInit();
    expect(init.relying_party).toBe('localhost');
    expect(init.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(init.options.allowCredentials?.map((c) => c.id)).toEqual([enrolled]);
  });

  it('verifies an assertion of an MFA passkey, once, and refuses the user’s other passkeys', async () => {
    const { api, options, linkPasskey, user, verifyPasskey, passkeyAssertion } = await mfaApp();
    const enrolled = await linkPasskey();
    const other = await linkPasskey();
    await user('/passkeys/enroll', { credential_ids: [enrolled] });
    expect(await verifyPasskey(enrolled)).toBeTruthy();

    const assertion = await passkeyAssertion(enrolled);
    expect((await api.call('/api/v1/mfa/verify', options({ method: 'passkey', authenticator_response: assertion }))).status).toBe(200);
    // The challenge was spent.
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'passkey', authenticator_response: assertion }))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
    const notEnrolled = await passkeyAssertion(other);
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'passkey', authenticator_response: notEnrolled }))).toEqual({
      status: 401,
      code: 'invalid_credentials',
      error: 'This passkey is not enrolled in MFA',
    });
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'passkey', code: '123456' }))).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('refuses a passkey the user has not linked, and init before enrolment', async () => {
    const { fail, linkPasskey } = await mfaApp();
    expect(await fail('/passkeys/init')).toMatchObject({ status: 400, code: 'invalid_data' });
    await linkPasskey();
    expect(await fail('/passkeys/enroll', { credential_ids: ['AAAAAAAAAAAAAAAAAAAAAA'] })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('keeps an MFA passkey from being unlinked until it is unenrolled with a proof', async () => {
    const { api, options, linkPasskey, user, fail, verifyPasskey } = await mfaApp();
    const enrolled = await linkPasskey();
    const other = await linkPasskey();
    await user('/passkeys/enroll', { credential_ids: [enrolled] });
    const unlink = (id: string) => api.call('/api/v1/passkeys/unlink', options({ credential_id: id }));
    expect(await api.fail('/api/v1/passkeys/unlink', options({ credential_id: enrolled }))).toEqual({
      status: 403,
      code: 'missing_or_invalid_mfa',
      error: 'Cannot unlink a passkey enrolled in MFA',
    });
    expect((await unlink(other)).status).toBe(200);

    expect(await fail('/unenroll', { method: 'passkey' })).toMatchObject(MISSING_MFA);
    const after = await user('/unenroll', { method: 'passkey' }, await verifyPasskey(enrolled));
    expect(after.mfa_methods).toEqual([]);
    expect(passkeyOf(after, enrolled)).toMatchObject({ enrolled_in_mfa: false });
    expect((await unlink(enrolled)).status).toBe(200);
  });

  it('enrolling more passkeys needs a proof once the user has a method', async () => {
    const { linkPasskey, user, fail, verifyPasskey } = await mfaApp();
    const first = await linkPasskey();
    const second = await linkPasskey();
    await user('/passkeys/enroll', { credential_ids: [first] });
    expect(await fail('/passkeys/enroll', { credential_ids: [second] })).toMatchObject(MISSING_MFA);
    const answer = await user('/passkeys/enroll', { credential_ids: [second] }, await verifyPasskey(first));
    expect(passkeyOf(answer, second)).toMatchObject({ enrolled_in_mfa: true });
  });

  it('works in an app with passkey MFA but no passkey login', async () => {
    const { api, linkPasskey, user, verifyPasskey } = await mfaApp({ passkey_auth: false });
    const id = await linkPasskey();
    await user('/passkeys/enroll', { credential_ids: [id] });
    expect(await verifyPasskey()).toBeTruthy();
    expect(await api.fail('/api/v1/passkeys/authenticate/init', { body: {} })).toMatchObject({ status: 403, code: 'disallowed_login_method' });
    // Without passkey MFA either, linking is refused as before.
    await api.configureApp(DEMO_APP_ID, { mfa_methods: ['sms'] });
    expect(await api.fail('/api/v1/passkeys/link/init', { body: {}, token: (await api.logIn('ada@example.com')).token! })).toMatchObject({
      status: 403,
      code: 'disallowed_login_method',
    });
  });
});
