import { describe, expect, it, vi } from 'vitest';
import { ADA_PHONE, mfaOnly, otherCode, totpCode } from '../../test/support/mfa';

describe('MFA plugin alone, headless (noPromptOnMfaRequired)', () => {
  it('a user without MFA gets null at once, with no request', async () => {
    const { env, kernel } = await mfaOnly();
    const before = env.requests.length;
    await expect(kernel.mfa.ensureVerified('sign')).resolves.toBeNull();
    expect(env.requests.length).toBe(before);
  });

  it('enrols the authenticator app, then ensureVerified resolves with a proof once the host submits a code', async () => {
    const { env, kernel, enrolTotp } = await mfaOnly();
    const secret = await enrolTotp();
    expect(kernel.getSnapshot().user?.mfaMethods.map((m) => m.type)).toEqual(['totp']);
    const required = vi.fn();
    kernel.on('mfa:required', required);

    const verified = kernel.mfa.ensureVerified('sign');
    expect(required).toHaveBeenCalledWith({ reason: 'sign', methods: ['totp'] });
    await kernel.mfa.init('totp');
    const token = await kernel.mfa.submit('totp', totpCode(secret, env.clock.now));
    await expect(verified).resolves.toBe(token);
    expect(kernel.mfa.getState()).toMatchObject({ status: 'verified', error: null });
  });

  it('the 4th wrong code ends the verification with max attempts; further codes are refused', async () => {
    const { env, kernel, enrolTotp } = await mfaOnly();
    const secret = await enrolTotp();
    const verified = kernel.mfa.ensureVerified('transaction');
    const outcome = verified.catch((error: unknown) => error);
    const wrong = otherCode(totpCode(secret, env.clock.now));
    for (let attempt = 1; attempt <= 3; attempt++) {
      await expect(kernel.mfa.submit('totp', wrong)).rejects.toMatchObject({
        code: 'invalid_credentials',
        shortMessage: 'The code you entered is not valid',
      });
    }
    const maxAttempts = { code: 'mfa_verification_max_attempts_reached', shortMessage: 'Max MFA verification attempts reached' };
    await expect(kernel.mfa.submit('totp', wrong)).rejects.toMatchObject(maxAttempts);
    await expect(outcome).resolves.toMatchObject(maxAttempts);
    await expect(kernel.mfa.submit('totp', totpCode(secret, env.clock.now))).rejects.toMatchObject(maxAttempts);
    expect(kernel.mfa.getState()).toMatchObject({ status: 'failed', attempts: 4 });
  });

  it("the provider's lock (its 5th wrong answer for a method) ends the verification with its message of when to try again", async () => {
    const { env, kernel, enrolTotp } = await mfaOnly();
    const secret = await enrolTotp();
    const wrong = otherCode(totpCode(secret, env.clock.now));
    const first = kernel.mfa.ensureVerified('sign').catch((error: unknown) => error);
    for (let attempt = 1; attempt <= 4; attempt++) await kernel.mfa.submit('totp', wrong).catch(() => {});
    await expect(first).resolves.toMatchObject({ details: expect.stringContaining('try again in 10 seconds') });

    const second = kernel.mfa.ensureVerified('sign').catch((error: unknown) => error);
    const locked = {
      code: 'mfa_verification_max_attempts_reached',
      details: 'You have exceeded the maximum number of attempts. Please close this window and try again in 15 minutes.',
    };
    await expect(kernel.mfa.submit('totp', wrong)).rejects.toMatchObject(locked);
    await expect(second).resolves.toMatchObject(locked);
  });

  it('cancel rejects the pending call with MFA canceled (4001)', async () => {
    const { kernel, enrolTotp } = await mfaOnly();
    await enrolTotp();
    const verified = kernel.mfa.ensureVerified('export');
    kernel.mfa.cancel();
    await expect(verified).rejects.toMatchObject({ code: 'user_rejected_request', shortMessage: 'MFA canceled', providerCode: 4001 });
  });

  it('times out after 300000 ms without a code', async () => {
    const { kernel, enrolTotp } = await mfaOnly();
    await enrolTotp();
    vi.useFakeTimers();
    try {
      const verified = kernel.mfa.ensureVerified('sign').catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(299_999);
      expect(kernel.mfa.getState().status).toBe('awaiting-code');
      await vi.advanceTimersByTimeAsync(1);
      await expect(verified).resolves.toMatchObject({ code: 'mfa_timeout', shortMessage: 'Timed out waiting for MFA code' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('enrols SMS with the outbox code and verifies with the code init texts', async () => {
    const { env, kernel } = await mfaOnly();
    await kernel.mfa.enrollSms(ADA_PHONE);
    const user = await kernel.mfa.submitSmsEnrollment(ADA_PHONE, await env.latestCode(ADA_PHONE));
    expect(user.mfaMethods.map((m) => m.type)).toEqual(['sms']);

    const verified = kernel.mfa.ensureVerified('sign');
    await kernel.mfa.init('sms');
    await kernel.mfa.submit('sms', await env.latestCode(ADA_PHONE));
    await expect(verified).resolves.toEqual(expect.any(String));
  });

  it('adding a second method and removing one need a proof, sent in privy-mfa-token', async () => {
    const { env, kernel, enrolTotp, proofSentTo } = await mfaOnly();
    const secret = await enrolTotp();

    // Adding SMS while TOTP exists: the enrolment waits for a verification.
    await kernel.mfa.enrollSms(ADA_PHONE);
    const adding = kernel.mfa.submitSmsEnrollment(ADA_PHONE, await env.latestCode(ADA_PHONE));
    await vi.waitFor(() => expect(kernel.mfa.getState()).toMatchObject({ status: 'awaiting-code', reason: 'enroll' }));
    const proof = await kernel.mfa.submit('totp', totpCode(secret, env.clock.now));
    expect((await adding).mfaMethods.map((m) => m.type).sort()).toEqual(['sms', 'totp']);
    expect(proofSentTo('/mfa/sms/enroll')).toBe(proof);

    // The proof is still live: removing reuses it.
    const removed = await kernel.mfa.unenroll('totp');
    expect(removed.mfaMethods.map((m) => m.type)).toEqual(['sms']);
    expect(proofSentTo('/mfa/unenroll')).toBe(proof);
  });

  it('removing with no live proof asks for a verification first', async () => {
    const { env, kernel, enrolTotp, proofSentTo } = await mfaOnly();
    const secret = await enrolTotp();
    const removing = kernel.mfa.unenroll('totp');
    await vi.waitFor(() => expect(kernel.mfa.getState()).toMatchObject({ status: 'awaiting-code', reason: 'unenroll' }));
    expect(env.requests.some((r) => r.url.endsWith('/mfa/unenroll'))).toBe(false);
    const proof = await kernel.mfa.submit('totp', totpCode(secret, env.clock.now));
    expect((await removing).mfaMethods).toEqual([]);
    expect(proofSentTo('/mfa/unenroll')).toBe(proof);
    await expect(kernel.mfa.ensureVerified('sign')).resolves.toBeNull();
  });
});
