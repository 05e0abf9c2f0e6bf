import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PorticoError, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { email } from './index';

/** A kernel with the email plugin alone, against the in-process emulator. */
async function emailOnly() {
  const env = setupEmulator();
  const portico = env.kernel([email()]);
  await portico.start();
  async function signIn(address: string, options?: { mode?: 'no-signup' | 'login-or-sign-up' }) {
    await portico.email.sendCode(address);
    return portico.email.loginWithCode(await env.latestCode(address), options);
  }
  return { env, portico, signIn };
}

const rejection = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a rejection'); }, (error: PorticoError) => error);

afterEach(() => vi.useRealTimers());

describe('email plugin alone', () => {
  it('signs a new user up, then logs the same user in again', async () => {
    const { env, portico, signIn } = await emailOnly();
    const logins: { isNewUser: boolean; method: string }[] = [];
    portico.on('login', ({ isNewUser, method }) => logins.push({ isNewUser, method }));

    const created = await signIn('ada@example.com');
    expect(created.email).toEqual({ address: 'ada@example.com' });
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(portico.email.getState().status).toBe('done');
    expect(await portico.getAccessToken()).toMatch(/^ey/);

    await portico.logout();
    expect(portico.getSnapshot().user).toBeNull();
    const again = await signIn('ada@example.com');
    expect(again.id).toBe(created.id);
    expect(logins).toEqual([
      { isNewUser: true, method: 'email' },
      { isNewUser: false, method: 'email' },
    ]);
    const analytics = env.requests.filter((r) => r.url.endsWith('/api/v1/analytics_events'));
    expect(analytics).toHaveLength(2);
  });

  it('restores the session in a new kernel sharing the storage (a reload)', async () => {
    const env = setupEmulator();
    const storage = memoryStorage();
    const first = env.kernel([email()], storage);
    await first.start();
    await first.email.sendCode('reload@example.com');
    const user = await first.email.loginWithCode(await env.latestCode('reload@example.com'));

    const reloaded = env.kernel([email()], storage);
    await reloaded.start();
    expect(reloaded.getSnapshot().user?.id).toBe(user.id);
    expect(reloaded.getSnapshot().ready).toBe(true);
  });

  it('refuses a wrong code with invalid_credentials and keeps the user logged out', async () => {
    const { portico } = await emailOnly();
    await portico.email.sendCode('wrong@example.com');
    const error = await rejection(portico.email.loginWithCode('000000'));
    expect(error.code).toBe('invalid_credentials');
    expect(portico.email.getState()).toMatchObject({ status: 'error', error: { code: 'invalid_credentials' } });
    expect(portico.getSnapshot().user).toBeNull();
  });

  it('refuses an expired code (after 10 minutes)', async () => {
    const { env, portico } = await emailOnly();
    await portico.email.sendCode('late@example.com');
    const code = await env.latestCode('late@example.com');
    env.clock.now += 10 * 60 * 1000 + 1;
    expect((await rejection(portico.email.loginWithCode(code))).code).toBe('invalid_credentials');
  });

  it('refuses a code used twice', async () => {
    const { env, portico } = await emailOnly();
    await portico.email.sendCode('twice@example.com');
    const code = await env.latestCode('twice@example.com');
    await portico.email.loginWithCode(code);
    await portico.logout();
    expect((await rejection(portico.email.loginWithCode(code))).code).toBe('invalid_credentials');
  });

  it('is rate limited per address', async () => {
    const { portico } = await emailOnly();
    for (let i = 0; i < 5; i++) await portico.email.sendCode('busy@example.com');
    const error = await rejection(portico.email.sendCode('busy@example.com'));
    expect(error.code).toBe('too_many_requests');
    expect(error.status).toBe(429);
    expect(portico.email.getState().status).toBe('error');
  });

  it('in no-signup mode refuses an unknown address with user_does_not_exist', async () => {
    const { signIn } = await emailOnly();
    expect((await rejection(signIn('nobody@example.com', { mode: 'no-signup' }))).code).toBe('user_does_not_exist');
  });

  it('links, updates and unlinks addresses of the logged-in user', async () => {
    const { env, portico, signIn } = await emailOnly();
    const events: string[] = [];
    portico.on('link', ({ accountType }) => events.push(`link:${accountType}`));
    portico.on('unlink', ({ accountType }) => events.push(`unlink:${accountType}`));
    await signIn('first@example.com');

    await portico.email.sendCode('second@example.com');
    const tooMany = await rejection(portico.email.link(await env.latestCode('second@example.com')));
    expect(tooMany.code).toBe('cannot_link_more_of_type');
    expect(tooMany.shortMessage).toBe('User already has an account of type email linked.');

    await portico.email.sendCode('third@example.com');
    const updated = await portico.email.update('first@example.com', 'third@example.com', await env.latestCode('third@example.com'));
    expect(updated.email?.address).toBe('third@example.com');

    const unlinked = await portico.email.unlink('third@example.com');
    expect(unlinked.email).toBeUndefined();

    await portico.email.sendCode('fourth@example.com');
    const linked = await portico.email.link(await env.latestCode('fourth@example.com'));
    expect(linked.email?.address).toBe('fourth@example.com');
    expect(portico.getSnapshot().user?.email?.address).toBe('fourth@example.com');
    expect(events).toEqual(['unlink:email', 'link:email']);
  });

  it('refuses to link an address that belongs to another user', async () => {
    const { env, portico, signIn } = await emailOnly();
    await signIn('owner@example.com');
    await portico.logout();
    await signIn('other@example.com');
    await portico.email.unlink('other@example.com');
    await portico.email.sendCode('owner@example.com');
    const error = await rejection(portico.email.link(await env.latestCode('owner@example.com')));
    expect(error.code).toBe('linked_to_another_user');
  });

  it('needs an authenticated user to link, update or unlink', async () => {
    const { env, portico } = await emailOnly();
    await portico.email.sendCode('anon@example.com');
    const code = await env.latestCode('anon@example.com');
    expect((await rejection(portico.email.link(code))).code).toBe('must_be_authenticated');
    expect((await rejection(portico.email.unlink('anon@example.com'))).code).toBe('must_be_authenticated');
    expect((await rejection(portico.email.update('a@example.com', 'anon@example.com', code))).code).toBe('must_be_authenticated');
  });

  it('checks its inputs before calling the server', async () => {
    const { env, portico } = await emailOnly();
    const before = env.requests.length;
    expect((await rejection(portico.email.sendCode('  '))).shortMessage).toBe('Email must be set');
    expect((await rejection(portico.email.loginWithCode('123456'))).shortMessage).toBe('Email and email code must be set');
    await portico.email.sendCode('trim@example.com');
    expect((await rejection(portico.email.loginWithCode('   '))).shortMessage).toBe('Email and email code must be set');
    expect((await rejection(portico.email.update('', 'x@example.com', '123456'))).shortMessage).toBe(
      'Old email, new email and email code must be set',
    );
    expect(env.requests.length).toBe(before + 1);
  });

  it('trims the code before use', async () => {
    const { env, portico } = await emailOnly();
    await portico.email.sendCode('spaces@example.com');
    const user = await portico.email.loginWithCode(`  ${await env.latestCode('spaces@example.com')}\n`);
    expect(user.email?.address).toBe('spaces@example.com');
  });

  it('ignores a login while a non-guest user is logged in, with a warning', async () => {
    const { env, portico, signIn } = await emailOnly();
    const user = await signIn('here@example.com');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await portico.email.sendCode('someone-else@example.com');
    const result = await portico.email.loginWithCode(await env.latestCode('someone-else@example.com'));
    expect(result.id).toBe(user.id);
    expect(warn).toHaveBeenCalled();
    expect(env.requests.some((r) => r.url.endsWith('/passwordless/authenticate') && r !== env.requests.at(-1))).toBe(true);
  });

  it('goes through the OTP states in order', async () => {
    const { env, portico } = await emailOnly();
    const seen: string[] = [portico.email.getState().status];
    portico.subscribe(() => {
      const status = portico.email.getState().status;
      if (seen.at(-1) !== status) seen.push(status);
    });
    await portico.email.sendCode('states@example.com');
    await portico.email.loginWithCode(await env.latestCode('states@example.com'));
    expect(seen).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done']);
  });
});
