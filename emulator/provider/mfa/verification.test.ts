// @vitest-environment node
import { base64urlnopad } from '@scure/base';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../schemas';
import { MFA_TOKEN_HEADER } from '../../../schemas/mfa';
import { testDevice } from '../../pages/embedded-wallet/device-test-support';
import { deriveWallet, encryptWithKey, generateEntropy, mnemonicFromEntropy, splitEntropy } from '../embedded-wallet/keys';
import { shareX } from '../embedded-wallet/keys/shares';
import { ADA_PHONE, MISSING_MFA, mfaApp } from './mfa-test-support';
import { MFA_PROOF_TTL_MS } from './proof';

type App = Awaited<ReturnType<typeof mfaApp>>;

/** An embedded wallet of the app's user, created as the frame creates one (automatic recovery). */
/** A wallet made by a device of the test's (its proof rides on every call), as the frame makes one. */
async function createWallet({ api, accessToken, clock }: App) {
  const device = await testDevice(clock.now);
  const entropy = generateEntropy();
  const { address } = deriveWallet(mnemonicFromEntropy(entropy), 0);
  const shares = await splitEntropy(entropy);
  const key = await api.ok(z.object({ recovery_key: z.string() }), '/api/v1/embedded_wallets/recovery_key', { body: { address }, token: accessToken, device });
  const body = {
    address,
    wallet_index: 0,
    recovery_method: 'privy',
    auth_share: base64urlnopad.encode(shares.auth),
    encrypted_recovery_share: await encryptWithKey(shares.recovery, base64urlnopad.decode(key.recovery_key)),
    device_share_x: shareX(shares.device),
  };
  const created = await api.call('/api/v1/embedded_wallets', { body, token: accessToken, device });
  if (created.status !== 200) throw new Error(created.text);
  return { address, device };
}

/** The auth-share release, as the frame calls it (same origin: no Origin header), with an MFA proof when given. */
const releaseAuthShare = ({ api, accessToken }: App, { address, device }: Awaited<ReturnType<typeof createWallet>>, proof?: string) =>
  api.call('/api/v1/embedded_wallets/shares/auth', {
    body: { address },
    token: accessToken,
    device,
    ...(proof && { headers: { [MFA_TOKEN_HEADER]: proof } }),
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
    const wallet = await createWallet(app);
    expect((await releaseAuthShare(app, wallet)).status).toBe(200);
  });

  it('needs a live MFA proof once the user enrolled', async () => {
    const app = await mfaApp();
    const wallet = await createWallet(app);
    await app.enrollSms(ADA_PHONE);
    const refused = await releaseAuthShare(app, wallet);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ code: 'missing_or_invalid_mfa' });
    expect((await releaseAuthShare(app, wallet, 'forged')).status).toBe(403);

    const proof = await app.verifySms();
    const released = await releaseAuthShare(app, wallet, proof);
    expect(released.status).toBe(200);
    expect(JSON.parse(released.text)).toEqual({ auth_share: expect.stringMatching(/^[\w-]{23}$/) });
    // Good for several calls while alive, then no more.
    expect((await releaseAuthShare(app, wallet, proof)).status).toBe(200);
    app.clock.advance(MFA_PROOF_TTL_MS);
    expect((await releaseAuthShare(app, wallet, proof)).status).toBe(403);
  });
});
