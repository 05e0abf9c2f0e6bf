// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AuthResponseWire, UserWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import { CODE_TTL_MS } from './codes';
import { OutboxMessageSchema, startEmulator, testClock } from '../test-support';

const INIT = '/api/v1/passwordless_sms/init';
const AUTHENTICATE = '/api/v1/passwordless_sms/authenticate';
const LINK = '/api/v1/passwordless_sms/link';
const UPDATE = '/api/v1/passwordless_sms/update';
const UNLINK = '/api/v1/passwordless_sms/unlink';
const Ack = z.object({ success: z.literal(true) });

const ADA = '+14155550101';
const GRACE = '+14155550102';
const INVALID_CODE = { status: 401, code: 'invalid_credentials', error: 'Invalid or expired verification code' };
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The demo app with SMS login on (and email, for users who link a number later). */
async function smsApp(config: Record<string, unknown> = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, { sms_auth: true, ...config });
  if (configured.status !== 200) throw new Error(configured.text);
  const sendCode = async (phoneNumber: string, token?: string) => {
    await api.ok(Ack, INIT, { body: { phoneNumber }, token });
    return api.latestCode(phoneNumber);
  };
  const logIn = async (phoneNumber: string, options: { mode?: string; token?: string } = {}) => {
    const body = { phoneNumber, code: await sendCode(phoneNumber), ...(options.mode && { mode: options.mode }) };
    return api.ok(AuthResponseWire, AUTHENTICATE, { body, token: options.token });
  };
  return { api, clock, sendCode, logIn };
}

describe('passwordless SMS login', () => {
  it('signs up a new user with a phone account (camelCase on the wire), then logs the same user in', async () => {
    const { api, clock, logIn } = await smsApp();
    const signUp = await logIn(ADA);
    expect(signUp.is_new_user).toBe(true);
    const seconds = clock.now() / 1000;
    expect(signUp.user?.linked_accounts).toEqual([
      { type: 'phone', phoneNumber: ADA, verified_at: seconds, first_verified_at: seconds, latest_verified_at: seconds },
    ]);

    clock.advance(5_000);
    const login = await logIn(ADA);
    expect(login).toMatchObject({ is_new_user: false, user: { id: signUp.user?.id } });
    expect(login.user?.linked_accounts[0]).toMatchObject({ latest_verified_at: seconds + 5 });

    const message = await api.call(`/dev/outbox?to=${encodeURIComponent(ADA)}`, { appId: null });
    expect(OutboxMessageSchema.parse(JSON.parse(message.text))).toMatchObject({ to: ADA, channel: 'sms' });
  });

  it('reads a formatted number as its E.164 form', async () => {
    const { api } = await smsApp();
    await api.ok(Ack, INIT, { body: { phoneNumber: '+1 (415) 555-0101' } });
    const code = await api.latestCode(ADA);
    const auth = await api.ok(AuthResponseWire, AUTHENTICATE, { body: { phoneNumber: ADA, code } });
    expect(auth.user?.linked_accounts[0]).toMatchObject({ type: 'phone', phoneNumber: ADA });
  });

  it.each(['4155550101', '+04155550101', '+12345', '+1415555010112345', 'phone'])(
    'refuses %s with invalid_data',
    async (phoneNumber) => {
      const { api } = await smsApp();
      expect(await api.fail(INIT, { body: { phoneNumber } })).toMatchObject({ status: 400, code: 'invalid_data' });
    },
  );

  it('is refused unless the app allows SMS login', async () => {
    const api = startEmulator();
    const refused = { status: 403, code: 'disallowed_login_method' };
    expect(await api.fail(INIT, { body: { phoneNumber: ADA } })).toMatchObject(refused);
    expect(await api.fail(AUTHENTICATE, { body: { phoneNumber: ADA, code: '123456' } })).toMatchObject(refused);
  });

  it('sends no code to an unsupported region (not_supported), and a dev app setting lists the regions', async () => {
    const { api, sendCode } = await smsApp({ sms_unsupported_regions: ['+7', '+44'] });
    expect(await api.fail(INIT, { body: { phoneNumber: '+79123456789' } })).toEqual({
      status: 400,
      code: 'not_supported',
      error: 'SMS authentication from this region is not available',
    });
    expect((await api.fail(INIT, { body: { phoneNumber: '+447400123456' } })).code).toBe('not_supported');
    expect(await sendCode(ADA)).toMatch(/^\d{6}$/);
    // A server setting: never part of the app configuration clients read.
    const config = await api.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null });
    expect(config.text).not.toContain('sms_unsupported_regions');
    const badRegion = await api.configureApp(DEMO_APP_ID, { sms_auth: true, sms_unsupported_regions: ['7'] });
    expect(badRegion.status).toBe(400);
  });

  it('refuses a wrong, an expired and a reused code, and a code after five wrong tries', async () => {
    const { api, clock, sendCode } = await smsApp();
    const code = await sendCode(ADA);
    const attempt = (c: string) => api.fail(AUTHENTICATE, { body: { phoneNumber: ADA, code: c } });
    expect(await attempt(wrongCodeFor(code))).toMatchObject(INVALID_CODE);
    await api.ok(AuthResponseWire, AUTHENTICATE, { body: { phoneNumber: ADA, code } });
    expect(await attempt(code)).toMatchObject(INVALID_CODE);

    const late = await sendCode(ADA);
    clock.advance(CODE_TTL_MS);
    expect(await attempt(late)).toMatchObject(INVALID_CODE);

    const tried = await sendCode(ADA);
    for (let i = 0; i < 5; i++) await attempt(wrongCodeFor(tried));
    expect(await attempt(tried)).toMatchObject(INVALID_CODE);
  });

  it('limits sends per number to 5 in 10 minutes (429 too_many_requests)', async () => {
    const { api, clock, sendCode } = await smsApp();
    for (let i = 0; i < 5; i++) await sendCode(ADA);
    expect(await api.fail(INIT, { body: { phoneNumber: ADA } })).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(await sendCode(GRACE)).toMatch(/^\d{6}$/);
    clock.advance(10 * 60 * 1000 + 1);
    expect(await sendCode(ADA)).toMatch(/^\d{6}$/);
  });

  it('needs a captcha token when the app enables a captcha, like an email code request', async () => {
    const { api } = await smsApp({ captcha_enabled: true, captcha_site_key: 'test-pass-emulator' });
    expect(await api.fail(INIT, { body: { phoneNumber: ADA } })).toMatchObject({ status: 400, code: 'invalid_captcha' });
    const TokenAnswer = z.object({ token: z.string() });
    const { token } = await api.ok(TokenAnswer, '/dev/captcha/tokens', { body: { sitekey: 'test-pass-emulator' }, appId: null });
    await api.ok(Ack, INIT, { body: { phoneNumber: ADA, token } });
  });

  it('refuses an unknown number in no-signup mode', async () => {
    const { api, sendCode } = await smsApp();
    const code = await sendCode(ADA);
    expect(await api.fail(AUTHENTICATE, { body: { phoneNumber: ADA, code, mode: 'no-signup' } })).toMatchObject({
      status: 404,
      code: 'user_does_not_exist',
    });
  });

  it('applies the allowlist to numbers', async () => {
    const { api, logIn, sendCode } = await smsApp({ allowlist: [GRACE] });
    expect((await logIn(GRACE)).user?.linked_accounts[0]).toMatchObject({ phoneNumber: GRACE });
    const code = await sendCode(ADA);
    expect((await api.fail(AUTHENTICATE, { body: { phoneNumber: ADA, code } })).code).toBe('allowlist_rejected');
  });

  it('upgrades a guest who logs in by SMS: same user, no longer a guest', async () => {
    const { api, logIn } = await smsApp({ guest_auth: true });
    const guest = await api.ok(AuthResponseWire, '/api/v1/guest/authenticate', { body: { guest_credential: 'g'.repeat(43) } });
    const upgraded = await logIn(ADA, { token: guest.token ?? undefined });
    expect(upgraded.user).toMatchObject({ id: guest.user?.id, is_guest: false });
    expect(upgraded.user?.linked_accounts.map((account) => account.type)).toEqual(['guest', 'phone']);
  });
});

describe('linking phone numbers', () => {
  /** A user logged in by email, who has no phone yet. */
  async function emailUser(config: Record<string, unknown> = {}) {
    const app = await smsApp(config);
    const { token } = await app.api.logIn('ada@example.com');
    return { ...app, token: token! };
  }

  it('links a number, one per user, and the number then logs the same user in', async () => {
    const { api, sendCode, logIn, token } = await emailUser();
    const user = await api.ok(UserWire, LINK, { body: { phoneNumber: ADA, code: await sendCode(ADA) }, token });
    expect(user.linked_accounts.map((account) => account.type)).toEqual(['email', 'phone']);
    expect((await logIn(ADA)).user?.id).toBe(user.id);

    const second = { phoneNumber: GRACE, code: await sendCode(GRACE) };
    expect(await api.fail(LINK, { body: second, token })).toEqual({
      status: 400,
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type phone linked.',
    });
  });

  it("refuses another user's number with 400 linked_to_another_user (never 409, which clients retry)", async () => {
    const { api, sendCode, logIn, token } = await emailUser();
    await logIn(GRACE);
    expect(await api.fail(LINK, { body: { phoneNumber: GRACE, code: await sendCode(GRACE) }, token })).toEqual({
      status: 400,
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    });
  });

  it('needs an authenticated user to link, update or unlink', async () => {
    const { api } = await smsApp();
    const must = { status: 401, code: 'must_be_authenticated' };
    expect(await api.fail(LINK, { body: { phoneNumber: ADA, code: '123456' } })).toMatchObject(must);
    const update = { old_phone_number: ADA, new_phone_number: GRACE, code: '123456' };
    expect(await api.fail(UPDATE, { body: update })).toMatchObject(must);
    expect(await api.fail(UNLINK, { body: { phoneNumber: ADA } })).toMatchObject(must);
  });

  it('updates the number with a code sent to the new one, and needs the old number to be the user’s', async () => {
    const { api, sendCode, logIn } = await smsApp();
    const { token, user } = await logIn(ADA);
    const wrongOld = { old_phone_number: '+14155550199', new_phone_number: GRACE, code: await sendCode(GRACE) };
    expect(await api.fail(UPDATE, { body: wrongOld, token: token! })).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'User has no such phone number',
    });

    const body = { old_phone_number: ADA, new_phone_number: GRACE, code: await sendCode(GRACE) };
    const updated = await api.ok(UserWire, UPDATE, { body, token: token! });
    expect(updated.linked_accounts).toEqual([expect.objectContaining({ type: 'phone', phoneNumber: GRACE })]);
    expect((await logIn(GRACE)).user?.id).toBe(user?.id);
    // The old number belongs to nobody now: it signs a new user up.
    expect((await logIn(ADA)).is_new_user).toBe(true);
  });

  it('unlinks the number, and refuses a number the user does not have', async () => {
    const { api, logIn } = await smsApp();
    const { token } = await logIn(ADA);
    expect(await api.fail(UNLINK, { body: { phoneNumber: GRACE }, token: token! })).toMatchObject({
      status: 400,
      code: 'invalid_data',
    });
    const user = await api.ok(UserWire, UNLINK, { body: { phoneNumber: ADA }, token: token! });
    expect(user.linked_accounts).toEqual([]);
  });
});
