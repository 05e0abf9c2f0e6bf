// @vitest-environment node
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { AuthResponseWire, toSeconds, UserWire } from '../../schemas';
import { TelegramAuthResult } from '../../schemas/telegram';
import {
  MINI_APP_FIELDS,
  signWidgetData,
  signWebAppData,
  TEST_BOT,
  TEST_BOT_TOKEN,
  telegramAppConfig,
  telegramSignature,
} from '../../test/support/telegram';
import { DEMO_APP_ID } from './apps';
import { TELEGRAM_MAX_AGE_SECONDS } from './telegram';
import { startEmulator, testClock } from '../test-support';

const AUTHENTICATE = '/api/v1/telegram/authenticate';
const LINK = '/api/v1/telegram/link';
const UNLINK = '/api/v1/telegram/unlink';
const ADA = { id: 4242, first_name: 'Ada', last_name: 'Lovelace', username: 'ada_tg' };
const GRACE = { id: 4343, first_name: 'Grace', username: 'grace_tg' };
const ORIGIN = 'http://127.0.0.1:5173';
const INVALID = { status: 401, code: 'invalid_credentials' };

/** The demo app with Telegram login on for the test bot. */
async function telegramApp(config: Record<string, unknown> = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now });
  const configured = await api.configureApp(DEMO_APP_ID, { ...telegramAppConfig(), ...config });
  if (configured.status !== 200) throw new Error(configured.text);
  const nowSeconds = () => toSeconds(clock.now());
  const widget = (user: typeof ADA | typeof GRACE, token = TEST_BOT_TOKEN) => signWidgetData(token, user, nowSeconds());
  const webApp = (user: object, token = TEST_BOT_TOKEN) =>
    signWebAppData(token, { query_id: 'AAH1', user: JSON.stringify(user), chat_type: 'private', chat_instance: '-77' }, nowSeconds());
  const logIn = (body: object, token?: string) => api.ok(AuthResponseWire, AUTHENTICATE, { body, token });
  return { api, clock, widget, webApp, logIn };
}

describe('Telegram login', () => {
  it('signs up with the login widget’s data, then logs the same user in; the account is on the wire', async () => {
    const { clock, widget, logIn } = await telegramApp();
    const signUp = await logIn({ telegram_auth_result: widget(ADA) });
    const seconds = toSeconds(clock.now());
    expect(signUp.is_new_user).toBe(true);
    expect(signUp.user?.linked_accounts).toEqual([
      {
        type: 'telegram',
        telegram_user_id: '4242',
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'ada_tg',
        photo_url: null,
        verified_at: seconds,
        first_verified_at: seconds,
        latest_verified_at: seconds,
      },
    ]);
    clock.advance(5_000);
    const again = await logIn({ telegram_auth_result: widget(ADA) });
    expect(again).toMatchObject({ is_new_user: false, user: { id: signUp.user?.id } });
  });

  it('logs in with Mini App init data, as the same user as the widget', async () => {
    const { widget, webApp, logIn } = await telegramApp();
    const first = await logIn({ telegram_web_app_data: webApp(ADA) });
    expect(first.user?.linked_accounts[0]).toMatchObject({ type: 'telegram', telegram_user_id: '4242', username: 'ada_tg' });
    expect((await logIn({ telegram_auth_result: widget(ADA) })).user?.id).toBe(first.user?.id);
  });

  it('logs in with fresh Mini App init data carrying fields Telegram added, and refuses any of them tampered with', async () => {
    const { api, clock, logIn } = await telegramApp();
    const signed = signWebAppData(TEST_BOT_TOKEN, { ...MINI_APP_FIELDS, user: JSON.stringify(ADA) }, toSeconds(clock.now()));
    expect((await logIn({ telegram_web_app_data: signed })).user?.linked_accounts[0]).toMatchObject({ telegram_user_id: '4242' });

    const { foo_bar: _dropped, ...withoutOne } = signed;
    const mismatch = { ...INVALID, error: 'Invalid Telegram authentication data: the hash does not match' };
    for (const data of [
      { ...signed, signature: `${signed.signature}x` },
      { ...signed, chat_type: 'group' },
      { ...signed, foo_bar: 'baz' },
      withoutOne,
      { ...signed, start_param: 'unsigned' },
    ]) {
      expect(await api.fail(AUTHENTICATE, { body: { telegram_web_app_data: data } })).toEqual(mismatch);
    }
  });

  it('checks every field of the login widget’s data too, unknown ones included', async () => {
    const { api, clock, logIn } = await telegramApp();
    const signed = signWidgetData(TEST_BOT_TOKEN, { ...ADA, foo_bar: 'baz', added_id: 7 }, toSeconds(clock.now()));
    await logIn({ telegram_auth_result: signed });
    expect(await api.fail(AUTHENTICATE, { body: { telegram_auth_result: { ...signed, added_id: 8 } } })).toMatchObject(INVALID);
  });

  it('refuses a tampered field, another bot’s token and data more than a day old', async () => {
    const { api, clock, widget, webApp } = await telegramApp();
    const tampered = { ...widget(ADA), username: 'mallory' };
    const wrongBot = widget(ADA, '999999:OTHER-TOKEN');
    const tamperedApp = { ...webApp(ADA), user: JSON.stringify({ ...ADA, id: 1 }) };
    for (const body of [{ telegram_auth_result: tampered }, { telegram_auth_result: wrongBot }, { telegram_web_app_data: tamperedApp }]) {
      expect(await api.fail(AUTHENTICATE, { body })).toEqual({ ...INVALID, error: 'Invalid Telegram authentication data: the hash does not match' });
    }

    const signed = widget(ADA);
    const signedApp = webApp(ADA);
    clock.advance(TELEGRAM_MAX_AGE_SECONDS * 1000);
    await api.ok(AuthResponseWire, AUTHENTICATE, { body: { telegram_auth_result: signed } });
    clock.advance(1000);
    const stale = { ...INVALID, error: 'Telegram authentication data is more than a day old' };
    expect(await api.fail(AUTHENTICATE, { body: { telegram_auth_result: signed } })).toEqual(stale);
    expect(await api.fail(AUTHENTICATE, { body: { telegram_web_app_data: signedApp } })).toEqual(stale);
  });

  it('the two schemes are not interchangeable', async () => {
    const { api, clock, logIn } = await telegramApp();
    const widgetFields = { ...ADA, auth_date: toSeconds(clock.now()) };
    const appFields = { user: JSON.stringify(ADA), auth_date: String(toSeconds(clock.now())) };
    // Each set of fields signed with the other scheme's key is refused; with its own key it passes.
    const widgetWithAppKey = { ...widgetFields, hash: telegramSignature('web-app', TEST_BOT_TOKEN, widgetFields) };
    const appWithWidgetKey = { ...appFields, hash: telegramSignature('widget', TEST_BOT_TOKEN, appFields) };
    expect(await api.fail(AUTHENTICATE, { body: { telegram_auth_result: widgetWithAppKey } })).toMatchObject(INVALID);
    expect(await api.fail(AUTHENTICATE, { body: { telegram_web_app_data: appWithWidgetKey } })).toMatchObject(INVALID);
    await logIn({ telegram_auth_result: { ...widgetFields, hash: telegramSignature('widget', TEST_BOT_TOKEN, widgetFields) } });
    await logIn({ telegram_web_app_data: { ...appFields, hash: telegramSignature('web-app', TEST_BOT_TOKEN, appFields) } });
  });

  it('refuses a missing hash, both proofs at once, or none, with invalid_data', async () => {
    const { api, widget, webApp } = await telegramApp();
    const { hash: _hash, ...unsigned } = widget(ADA);
    const both = { telegram_auth_result: widget(ADA), telegram_web_app_data: webApp(ADA) };
    for (const body of [{ telegram_auth_result: unsigned }, both, { mode: 'login-or-sign-up' }]) {
      expect(await api.fail(AUTHENTICATE, { body })).toMatchObject({ status: 400, code: 'invalid_data' });
    }
  });

  it('refuses fields beyond their bounds with 400 invalid_data, before any hash is computed', async () => {
    const { api, clock, widget, webApp, logIn } = await telegramApp();
    const app = webApp(ADA);
    // `user`, `auth_date` and `hash` with 29 more make the 32 fields allowed; one more is refused.
    const withExtraFields = (count: number) =>
      signWebAppData(
        TEST_BOT_TOKEN,
        { user: JSON.stringify(ADA), ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${'x'.repeat(i)}`, 'v'])) },
        toSeconds(clock.now()),
      );
    await logIn({ telegram_web_app_data: withExtraFields(29) });
    const badAppData = [
      withExtraFields(30),
      { ...app, Foo: 'x' },
      { ...app, foo1: 'x' },
      { ...app, 'foo-bar': 'x' },
      { ...app, [`f${'x'.repeat(64)}`]: 'x' },
      { ...app, foo_bar: 'x'.repeat(4097) },
      { ...app, foo_bar: 1 },
      { ...app, foo_bar: null },
      { ...app, chat_type: 'private\nauth_date=1' },
      { ...app, user: '' },
    ];
    const badWidgetData = [
      { ...widget(ADA), foo_bar: { nested: true } },
      { ...widget(ADA), foo_bar: 1.5 },
      { ...widget(ADA), foo_bar: 'x'.repeat(4097) },
      { ...widget(ADA), FooBar: 'x' },
    ];
    const bodies = [
      ...badAppData.map((data) => ({ telegram_web_app_data: data })),
      ...badWidgetData.map((data) => ({ telegram_auth_result: data })),
    ];
    for (const body of bodies) {
      expect(await api.fail(AUTHENTICATE, { body })).toMatchObject({ status: 400, code: 'invalid_data' });
    }
    expect(await api.fail(AUTHENTICATE, { body: { telegram_web_app_data: { ...app, Foo: 'x' } } })).toMatchObject({
      error: 'Invalid telegram_web_app_data: invalid value',
    });
  });

  it('is refused when the app does not allow Telegram login or has no bot token', async () => {
    const refused = { status: 403, code: 'disallowed_login_method', error: 'Login with Telegram is not allowed for this app' };
    const off = await telegramApp({ telegram_auth: false });
    expect(await off.api.fail(AUTHENTICATE, { body: { telegram_auth_result: off.widget(ADA) } })).toEqual(refused);
    const api = startEmulator();
    await api.configureApp(DEMO_APP_ID, { telegram_auth: true, telegram_auth_config: TEST_BOT });
    const body = { telegram_auth_result: signWidgetData(TEST_BOT_TOKEN, ADA, toSeconds(Date.now())) };
    expect(await api.fail(AUTHENTICATE, { body })).toEqual(refused);
  });

  it('keeps the bot token on the server', async () => {
    const { api } = await telegramApp();
    const config = await api.call(`/api/v1/apps/${DEMO_APP_ID}`, { appId: null });
    expect(JSON.parse(config.text)).toMatchObject({ telegram_auth: true, telegram_auth_config: TEST_BOT });
    expect(config.text).not.toContain(TEST_BOT_TOKEN);
    expect((await api.configureApp(DEMO_APP_ID, { telegram_bot_token: 'not a token' })).status).toBe(400);
  });

  it('limits attempts per Telegram user to 10 a minute (429 too_many_requests)', async () => {
    const { api, clock, widget, logIn } = await telegramApp();
    for (let i = 0; i < 10; i++) await logIn({ telegram_auth_result: widget(ADA) });
    expect(await api.fail(AUTHENTICATE, { body: { telegram_auth_result: widget(ADA) } })).toMatchObject({ status: 429, code: 'too_many_requests' });
    await logIn({ telegram_auth_result: widget(GRACE) });
    clock.advance(60_001);
    await logIn({ telegram_auth_result: widget(ADA) });
  });

  it('needs a captcha token when the app enables a captcha', async () => {
    const { api, widget } = await telegramApp({ captcha_enabled: true, captcha_site_key: 'test-pass-telegram' });
    const body = { telegram_auth_result: widget(ADA) };
    expect(await api.fail(AUTHENTICATE, { body })).toMatchObject({ status: 400, code: 'invalid_captcha' });
    const { token } = await api.ok(z.object({ token: z.string() }), '/dev/captcha/tokens', { body: { sitekey: 'test-pass-telegram' }, appId: null });
    await api.ok(AuthResponseWire, AUTHENTICATE, { body: { ...body, captcha_token: token } });
  });

  it('upgrades a guest who logs in with Telegram', async () => {
    const { api, widget, logIn } = await telegramApp({ guest_auth: true });
    const guest = await api.ok(AuthResponseWire, '/api/v1/guest/authenticate', { body: { guest_credential: 'g'.repeat(43) } });
    const upgraded = await logIn({ telegram_auth_result: widget(ADA) }, guest.token ?? undefined);
    expect(upgraded.user).toMatchObject({ id: guest.user?.id, is_guest: false });
  });
});

describe('linking Telegram accounts', () => {
  async function emailUser() {
    const app = await telegramApp();
    const { token } = await app.api.logIn('ada@example.com');
    return { ...app, token: token! };
  }

  it('links one Telegram account, which then logs the same user in, and unlinks it', async () => {
    const { api, widget, webApp, logIn, token } = await emailUser();
    const linked = await api.ok(UserWire, LINK, { body: { telegram_auth_result: widget(ADA) }, token });
    expect(linked.linked_accounts.map((account) => account.type)).toEqual(['email', 'telegram']);
    expect((await logIn({ telegram_web_app_data: webApp(ADA) })).user?.id).toBe(linked.id);

    expect(await api.fail(LINK, { body: { telegram_auth_result: widget(GRACE) }, token })).toEqual({
      status: 400,
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type telegram linked.',
    });

    const unlinked = await api.ok(UserWire, UNLINK, { body: { telegram_user_id: '4242' }, token });
    expect(unlinked.linked_accounts.map((account) => account.type)).toEqual(['email']);
    expect(await api.fail(UNLINK, { body: { telegram_user_id: '4242' }, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('refuses an account another user owns with 400 linked_to_another_user (never 409, which clients retry)', async () => {
    const { api, widget, logIn, token } = await emailUser();
    await logIn({ telegram_auth_result: widget(GRACE) });
    expect(await api.fail(LINK, { body: { telegram_auth_result: widget(GRACE) }, token })).toEqual({
      status: 400,
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    });
  });

  it('checks the signature when linking too, and needs a logged-in user', async () => {
    const { api, widget, token } = await emailUser();
    const tampered = { ...widget(ADA), first_name: 'Eve' };
    expect(await api.fail(LINK, { body: { telegram_auth_result: tampered }, token })).toMatchObject(INVALID);
    expect(await api.fail(LINK, { body: { telegram_auth_result: widget(ADA) } })).toMatchObject({ status: 401 });
  });
});

describe("the emulator's Telegram login window", () => {
  const page = (query: string) => `/telegram/auth?${query}`;

  it('serves the login script', async () => {
    const { api } = await telegramApp();
    const script = await api.call('/js/telegram-login.js', { appId: null });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain("data('onauth')");
  });

  it('shows a form for a test user of a known bot, returning to a localhost origin only', async () => {
    const { api } = await telegramApp();
    const shown = await api.call(page(`bot_id=123456&origin=${encodeURIComponent(ORIGIN)}&request_access=write&lang=en`), { appId: null });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Log in to PorticoTestBot with Telegram');
    expect(shown.text).toContain('PorticoTestBot will also be allowed to send you messages.');
    expect(shown.text).toContain(`data-origin="${ORIGIN}"`);
    expect((await api.call(page(`bot_id=123456&origin=${encodeURIComponent('https://evil.example')}`), { appId: null })).status).toBe(400);
    expect((await api.call(page(`bot_id=999&origin=${encodeURIComponent(ORIGIN)}`), { appId: null })).status).toBe(404);
  });

  it('signs an approved user with the bot token: the result logs in', async () => {
    const { api, logIn } = await telegramApp();
    const approved = await api.ok(TelegramAuthResult, '/telegram/auth', {
      body: { bot_id: '123456', id: 777, first_name: 'Test', username: 'test_user' },
      appId: null,
    });
    expect(approved).not.toHaveProperty('last_name');
    const login = await logIn({ telegram_auth_result: approved });
    expect(login.user?.linked_accounts[0]).toMatchObject({ telegram_user_id: '777', first_name: 'Test', last_name: null });
    expect(await api.fail('/telegram/auth', { body: { bot_id: '1', id: 1, first_name: 'X' }, appId: null })).toMatchObject({ status: 404 });
  });
});
