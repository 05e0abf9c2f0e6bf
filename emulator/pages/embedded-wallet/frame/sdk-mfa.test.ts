import { verifyMessage, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../../schemas';
import { mfaApp, wrongCodeFor } from '../../../provider/mfa/mfa-test-support';
import { totpCode } from '../../../provider/mfa/totp';
import { frameDevices, sign } from './frame-test-support';

const MISSING_MFA = { code: 'missing_or_invalid_mfa', type: 'missing_or_invalid_mfa' };

/** A user with an Ethereum wallet, then enrolled in TOTP through the frame as the provider's own SDK does it. */
async function enrolledThroughTheFrame() {
  const app = await mfaApp();
  const phone = frameDevices(app.api)();
  const { accessToken } = app;
  const { address } = (await phone.ok('privy:wallet:create', { accessToken })) as { address: Hex };
  const init = await phone.ok('privy:mfa:init-enrollment', { accessToken, method: 'totp' });
  expect(init).toEqual({ method: 'totp', secret: expect.any(String), authUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
  const secret = init.secret as string;
  expect(await phone.ok('privy:mfa:submit-enrollment', { accessToken, method: 'totp', code: totpCode(secret, app.clock.now()) })).toEqual({});
  app.clock.advance(30_000); // enrolment spent this step's code
  const entropy = { accessToken, entropyId: address, entropyIdVerifier: 'ethereum-address-verifier' };
  const signHello = { ...entropy, chainType: 'ethereum', ...sign('personal_sign', ['hello', address]) };
  const answer = (code: string) => ({ mfaMethod: 'totp', mfaCode: code, relyingParty: 'http://localhost:5173' });
  return { app, phone, address, secret, signHello, answer, code: () => totpCode(secret, app.clock.now()) };
}

describe('MFA as the provider’s own SDK asks the frame for it', () => {
  it('enrols the authenticator app through privy:mfa:init-enrollment and privy:mfa:submit-enrollment', async () => {
    const { app } = await enrolledThroughTheFrame();
    const user = UserWire.parse(JSON.parse((await app.api.call('/api/v1/users/me', { token: app.accessToken })).text));
    expect(user.mfa_methods.map((method) => method.type)).toEqual(['totp']);
  });

  it('refuses a signature without a proof, verifies the prompt’s answer on the retry and holds the proof until mfa:clear', async () => {
    const { phone, address, signHello, answer, code } = await enrolledThroughTheFrame();
    expect(await phone.fail('privy:wallets:rpc', signHello)).toMatchObject(MISSING_MFA);
    // A wrong code is refused as a missing proof, the one type on which the SDK prompts again.
    expect(await phone.fail('privy:wallets:rpc', { ...signHello, ...answer(wrongCodeFor(code())) })).toMatchObject(MISSING_MFA);

    const signed = (await phone.ok('privy:wallets:rpc', { ...signHello, ...answer(code()) })) as { response: { data: Hex } };
    expect(await verifyMessage({ address, message: 'hello', signature: signed.response.data })).toBe(true);
    // The held proof opens the next request without a prompt.
    await phone.ok('privy:wallets:rpc', signHello);

    expect(await phone.ok('privy:mfa:clear', { userId: 'anyone' })).toEqual({});
    expect(await phone.fail('privy:wallets:rpc', signHello)).toMatchObject(MISSING_MFA);
  });

  it('answers privy:mfa:verify only with a verified answer, and keeps the held proof from requests not named the SDK’s way', async () => {
    const { app, phone, address, answer, code } = await enrolledThroughTheFrame();
    expect(await phone.fail('privy:mfa:verify', { accessToken: app.accessToken })).toMatchObject(MISSING_MFA);
    expect(await phone.ok('privy:mfa:verify', { accessToken: app.accessToken, ...answer(code()) })).toEqual({});
    // Our own widget brings its proof with each request: the frame lends it none.
    expect(await phone.fail('wallet:rpc', { accessToken: app.accessToken, address, ...sign('personal_sign', ['x', address]) })).toMatchObject({
      code: 'missing_or_invalid_mfa',
    });
  });

  it('removes a method with a fresh answer through privy:mfa:unenroll, and refuses a malformed answer', async () => {
    const { app, phone, answer, code } = await enrolledThroughTheFrame();
    const { accessToken } = app;
    expect(await phone.fail('privy:mfa:unenroll', { accessToken, method: 'totp', mfaMethod: 'totp', mfaCode: 42 })).toMatchObject({
      type: 'invalid_request_arguments',
    });
    expect(await phone.ok('privy:mfa:unenroll', { accessToken, method: 'totp', ...answer(code()) })).toEqual({});
    const user = UserWire.parse(JSON.parse((await app.api.call('/api/v1/users/me', { token: accessToken })).text));
    expect(user.mfa_methods).toEqual([]);
  });
});
