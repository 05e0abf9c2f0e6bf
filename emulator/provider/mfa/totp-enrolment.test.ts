// @vitest-environment node
import { createHash } from 'node:crypto';
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

  it('/dev/authenticator/{user} shows the account, the current code and its countdown as a page, under a strict CSP', async () => {
    const { clock, totpInit, api, userId } = await mfaApp();
    const before = await api.call(`/dev/authenticator/${userId}`);
    expect(before.status).toBe(404);
    expect(before.text).toContain('No authenticator app is being set up for this user yet');
    const { secret } = await totpInit();
    clock.advance(12_000);
    const page = await api.call(`/dev/authenticator/${userId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('<dd aria-labelledby="account-term">Test app: ada@example.com</dd>');
    expect(page.text).toContain(`<dd class="code" aria-labelledby="code-term">${totpCode(secret, clock.now())}</dd>`);
    expect(page.text).toContain(`<dd aria-labelledby="next-code-term">${totpCode(secret, clock.now() + 30_000)}</dd>`);
    // The test clock starts on a step boundary: 12 s in, the code changes in 18.
    expect(page.text).toContain('<span id="seconds-left" data-ms-left="18000">18</span> seconds');
    const script = /<script>([\s\S]*)<\/script>/.exec(page.text)![1]!;
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
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
