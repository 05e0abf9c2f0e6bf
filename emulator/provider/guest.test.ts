// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthResponseWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { startEmulator } from '../test-support';

const GUEST = '/api/v1/guest/authenticate';
const CREDENTIAL = 'g'.repeat(43);

async function guestApp() {
  const api = startEmulator();
  await api.configureApp(DEMO_APP_ID, { guest_auth: true });
  const createGuest = (guest_credential = CREDENTIAL, token?: string) =>
    api.ok(AuthResponseWire, GUEST, { body: { guest_credential }, token });
  /** An email login sent with the bearer token of the session it starts from. */
  const logInByEmail = async (email: string, token?: string) =>
    api.ok(AuthResponseWire, '/api/v1/passwordless/authenticate', { body: { email, code: await api.sendCode(email) }, token });
  return { api, createGuest, logInByEmail };
}

describe('guest accounts', () => {
  it('are refused unless the app allows them', async () => {
    const api = startEmulator();
    expect(await api.fail(GUEST, { body: { guest_credential: CREDENTIAL } })).toMatchObject({
      status: 403,
      code: 'disallowed_login_method',
    });
  });

  it('creates a guest, and finds the same guest again by its credential', async () => {
    const { createGuest } = await guestApp();
    const created = await createGuest();
    expect(created.is_new_user).toBe(true);
    expect(created.user).toMatchObject({ is_guest: true, linked_accounts: [{ type: 'guest' }] });
    expect(Object.keys(created.user ?? {})).not.toContain('guest_credential_hash');

    const again = await createGuest();
    expect(again).toMatchObject({ is_new_user: false, user: { id: created.user?.id } });
    expect((await createGuest('h'.repeat(43))).user?.id).not.toBe(created.user?.id);
  });

  it('upgrades the guest who logs in by email: same user, accounts kept, no longer a guest', async () => {
    const { createGuest, logInByEmail } = await guestApp();
    const guest = await createGuest();
    const upgraded = await logInByEmail('ada@example.com', guest.token ?? undefined);
    expect(upgraded.is_new_user).toBe(false);
    expect(upgraded.user).toMatchObject({
      id: guest.user?.id,
      is_guest: false,
      linked_accounts: [{ type: 'guest' }, { type: 'email', address: 'ada@example.com' }],
    });
    expect((await logInByEmail('ada@example.com')).user?.id).toBe(guest.user?.id);
    // The credential of a guest who became a member no longer opens that account.
    const fresh = await createGuest();
    expect(fresh).toMatchObject({ is_new_user: true, user: { is_guest: true } });
    expect(fresh.user?.id).not.toBe(guest.user?.id);
  });

  it("logs a guest into the address's owner when the address is taken, leaving the guest as it was", async () => {
    const { createGuest, logInByEmail } = await guestApp();
    const owner = await logInByEmail('owner@example.com');
    const guest = await createGuest();
    const login = await logInByEmail('owner@example.com', guest.token ?? undefined);
    expect(login.user?.id).toBe(owner.user?.id);
    expect((await createGuest()).user).toMatchObject({ id: guest.user?.id, is_guest: true });
  });

  it('refuses a guest while a member is logged in, and ignores a stale token', async () => {
    const { api, createGuest, logInByEmail } = await guestApp();
    const member = await logInByEmail('member@example.com');
    expect(await api.fail(GUEST, { body: { guest_credential: CREDENTIAL }, token: member.token ?? undefined })).toEqual({
      status: 403,
      code: 'already_authenticated',
      error: 'Unable to authenticate guest account',
    });
    expect((await createGuest(CREDENTIAL, 'not-a-token')).user?.is_guest).toBe(true);
  });

  it('checks the credential', async () => {
    const { api } = await guestApp();
    expect(await api.fail(GUEST, { body: { guest_credential: 'short' } })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});
