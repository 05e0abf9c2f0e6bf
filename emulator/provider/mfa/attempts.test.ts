// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MFA_FIRST_LOCK_MS, MFA_MAX_ATTEMPTS } from './attempts';
import { MAX_ATTEMPTS, mfaApp, WRONG_CODE } from './mfa-test-support';
import { totpCode, TOTP_PERIOD_MS } from './totp';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The refusal while locked, saying when to try again. */
const lockedFor = (minutes: number) => ({
  ...MAX_ATTEMPTS,
  error: `You have exceeded the maximum number of attempts. Please close this window and try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/** A user with the authenticator app enrolled, and tries of a right or a wrong code at the clock's time. */
async function totpUser() {
  // The access token outlives the days of locks tests wait through.
  const app = await mfaApp({ access_token_ttl_seconds: 30 * 24 * 3600 });
  const { secret } = await app.enrollTotp();
  const windowCodes = () => [-1, 0, 1].map((step) => totpCode(secret, app.clock.now() + step * TOTP_PERIOD_MS));
  /** A code of none of the steps the emulator accepts now. */
  const wrongCode = () => {
    const taken = windowCodes();
    let code = 0;
    while (taken.includes(String(code).padStart(6, '0'))) code++;
    return String(code).padStart(6, '0');
  };
  const attempt = (method: string, code: string) => app.api.fail('/api/v1/mfa/verify', app.options({ method, code }));
  return {
    ...app,
    wrong: () => attempt('totp', wrongCode()),
    right: () => attempt('totp', totpCode(secret, app.clock.now())),
    verifyNow: () => app.verify({ method: 'totp', code: totpCode(secret, app.clock.now()) }),
  };
}

describe('MFA verification attempts', () => {
  it(`locks the factor for 15 minutes on the ${MFA_MAX_ATTEMPTS}th wrong answer, refusing even a right code`, async () => {
    const { clock, wrong, right, verifyNow } = await totpUser();
    clock.advance(TOTP_PERIOD_MS);
    for (let i = 1; i < MFA_MAX_ATTEMPTS; i++) expect(await wrong()).toEqual(WRONG_CODE);
    expect(await wrong()).toEqual(lockedFor(15));
    expect(await right()).toEqual(lockedFor(15));
    clock.advance(MFA_FIRST_LOCK_MS - MINUTE);
    expect(await right()).toEqual(lockedFor(1));
    clock.advance(MINUTE - 1);
    expect(await right()).toEqual(lockedFor(1));
    clock.advance(1);
    expect((await verifyNow()).token).toBeTruthy();
  });

  it('locks twice as long with each further wrong answer', async () => {
    const { clock, wrong, right, verifyNow } = await totpUser();
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++) await wrong();
    for (const minutes of [15, 30, 60, 120]) {
      clock.advance(minutes * MINUTE);
      expect(await wrong()).toEqual(lockedFor(minutes * 2));
    }
    clock.advance(240 * MINUTE - 1);
    expect(await right()).toMatchObject(MAX_ATTEMPTS);
    clock.advance(1);
    expect((await verifyNow()).token).toBeTruthy();
  });

  it('starts over, doubling included, after a right code once a lock ended', async () => {
    const { clock, wrong, verifyNow } = await totpUser();
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++) await wrong();
    clock.advance(MFA_FIRST_LOCK_MS);
    expect(await wrong()).toEqual(lockedFor(30));
    clock.advance(2 * MFA_FIRST_LOCK_MS);
    expect((await verifyNow()).token).toBeTruthy();
    clock.advance(TOTP_PERIOD_MS);
    for (let i = 1; i < MFA_MAX_ATTEMPTS; i++) expect(await wrong()).toEqual(WRONG_CODE);
    expect(await wrong()).toEqual(lockedFor(15));
  });

  it('counts each factor on its own', async () => {
    const { api, options, clock, enrollSms, smsCode, verifySms, wrong, right, verifyNow } = await totpUser();
    clock.advance(TOTP_PERIOD_MS);
    await enrollSms(undefined, (await verifyNow()).token);
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++) await wrong();
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: 'abcdef' }))).toEqual(WRONG_CODE);
    expect(await verifySms()).toBeTruthy();
    // A right SMS code clears the SMS count only.
    expect(await right()).toMatchObject(MAX_ATTEMPTS);
    const code = await smsCode('verify');
    for (let i = 1; i < MFA_MAX_ATTEMPTS; i++) await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: 'abcdef' }));
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: 'abcdef' }))).toEqual(lockedFor(15));
    expect(await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code }))).toEqual(lockedFor(15));
  });

  it('does not count malformed requests, and a right code before a lock clears the count', async () => {
    const { clock, fail, wrong, verifyNow } = await totpUser();
    for (let round = 0; round < 2; round++) {
      clock.advance(TOTP_PERIOD_MS);
      for (let i = 1; i < MFA_MAX_ATTEMPTS; i++) expect(await wrong()).toEqual(WRONG_CODE);
      expect(await fail('/verify', { method: 'email', code: '000000' })).toEqual({ status: 400, code: 'invalid_data', error: 'Unsupported MFA method' });
      expect(await fail('/verify', { method: 'totp' })).toMatchObject({ status: 400, code: 'invalid_data' });
      expect(await fail('/verify', { method: 'sms', code: '000000' })).toMatchObject({ status: 400, code: 'invalid_data' });
      expect((await verifyNow()).token).toBeTruthy();
    }
  });

  it('lets fewer than 100 guesses through in a day of guessing as fast as allowed', async () => {
    const { clock, wrong } = await totpUser();
    const end = clock.now() + DAY;
    let guesses = 0;
    while (clock.now() < end) {
      const answer = await wrong();
      guesses++;
      if (answer.status === WRONG_CODE.status) continue;
      // Locked: wait exactly as long as the answer says, having checked that a moment less is refused.
      const minutes = Number(/try again in (\d+) minute/.exec(answer.error)![1]);
      clock.advance(minutes * MINUTE - 1);
      expect(await wrong()).toMatchObject(MAX_ATTEMPTS);
      clock.advance(1);
    }
    expect(guesses).toBeLessThan(100);
    // 5 at once, then one after each lock: 15, 30, 60, 120, 240 and 480 minutes end within the day, 960 does not.
    expect(guesses).toBe(11);
  });
});
