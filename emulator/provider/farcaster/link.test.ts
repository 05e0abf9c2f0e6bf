// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../../schemas';
import { accessToken, ALICE_FID, farcasterApp, LINK, UNLINK } from './farcaster-test-support';

/** An email user, logged in, with Farcaster login on. */
async function emailUser() {
  const setup = await farcasterApp();
  const auth = await setup.api.logIn('ada@example.com');
  return { ...setup, token: accessToken(auth), userId: auth.user?.id };
}

describe('Farcaster link and unlink', () => {
  it('links the fid a completed channel proves to the logged-in user, then unlinks it', async () => {
    const { api, signIn, token, userId } = await emailUser();
    const linked = await api.ok(UserWire, LINK, { body: await signIn(), token });
    expect(linked.id).toBe(userId);
    expect(linked.linked_accounts.map((account) => account.type)).toEqual(['email', 'farcaster']);
    expect(linked.linked_accounts[1]).toMatchObject({ fid: ALICE_FID, username: 'alice', signer_public_key: null });

    const unlinked = await api.ok(UserWire, UNLINK, { body: { fid: ALICE_FID }, token });
    expect(unlinked.linked_accounts.map((account) => account.type)).toEqual(['email']);
    expect(await api.fail(UNLINK, { body: { fid: ALICE_FID }, token })).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'User has no such Farcaster account',
    });
  });

  it('logs the linking user in with the fid afterwards', async () => {
    const { api, signIn, logIn, token, userId } = await emailUser();
    await api.ok(UserWire, LINK, { body: await signIn(), token });
    expect(await logIn(await signIn())).toMatchObject({ is_new_user: false, user: { id: userId } });
  });

  it('refuses a fid another user has, a second Farcaster account, a replayed channel and a caller not logged in', async () => {
    const { api, signIn, logIn, token } = await emailUser();
    await logIn(await signIn());
    expect(await api.fail(LINK, { body: await signIn(), token })).toMatchObject({ status: 400, code: 'linked_to_another_user' });

    const bob = await signIn({ fid: '1002' });
    await api.ok(UserWire, LINK, { body: bob, token });
    expect(await api.fail(LINK, { body: await signIn({ fid: '1003' }), token })).toMatchObject({
      status: 400,
      code: 'cannot_link_more_of_type',
    });
    expect(await api.fail(LINK, { body: bob, token })).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(await api.fail(LINK, { body: await signIn() })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    expect(await api.fail(UNLINK, { body: { fid: '1002' }, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
