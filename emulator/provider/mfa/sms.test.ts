// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MfaVerifyAnswer } from '../../../schemas/mfa';
import { OutboxMessageSchema } from '../../test-support';
import { MFA_CODE_WAIT_MS } from './attempts';
import { ADA_PHONE, MISSING_MFA, mfaApp, WRONG_CODE, wrongCodeFor } from './mfa-test-support';
import { MFA_PROOF_TTL_MS } from './proof';

describe('SMS MFA', () => {
  it('enrols a number with the code sent to the outbox as an SMS, and lists the method on the user', async () => {
    const { api, clock, enrollSms } = await mfaApp();
    const user = await enrollSms();
    expect(user.mfa_methods).toEqual([{ type: 'sms', verified_at: clock.now() / 1000 }]);
    // An MFA number is no login account.
    expect(user.linked_accounts.map((a) => a.type)).toEqual(['email']);
    const sent = OutboxMessageSchema.parse(JSON.parse((await api.call(`/dev/outbox?to=${encodeURIComponent(ADA_PHONE)}`, { appId: null })).text));
    expect(sent).toMatchObject({ to: ADA_PHONE, channel: 'sms', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('verifies with a code sent to the enrolled number, once, and answers an MFA proof alive 5 minutes', async () => {
    const { api, clock, call, enrollSms, smsCode, verify, options } = await mfaApp();
    await enrollSms();
    // A number in the body is ignored: a verification goes to the enrolled one.
    expect((await call('/passwordless_sms/init', { action: 'verify', phone_number: '+14155550999' })).status).toBe(200);
    const code = await api.latestCode(ADA_PHONE);
    const proof = await verify({ method: 'sms', code });
    expect(proof).toEqual({ token: expect.stringMatching(/^[\w-]{43}$/), expires_at: (clock.now() + MFA_PROOF_TTL_MS) / 1000 });
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code }))).toMatchObject(WRONG_CODE);
    // A wrong code is refused, and the right one earns a proof of its own.
    const fresh = await smsCode('verify');
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: wrongCodeFor(fresh) }))).toEqual(WRONG_CODE);
    expect(MfaVerifyAnswer.parse(await verify({ method: 'sms', code: fresh })).token).not.toBe(proof.token);
  });

  it('lets a code wait 5 minutes, no longer', async () => {
    const { api, clock, enrollSms, smsCode, verify, options } = await mfaApp();
    await enrollSms();
    const late = await smsCode('verify');
    clock.advance(MFA_CODE_WAIT_MS);
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: late }))).toMatchObject(WRONG_CODE);
    const inTime = await smsCode('verify');
    clock.advance(MFA_CODE_WAIT_MS - 1_000);
    expect((await verify({ method: 'sms', code: inTime })).token).toBeTruthy();
  });

  it('refuses a wrong enrolment code, a missing or malformed number, and an app without SMS MFA', async () => {
    const { fail, smsCode } = await mfaApp();
    const code = await smsCode('enroll');
    expect(await fail('/sms/enroll', { phone_number: ADA_PHONE, code: wrongCodeFor(code) })).toEqual(WRONG_CODE);
    expect(await fail('/passwordless_sms/init', { action: 'enroll' })).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await fail('/passwordless_sms/init', { action: 'enroll', phone_number: '555' })).toMatchObject({ status: 400, code: 'invalid_data' });
    // Verification before enrolment.
    expect(await fail('/passwordless_sms/init', { action: 'verify' })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('needs the method in the app’s mfa_methods to enrol, and a logged-in user', async () => {
    const { api, fail } = await mfaApp({ mfa_methods: ['totp'] });
    expect(await fail('/passwordless_sms/init', { action: 'enroll', phone_number: ADA_PHONE })).toMatchObject({
      status: 403,
      code: 'disallowed_login_method',
    });
    expect(await api.fail('/api/v1/mfa/passwordless_sms/init', { body: { action: 'verify' } })).toMatchObject({
      status: 401,
      code: 'must_be_authenticated',
    });
  });

  it('unenrols only with an MFA proof, and forgets the number', async () => {
    const { enrollSms, verifySms, fail, user } = await mfaApp();
    await enrollSms();
    expect(await fail('/unenroll', { method: 'sms' })).toMatchObject(MISSING_MFA);
    expect(await fail('/unenroll', { method: 'sms' }, 'not-a-proof')).toMatchObject(MISSING_MFA);
    const proof = await verifySms();
    expect((await user('/unenroll', { method: 'sms' }, proof)).mfa_methods).toEqual([]);
    expect(await fail('/passwordless_sms/init', { action: 'verify' })).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await fail('/unenroll', { method: 'sms' }, proof)).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('changes the number only with an MFA proof', async () => {
    const { enrollSms, verifySms, smsCode, fail } = await mfaApp();
    await enrollSms();
    const other = '+14155550112';
    expect(await fail('/sms/enroll', { phone_number: other, code: await smsCode('enroll', other) })).toMatchObject(MISSING_MFA);
    const proof = await verifySms();
    const user = await enrollSms(other, proof);
    expect(user.mfa_methods).toHaveLength(1);
    // Verification codes now go to the new number.
    expect(await smsCode('verify', other)).toMatch(/^\d{6}$/);
  });
});
