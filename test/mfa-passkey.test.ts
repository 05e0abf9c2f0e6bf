import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../kernel/index';
import { mfa } from '../plugins/mfa/index';
import { passkey } from '../plugins/passkey/index';
import { setupEmulator } from './support/emulator';
import { fakeWebAuthn, signInByEmail } from './support/passkey';

/** MFA with the passkey plugin beside it (the `passkey` service), one software authenticator for both. */
async function mfaWithPasskeys() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, mfa_methods: ['sms', 'totp', 'passkey'] });
  const storage = memoryStorage();
  await signInByEmail(env, storage, 'ada@example.com');
  const webAuthn = fakeWebAuthn();
  const kernel = env.kernel([passkey({ webAuthn: webAuthn.layer }), mfa({ webAuthn: webAuthn.layer, noPromptOnMfaRequired: true })], storage);
  await kernel.start();
  return { env, kernel, webAuthn };
}

describe('MFA by passkey, with the passkey plugin linking', () => {
  it("'Add new passkey' links a passkey through the passkey service, then enrols it", async () => {
    const { kernel, webAuthn } = await mfaWithPasskeys();
    expect(kernel.mfa.canAddPasskey()).toBe(true);
    const user = await kernel.mfa.addPasskey();
    const linked = user.linkedAccounts.filter((account) => account.type === 'passkey');
    expect(linked).toHaveLength(1);
    expect(user.mfaMethods.map((method) => method.type)).toEqual(['passkey']);
    expect(linked[0]).toMatchObject({ enrolledInMfa: true });
    expect(webAuthn.calls).toEqual(['create']);
  });

  it('verifies with the enrolled passkey: init runs the assertion and submits it, no code asked', async () => {
    const { kernel, webAuthn } = await mfaWithPasskeys();
    await kernel.mfa.addPasskey();
    const verified = kernel.mfa.ensureVerified('sign');
    await kernel.mfa.init('passkey');
    await expect(verified).resolves.toEqual(expect.any(String));
    expect(kernel.mfa.getState()).toMatchObject({ status: 'verified', error: null });
    expect(webAuthn.calls).toEqual(['create', 'get']);
  });

  it('a refused assertion leaves the verification open, and trying again verifies', async () => {
    const { kernel, webAuthn } = await mfaWithPasskeys();
    await kernel.mfa.addPasskey();
    const verified = kernel.mfa.ensureVerified('sign');
    webAuthn.failWith(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    await expect(kernel.mfa.init('passkey')).rejects.toMatchObject({ code: 'user_rejected_request' });
    // The prompt shows 'Verification canceled' and 'Try again' rather than a spinner that never ends.
    expect(kernel.mfa.getState()).toMatchObject({ status: 'awaiting-code', error: { code: 'user_rejected_request' } });
    webAuthn.failWith(null);
    await kernel.mfa.init('passkey');
    await expect(verified).resolves.toEqual(expect.any(String));
  });

  it('without the passkey plugin, adding a passkey is a typed missing_service error', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true, mfa_methods: ['passkey'] });
    const storage = memoryStorage();
    await signInByEmail(env, storage, 'ada@example.com');
    const kernel = env.kernel([mfa({ noPromptOnMfaRequired: true })], storage);
    await kernel.start();
    expect(kernel.mfa.canAddPasskey()).toBe(false);
    await expect(kernel.mfa.addPasskey()).rejects.toMatchObject({ code: 'missing_service' });
  });
});
