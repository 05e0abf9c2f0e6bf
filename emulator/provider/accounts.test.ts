// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { UserWire } from '../../schemas';
import { startEmulator } from '../test-support';

const LINK = '/api/v1/passwordless/link';
const UPDATE = '/api/v1/passwordless/update';
const UNLINK = '/api/v1/passwordless/unlink';

/** A logged-in user whose email was unlinked, so it can link another. */
async function userWithoutEmail(api: ReturnType<typeof startEmulator>, email: string) {
  const auth = await api.logIn(email);
  await api.ok(UserWire, UNLINK, { body: { address: email }, token: auth.token! });
  return auth.token!;
}

describe('linking email accounts', () => {
  it('links an email to a user without one', async () => {
    const api = startEmulator();
    const token = await userWithoutEmail(api, 'ada@example.com');
    const code = await api.sendCode('ada@work.example');
    const user = await api.ok(UserWire, LINK, { body: { email: 'ada@work.example', code }, token });
    expect(user.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: 'ada@work.example' })]);
    expect((await api.logIn('ada@work.example')).user?.id).toBe(user.id);
  });

  it('allows one email per user, with the exact server message', async () => {
    const api = startEmulator();
    const { token } = await api.logIn('ada@example.com');
    const code = await api.sendCode('ada@work.example');
    expect(await api.fail(LINK, { body: { email: 'ada@work.example', code }, token: token! })).toEqual({
      status: 400,
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type email linked.',
    });
  });

  it('refuses an email that belongs to another user', async () => {
    const api = startEmulator();
    await api.logIn('grace@example.com');
    const token = await userWithoutEmail(api, 'ada@example.com');
    const code = await api.sendCode('grace@example.com');
    expect(await api.fail(LINK, { body: { email: 'grace@example.com', code }, token })).toEqual({
      status: 400,
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    });
  });

  it('refuses a wrong code when linking', async () => {
    const api = startEmulator();
    const token = await userWithoutEmail(api, 'ada@example.com');
    await api.sendCode('ada@work.example');
    expect(await api.fail(LINK, { body: { email: 'ada@work.example', code: 'abcdef' }, token })).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    });
  });

  it('updates the address with a code sent to the new one', async () => {
    const api = startEmulator();
    const { token, user } = await api.logIn('ada@example.com');
    const code = await api.sendCode('ada@new.example');
    const updated = await api.ok(UserWire, UPDATE, {
      body: { oldAddress: 'ada@example.com', newAddress: 'ada@new.example', code },
      token: token!,
    });
    expect(updated.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: 'ada@new.example' })]);
    expect((await api.logIn('ada@new.example')).user?.id).toBe(user?.id);
    expect((await api.logIn('ada@example.com')).is_new_user).toBe(true);
  });

  it('refuses an update from an address the user does not own, or to one another user owns', async () => {
    const api = startEmulator();
    await api.logIn('grace@example.com');
    const { token } = await api.logIn('ada@example.com');

    const code = await api.sendCode('ada@new.example');
    const body = { oldAddress: 'someone@example.com', newAddress: 'ada@new.example', code };
    expect(await api.fail(UPDATE, { body, token: token! })).toMatchObject({ status: 400, code: 'invalid_data' });

    const taken = await api.sendCode('grace@example.com');
    const steal = { oldAddress: 'ada@example.com', newAddress: 'grace@example.com', code: taken };
    expect(await api.fail(UPDATE, { body: steal, token: token! })).toMatchObject({
      status: 400,
      code: 'linked_to_another_user',
    });
  });

  it('unlinks an address the user owns, and only that', async () => {
    const api = startEmulator();
    const { token } = await api.logIn('ada@example.com');
    expect(await api.fail(UNLINK, { body: { address: 'other@example.com' }, token: token! })).toMatchObject({
      status: 400,
      code: 'invalid_data',
    });
    const user = await api.ok(UserWire, UNLINK, { body: { address: 'ADA@example.com' }, token: token! });
    expect(user.linked_accounts).toEqual([]);
  });

  it('needs a valid access token', async () => {
    const api = startEmulator();
    const body = { address: 'ada@example.com' };
    expect(await api.fail(UNLINK, { body })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    expect(await api.fail(UNLINK, { body, token: 'not-a-jwt' })).toMatchObject({
      status: 401,
      code: 'missing_or_invalid_token',
    });
  });
});

describe('user settings', () => {
  it('answers the current user at GET users/me, and 401 without a session', async () => {
    const api = startEmulator();
    const { token, user } = await api.logIn('ada@example.com');
    expect(await api.ok(UserWire, '/api/v1/users/me', { method: 'GET', token: token! })).toEqual(user);
    expect(await api.fail('/api/v1/users/me', { method: 'GET' })).toMatchObject({ status: 401 });
  });

  it('records accepted terms', async () => {
    const api = startEmulator();
    const { token, user } = await api.logIn('ada@example.com');
    expect(user?.has_accepted_terms).toBe(false);
    const accepted = await api.ok(UserWire, '/api/v1/users/me/accept_terms', { method: 'POST', token: token! });
    expect(accepted.has_accepted_terms).toBe(true);
    expect((await api.logIn('ada@example.com')).user?.has_accepted_terms).toBe(true);
  });

  it('replaces custom metadata', async () => {
    const api = startEmulator();
    const { token } = await api.logIn('ada@example.com');
    const path = '/api/v1/users/custom_metadata';
    await api.ok(UserWire, path, { body: { custom_metadata: { plan: 'pro', seats: 3 } }, token: token! });
    const replaced = await api.ok(UserWire, path, { body: { custom_metadata: { beta: true } }, token: token! });
    expect(replaced.custom_metadata).toEqual({ beta: true });
  });
});
