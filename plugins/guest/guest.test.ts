import { describe, expect, it } from 'vitest';
import { type PorticoError, memoryStorage } from '../../kernel/index';
import { AuthResponseWire } from '../../schemas/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { guest } from './index';

const CREDENTIAL_KEY = `privy:${DEMO_APP_ID}:guest-credential`;

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (error: PorticoError) => error);

/** The guest plugin alone, against an in-process emulator whose app allows guests. */
async function guestOnly() {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, guest_auth: true });
  const storage = memoryStorage();
  const load = async () => {
    const portico = env.kernel([guest()], storage);
    await portico.start();
    return portico;
  };
  /** A call straight to the emulator, as another client of the API would make it. */
  const post = (path: string, body: unknown, token?: string | null) =>
    env.emulator.fetch(`${EMULATOR_URL}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID, ...(token && { authorization: `Bearer ${token}` }) },
    });
  /** Logs the kernel's guest in by email straight at the emulator, with the guest's bearer token. */
  async function upgradeByEmail(portico: Awaited<ReturnType<typeof load>>, email: string) {
    await portico.guest.createGuestAccount();
    await post('/api/v1/passwordless/init', { email });
    const body = { email, code: await env.latestCode(email) };
    const answer = await post('/api/v1/passwordless/authenticate', body, await portico.getAccessToken());
    return AuthResponseWire.parse(await answer.json());
  }
  return { env, storage, load, post, upgradeByEmail };
}

describe('guest plugin alone', () => {
  it('creates a guest user and keeps its 32-byte credential in storage', async () => {
    const { storage, load } = await guestOnly();
    const portico = await load();
    const logins: string[] = [];
    portico.on('login', ({ method }) => logins.push(method));

    const user = await portico.guest.createGuestAccount();
    expect(user.isGuest).toBe(true);
    expect(user.linkedAccounts.map((account) => account.type)).toEqual(['guest']);
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(storage.getItem(CREDENTIAL_KEY)).toMatch(/^[\w-]{43}$/);
    expect(logins).toEqual(['guest']);
    expect(await portico.guest.createGuestAccount()).toBe(portico.getSnapshot().user);
  });

  it('brings the same guest back after a reload and after logout', async () => {
    const { load } = await guestOnly();
    const first = await load();
    const created = await first.guest.createGuestAccount();

    const reloaded = await load();
    expect(reloaded.getSnapshot().user?.id).toBe(created.id);
    await reloaded.logout();
    expect(reloaded.getSnapshot().user).toBeNull();
    expect((await reloaded.guest.createGuestAccount()).id).toBe(created.id);
  });

  it('is upgraded by an email login: same user, accounts kept, no longer a guest', async () => {
    const { load, upgradeByEmail } = await guestOnly();
    const portico = await load();
    const created = await portico.guest.createGuestAccount();
    const login = await upgradeByEmail(portico, 'ada@example.com');
    expect(login.user).toMatchObject({ id: created.id, is_guest: false });

    const reloaded = await load();
    const upgraded = reloaded.getSnapshot().user;
    expect(upgraded).toMatchObject({ id: created.id, isGuest: false, email: { address: 'ada@example.com' } });
    expect(upgraded?.linkedAccounts.map((account) => account.type)).toEqual(['guest', 'email']);
  });

  it('refuses a guest while a non-guest user is logged in, in the client and in the emulator', async () => {
    const { env, load, post, upgradeByEmail } = await guestOnly();
    await upgradeByEmail(await load(), 'member@example.com');
    const member = await load();
    expect(member.getSnapshot().user?.isGuest).toBe(false);

    const before = env.requests.length;
    const refused = await rejection(member.guest.createGuestAccount());
    expect(refused).toMatchObject({ code: 'already_authenticated', shortMessage: 'Unable to authenticate guest account' });
    expect(member.describeError(refused).title).toBe('Unable to authenticate guest account');
    expect(env.requests.length).toBe(before);

    const server = await post('/api/v1/guest/authenticate', { guest_credential: 'g'.repeat(43) }, await member.getAccessToken());
    expect(server.status).toBe(403);
    expect(await server.json()).toEqual({ code: 'already_authenticated', error: 'Unable to authenticate guest account' });
  });

  it('is refused when the app does not allow guests', async () => {
    const env = setupEmulator();
    const portico = env.kernel([guest()]);
    await portico.start();
    expect((await rejection(portico.guest.createGuestAccount())).code).toBe('disallowed_login_method');
  });
});
