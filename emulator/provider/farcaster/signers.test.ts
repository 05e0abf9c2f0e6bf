// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../schemas';
import { FarcasterSignerAnswer } from '../../../schemas/farcaster';
import { accessToken, farcasterApp, SIGNER_STATUS } from './farcaster-test-support';

const KEY = `0x${'ab'.repeat(32)}`;
const APPROVAL_URL = `http://emulator.test/dev/farcaster/signer?public_key=${KEY}`;

/** A user logged in with fid 1001, and the signer calls. */
async function farcasterUser() {
  const setup = await farcasterApp();
  const token = accessToken(await setup.logIn(await setup.signIn()));
  const signer = (key = KEY) => setup.api.ok(FarcasterSignerAnswer, SIGNER_STATUS, { body: { ed25519_public_key: key }, token });
  const me = () => setup.api.ok(UserWire, '/api/v1/users/me', { token });
  const decide = (decision: string, key = KEY) => setup.postForm('/dev/farcaster/signer', { public_key: key, decision });
  return { ...setup, token, signer, me, decide };
}

describe('Farcaster signer', () => {
  it('is pending approval with the Farcaster app’s page, then approved: the user’s account gets the key', async () => {
    const { signer, me, decide } = await farcasterUser();
    const pending = { public_key: KEY, status: 'pending_approval', signer_approval_url: APPROVAL_URL };
    expect(await signer()).toEqual(pending);
    expect(await signer()).toEqual(pending);
    expect((await me()).linked_accounts[0]).toMatchObject({ signer_public_key: null });

    const approved = await decide('approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(`/dev/farcaster/signer?public_key=${KEY}`);
    expect(await signer()).toEqual({ public_key: KEY, status: 'approved' });
    expect((await me()).linked_accounts[0]).toMatchObject({ type: 'farcaster', fid: 1001, signer_public_key: KEY });
    // Decided once: a later Reject changes nothing.
    await decide('reject');
    expect((await signer()).status).toBe('approved');
  });

  it('is revoked when rejected, and the user’s account gets no key', async () => {
    const { signer, me, decide } = await farcasterUser();
    await signer(KEY.toUpperCase().replace('0X', '0x'));
    await decide('reject');
    expect(await signer()).toEqual({ public_key: KEY, status: 'revoked' });
    expect((await me()).linked_accounts[0]).toMatchObject({ signer_public_key: null });
  });

  it('refuses a user without a Farcaster account, a key another user asked for, a bad key and a caller not logged in', async () => {
    const { api, signer } = await farcasterUser();
    await signer();
    const token = accessToken(await api.logIn('ada@example.com'));
    const ask = (body: object, callerToken?: string) => api.fail(SIGNER_STATUS, { body, token: callerToken });
    expect(await ask({ ed25519_public_key: KEY }, token)).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'User has no Farcaster account: link one before asking for a signer',
    });
    expect(await ask({ ed25519_public_key: `0x${'12'.repeat(31)}` }, token)).toMatchObject({ status: 400, code: 'invalid_data' });
    expect(await ask({ ed25519_public_key: KEY })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
  });

  it('serves one key to one user’s fid only', async () => {
    const first = await farcasterUser();
    await first.signer();
    const token = accessToken(await first.logIn(await first.signIn({ fid: '1002' })));
    expect(await first.api.fail(SIGNER_STATUS, { body: { ed25519_public_key: KEY }, token })).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'This key was already asked for as the signer of another Farcaster account',
    });
  });
});
