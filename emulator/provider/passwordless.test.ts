// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AuthResponseWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { CODE_TTL_MS } from './codes';
import { OutboxMessageSchema, startEmulator, testClock } from '../test-support';

const AUTHENTICATE = '/api/v1/passwordless/authenticate';
const INIT = '/api/v1/passwordless/init';
const INVALID_CODE = { status: 401, code: 'invalid_credentials', error: 'Invalid or expired verification code' };

/** A six-digit code guaranteed to differ from `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('passwordless email login', () => {
  it('signs up a new user, then logs the same user in', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });

    const signUp = await api.logIn('Ada@Example.com');
    expect(signUp.is_new_user).toBe(true);
    expect(signUp.session_update_action).toBe('set');
    expect(signUp.refresh_token).toMatch(/^[\w-]{43}$/);
    const [account] = signUp.user?.linked_accounts ?? [];
    const seconds = clock.now() / 1000;
    expect(account).toEqual({
      type: 'email',
      address: 'ada@example.com',
      verified_at: seconds,
      first_verified_at: seconds,
      latest_verified_at: seconds,
    });

    clock.advance(5_000);
    const login = await api.logIn('ada@example.com');
    expect(login.is_new_user).toBe(false);
    expect(login.user?.id).toBe(signUp.user?.id);
    expect(login.user?.linked_accounts[0]).toMatchObject({
      first_verified_at: seconds,
      latest_verified_at: seconds + 5,
    });
  });

  it('sends a zero-padded six-digit code to the outbox', async () => {
    const api = startEmulator();
    expect(await api.sendCode('ada@example.com')).toMatch(/^\d{6}$/);
    const message = await api.call('/dev/outbox?to=ada@example.com', { appId: null });
    const parsed = OutboxMessageSchema.parse(JSON.parse(message.text));
    expect(parsed).toMatchObject({ to: 'ada@example.com', channel: 'email' });
  });

  it('refuses a wrong, an expired and a reused code', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    const email = 'ada@example.com';

    const code = await api.sendCode(email);
    expect(await api.fail(AUTHENTICATE, { body: { email, code: wrongCodeFor(code) } })).toMatchObject(INVALID_CODE);
    await api.ok(AuthResponseWire, AUTHENTICATE, { body: { email, code: ` ${code} ` } });
    expect(await api.fail(AUTHENTICATE, { body: { email, code } })).toMatchObject(INVALID_CODE);

    const late = await api.sendCode(email);
    clock.advance(CODE_TTL_MS);
    expect(await api.fail(AUTHENTICATE, { body: { email, code: late } })).toMatchObject(INVALID_CODE);
  });

  it('invalidates a code after five wrong tries', async () => {
    const api = startEmulator();
    const email = 'ada@example.com';
    const code = await api.sendCode(email);
    for (let i = 0; i < 5; i++) await api.fail(AUTHENTICATE, { body: { email, code: wrongCodeFor(code) } });
    expect(await api.fail(AUTHENTICATE, { body: { email, code } })).toMatchObject(INVALID_CODE);
  });

  it('replaces a pending code with a new one', async () => {
    const api = startEmulator();
    const email = 'ada@example.com';
    const first = await api.sendCode(email);
    const second = await api.sendCode(email);
    // Two random codes are equal once in a million sends; only distinct codes can show the replacement.
    if (first !== second) {
      expect(await api.fail(AUTHENTICATE, { body: { email, code: first } })).toMatchObject(INVALID_CODE);
    }
    await api.ok(AuthResponseWire, AUTHENTICATE, { body: { email, code: second } });
  });

  it('allows five sends per address in ten minutes', async () => {
    const clock = testClock();
    const api = startEmulator({ now: clock.now });
    for (let i = 0; i < 5; i++) await api.sendCode('ada@example.com');
    expect(await api.fail(INIT, { body: { email: 'ada@example.com' } })).toMatchObject({
      status: 429,
      code: 'too_many_requests',
    });
    await api.sendCode('grace@example.com');
    clock.advance(10 * 60 * 1000);
    await api.sendCode('ada@example.com');
  });

  it('refuses an invalid email address', async () => {
    const api = startEmulator();
    for (const email of ['not-an-email', 'a@b', 'a b@c.d', 'a@.com']) {
      expect(await api.fail(INIT, { body: { email } })).toMatchObject({ status: 400, code: 'invalid_data' });
    }
  });

  it('does not sign up in no-signup mode', async () => {
    const api = startEmulator();
    const email = 'ada@example.com';
    const code = await api.sendCode(email);
    expect(await api.fail(AUTHENTICATE, { body: { email, code, mode: 'no-signup' } })).toMatchObject({
      status: 404,
      code: 'user_does_not_exist',
    });

    await api.logIn(email);
    const again = await api.sendCode(email);
    const login = await api.ok(AuthResponseWire, AUTHENTICATE, { body: { email, code: again, mode: 'no-signup' } });
    expect(login.is_new_user).toBe(false);
  });

  it('rejects addresses outside the allowlist', async () => {
    const api = startEmulator();
    await api.configureApp(DEMO_APP_ID, { allowlist: ['Invited@Example.com'] });
    const email = 'stranger@example.com';
    const code = await api.sendCode(email);
    expect(await api.fail(AUTHENTICATE, { body: { email, code } })).toMatchObject({
      status: 403,
      code: 'allowlist_rejected',
    });
    expect((await api.logIn('invited@example.com')).is_new_user).toBe(true);
  });

  it('stops sign-ups at the app user limit but still logs existing users in', async () => {
    const api = startEmulator();
    await api.configureApp(DEMO_APP_ID, { max_users: 1 });
    await api.logIn('ada@example.com');
    const email = 'grace@example.com';
    const code = await api.sendCode(email);
    expect(await api.fail(AUTHENTICATE, { body: { email, code } })).toMatchObject({
      status: 403,
      code: 'max_accounts_reached',
    });
    expect((await api.logIn('ada@example.com')).is_new_user).toBe(false);
  });

  it('refuses email when the app has it switched off', async () => {
    const api = startEmulator();
    await api.configureApp(DEMO_APP_ID, { email_auth: false });
    expect(await api.fail(INIT, { body: { email: 'ada@example.com' } })).toMatchObject({
      status: 403,
      code: 'disallowed_login_method',
    });
  });

  it('keeps users of different apps apart', async () => {
    const api = startEmulator();
    const other = 'other-app-000000000000001';
    await api.configureApp(other);
    const demo = await api.logIn('ada@example.com');
    const elsewhere = await api.logIn('ada@example.com', other);
    expect(elsewhere.is_new_user).toBe(true);
    expect(elsewhere.user?.id).not.toBe(demo.user?.id);
  });
});
