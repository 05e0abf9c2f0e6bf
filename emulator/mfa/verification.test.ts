// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../schemas';
import { MFA_TOKEN_HEADER } from '../../schemas/mfa';
import { deriveWallet, encryptWithKey, fromBase64Url, generateEntropy, mnemonicFromEntropy, splitEntropy, toBase64Url } from '../embedded-wallet/keys';
import { MFA_COOL_DOWN_MS, MFA_MAX_ATTEMPTS } from './attempts';
import { ADA_PHONE, MAX_ATTEMPTS, MISSING_MFA, mfaApp, WRONG_CODE, wrongCodeFor } from './mfa-test-support';
import { MFA_PROOF_TTL_MS } from './proof';
import { totpCode } from './totp';

type App = Awaited<ReturnType<typeof mfaApp>>;

/** An embedded wallet of the app's user, created as the frame creates one (automatic recovery). */
async function createWallet({ api, accessToken }: App): Promise<string> {
  const entropy = generateEntropy();
  const { address } = deriveWallet(mnemonicFromEntropy(entropy), 0);
  const shares = await splitEntropy(entropy);
  const key = await api.ok(z.object({ recovery_key: z.string() }), '/api/v1/embedded_wallets/recovery_key', { body: { address }, token: accessToken });
  const body = {
    address,
    wallet_index: 0,
    recovery_method: 'privy',
    auth_share: toBase64Url(shares.auth),
    encrypted_recovery_share: await encryptWithKey(shares.recovery, fromBase64Url(key.recovery_key)),
  };
  const created = await api.call('/api/v1/embedded_wallets', { body, token: accessToken });
  if (created.status !== 200) throw new Error(created.text);
  return address;
}

/** The auth-share release, as the frame calls it (same origin: no Origin header), with an MFA proof when given. */
const releaseAuthShare = ({ api, accessToken }: App, address: string, proof?: string) =>
  api.call('/api/v1/embedded_wallets/shares/auth', {
    body: { address },
    token: accessToken,
    ...(proof && { headers: { [MFA_TOKEN_HEADER]: proof } }),
  });

describe('MFA verification attempts', () => {
  it(`refuses the try after ${MFA_MAX_ATTEMPTS} wrong codes, even a right one, until a 10-second cool-down`, async () => {
    const { api, clock, options, enrollSms, smsCode, verify } = await mfaApp();
    await enrollSms();
    const code = await smsCode('verify');
    const attempt = (submitted: string) => api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: submitted }));
    for (let i = 0; i < MFA_MAX_ATTEMPTS; i++) expect(await attempt(wrongCodeFor(code))).toEqual(WRONG_CODE);
    expect(await attempt(code)).toEqual({
      ...MAX_ATTEMPTS,
      error: 'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    });
    clock.advance(MFA_COOL_DOWN_MS - 1);
    expect(await attempt(code)).toMatchObject(MAX_ATTEMPTS);
    clock.advance(1);
    expect((await verify({ method: 'sms', code })).token).toBeTruthy();
  });

  it('counts the wrong answers of every method together', async () => {
    const { api, options, enrollSms, verifySms, enrollTotp, clock } = await mfaApp();
    await enrollSms();
    const { secret } = await enrollTotp(await verifySms());
    clock.advance(30_000);
    const attempt = (method: string, code: string) => api.fail('/api/v1/mfa/verify', options({ method, code }));
    for (const method of ['sms', 'totp', 'sms', 'totp']) expect(await attempt(method, '000000')).toEqual(WRONG_CODE);
    expect(await attempt('totp', totpCode(secret, clock.now()))).toMatchObject(MAX_ATTEMPTS);
  });

  it('clears the count on a right answer, and does not count malformed requests', async () => {
    const { api, options, enrollTotp, fail, verifyTotp } = await mfaApp();
    const { secret } = await enrollTotp();
    const wrong = () => api.fail('/api/v1/mfa/verify', options({ method: 'totp', code: '000000' }));
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < MFA_MAX_ATTEMPTS - 1; i++) expect(await wrong()).toEqual(WRONG_CODE);
      expect(await fail('/verify', { method: 'email', code: '000000' })).toEqual({ status: 400, code: 'invalid_data', error: 'Unsupported MFA method' });
      expect(await fail('/verify', { method: 'totp' })).toMatchObject({ status: 400, code: 'invalid_data' });
      expect(await fail('/verify', { method: 'sms', code: '000000' })).toMatchObject({ status: 400, code: 'invalid_data' });
      expect(await verifyTotp(secret)).toBeTruthy();
    }
  });

  it('forgets wrong answers older than the 5-minute window', async () => {
    const { api, clock, options, enrollSms, smsCode, verify } = await mfaApp();
    await enrollSms();
    for (let i = 0; i < MFA_MAX_ATTEMPTS - 1; i++) await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: '000000' }));
    clock.advance(300_000);
    await api.fail('/api/v1/mfa/verify', options({ method: 'sms', code: '000000' }));
    expect((await verify({ method: 'sms', code: await smsCode('verify') })).token).toBeTruthy();
  });
});

describe('the MFA proof', () => {
  it('expires after 5 minutes', async () => {
    const { clock, enrollSms, verifySms, fail, user } = await mfaApp();
    await enrollSms();
    const proof = await verifySms();
    clock.advance(MFA_PROOF_TTL_MS);
    expect(await fail('/unenroll', { method: 'sms' }, proof)).toMatchObject(MISSING_MFA);
    expect((await user('/unenroll', { method: 'sms' }, await verifySms())).mfa_methods).toEqual([]);
  });

  it('proves one user only', async () => {
    const ada = await mfaApp();
    await ada.enrollSms();
    const proof = await ada.verifySms();
    const grace = (await ada.api.logIn('grace@example.com')).token!;
    const graceSms = '+14155550113';
    await ada.api.ok(z.object({}), '/api/v1/mfa/passwordless_sms/init', { body: { action: 'enroll', phone_number: graceSms }, token: grace });
    const code = await ada.api.latestCode(graceSms);
    await ada.api.ok(UserWire, '/api/v1/mfa/sms/enroll', { body: { phone_number: graceSms, code }, token: grace });
    expect(await ada.api.fail('/api/v1/mfa/unenroll', { body: { method: 'sms' }, token: grace, headers: { [MFA_TOKEN_HEADER]: proof } })).toMatchObject(
      MISSING_MFA,
    );
  });

  it('is a header browsers may send', async () => {
    const { api } = await mfaApp();
    const preflight = await api.call('/api/v1/mfa/unenroll', { method: 'OPTIONS', headers: { origin: 'http://localhost:5173' } });
    expect(preflight.headers.get('access-control-allow-headers')).toContain(MFA_TOKEN_HEADER);
  });
});

describe('the auth-share release', () => {
  it('is unchanged for a user without MFA', async () => {
    const app = await mfaApp();
    const address = await createWallet(app);
    expect((await releaseAuthShare(app, address)).status).toBe(200);
  });

  it('needs a live MFA proof once the user enrolled', async () => {
    const app = await mfaApp();
    const address = await createWallet(app);
    await app.enrollSms(ADA_PHONE);
    const refused = await releaseAuthShare(app, address);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'missing_or_invalid_mfa' });
    expect((await releaseAuthShare(app, address, 'forged')).status).toBe(403);

    const proof = await app.verifySms();
    const released = await releaseAuthShare(app, address, proof);
    expect(released.status).toBe(200);
    expect(JSON.parse(released.text)).toEqual({ auth_share: expect.stringMatching(/^[\w-]{23}$/) });
    // Good for several calls while alive, then no more.
    expect((await releaseAuthShare(app, address, proof)).status).toBe(200);
    app.clock.advance(MFA_PROOF_TTL_MS);
    expect((await releaseAuthShare(app, address, proof)).status).toBe(403);
  });
});
