// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PENDING_TOTP_TTL_MS } from './enrolment';
import { MISSING_MFA, mfaApp, WRONG_CODE, wrongCodeFor } from './mfa-test-support';
import { totpCode } from './totp';

describe('authenticator app (TOTP) MFA', () => {
  it('answers a base32 secret and its Key URI, named after the app and the user’s email', async () => {
    const { totpInit } = await mfaApp();
    const { secret, auth_url } = await totpInit();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(auth_url).toBe(
      `otpauth://totp/Test%20app:ada%40example.com?secret=${secret}&issuer=Test%20app&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it('enrols with a code of the pending secret and lists the method on the user', async () => {
    const { clock, totpInit, fail, user } = await mfaApp();
    const { secret } = await totpInit();
    expect(await fail('/totp/enroll', { code: wrongCodeFor(totpCode(secret, clock.now())) })).toEqual(WRONG_CODE);
    const enrolled = await user('/totp/enroll', { code: totpCode(secret, clock.now()) });
    expect(enrolled.mfa_methods).toEqual([{ type: 'totp', verified_at: clock.now() / 1000 }]);
  });

  it('/dev/totp/{user} stands in for the authenticator app: the codes of the pending, then the enrolled secret', async () => {
    const { clock, totpInit, user, api, userId } = await mfaApp();
    expect(await api.fail(`/dev/totp/${userId}`)).toMatchObject({ status: 404 });
    const { secret } = await totpInit();
    const codes = z.object({ code: z.string(), next_code: z.string() });
    expect(await api.ok(codes, `/dev/totp/${userId}`)).toEqual({ code: totpCode(secret, clock.now()), next_code: totpCode(secret, clock.now() + 30_000) });
    await user('/totp/enroll', { code: totpCode(secret, clock.now()) });
    expect((await api.ok(codes, `/dev/totp/${userId}`)).next_code).toBe(totpCode(secret, clock.now() + 30_000));
  });

  it('refuses to enrol without a live totp/init', async () => {
    const { clock, totpInit, fail } = await mfaApp();
    expect(await fail('/totp/enroll', { code: '123456' })).toMatchObject({ status: 400, code: 'invalid_data' });
    const { secret } = await totpInit();
    clock.advance(PENDING_TOTP_TTL_MS);
    expect(await fail('/totp/enroll', { code: totpCode(secret, clock.now()) })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('verifies codes within one step of now, each step once', async () => {
    const { clock, enrollTotp, verify, options, api } = await mfaApp();
    const { secret } = await enrollTotp();
    const at = (offsetSteps: number) => totpCode(secret, clock.now() + offsetSteps * 30_000);
    const refused = (code: string) => api.fail('/api/v1/mfa/verify', options({ method: 'totp', code }));
    // The enrolment spent the current step.
    expect(await refused(at(0))).toEqual(WRONG_CODE);
    clock.advance(60_000);
    expect((await verify({ method: 'totp', code: at(-1) })).token).toBeTruthy();
    expect((await verify({ method: 'totp', code: at(0) })).token).toBeTruthy();
    // Reused within its step, or of an earlier step than one already used.
    expect(await refused(at(0))).toEqual(WRONG_CODE);
    expect(await refused(at(-1))).toEqual(WRONG_CODE);
    expect((await verify({ method: 'totp', code: at(1) })).token).toBeTruthy();
    expect(await refused(at(3))).toEqual(WRONG_CODE);
  });

  it('adds a second method only with a proof of the first, and removes one with a proof', async () => {
    const { enrollSms, verifySms, enrollTotp, verifyTotp, totpInit, fail, user, clock } = await mfaApp();
    await enrollSms();
    const { secret: refused } = await totpInit();
    expect(await fail('/totp/enroll', { code: totpCode(refused, clock.now()) })).toMatchObject(MISSING_MFA);
    const { secret, user: both } = await enrollTotp(await verifySms());
    expect(both.mfa_methods.map((m) => m.type)).toEqual(['sms', 'totp']);

    expect(await fail('/unenroll', { method: 'totp' })).toMatchObject(MISSING_MFA);
    const proof = await verifyTotp(secret);
    expect((await user('/unenroll', { method: 'totp' }, proof)).mfa_methods.map((m) => m.type)).toEqual(['sms']);
    expect(await fail('/verify', { method: 'totp', code: totpCode(secret, clock.now()) })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
