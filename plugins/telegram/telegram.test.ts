import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorticoError, memoryStorage } from '../../kernel/index';
import { toSeconds } from '../../schemas/index';
import type { TelegramAuthResult } from '../../schemas/telegram';
import { setupEmulator } from '../../test/support/emulator';
import { MINI_APP_FIELDS, signWebAppData, signWidgetData, TEST_BOT_TOKEN, telegramAppConfig } from '../../test/support/telegram';
import { telegramFailure } from './failure';
import { telegram } from './index';
import { telegramMessages } from './messages';

const ADA = { id: 4242, first_name: 'Ada', last_name: 'Lovelace', username: 'ada_tg' };
const GRACE = { id: 4343, first_name: 'Grace', username: 'grace_tg' };
const TRY_AGAIN = 'Something went wrong. Try again.';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: PorticoError) => error,
  );

/** happy-dom loads no scripts; pretending they loaded lets a test play the login script's part. */
const happyDom = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;

afterEach(() => {
  history.replaceState(null, '', '/');
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
  document.body.replaceChildren();
});

/** The Telegram plugin alone, against an in-process emulator whose app has the test bot. */
async function telegramOnly(config: Record<string, unknown> = telegramAppConfig()) {
  const env = setupEmulator();
  await env.configureApp(config);
  const storage = memoryStorage();
  const load = async () => {
    const portico = env.kernel([telegram()], storage);
    await portico.start();
    return portico;
  };
  const seconds = () => toSeconds(env.clock.now);
  const widget = (user: Parameters<typeof signWidgetData>[1], token = TEST_BOT_TOKEN) => signWidgetData(token, user, seconds());
  const webApp = (user: object) =>
    signWebAppData(TEST_BOT_TOKEN, { query_id: 'AAH1', user: JSON.stringify(user), start_param: 'promo' }, seconds());
  /** The JSON bodies the kernels sent to a path. */
  const bodiesTo = (path: string) =>
    Promise.all(env.requests.filter((r) => new URL(r.url).pathname === path).map((r) => r.clone().json() as Promise<object>));
  return { env, storage, load, widget, webApp, bodiesTo };
}

describe('telegram plugin alone', () => {
  it('logs in with the login widget’s data: exactly the spec’s fields go to telegram/authenticate', async () => {
    const { load, widget, bodiesTo } = await telegramOnly();
    const portico = await load();
    const logins: string[] = [];
    portico.on('login', ({ method }) => logins.push(method));
    const authResult = widget(ADA);

    const user = await portico.telegram.login({ authResult });
    expect(user.telegram).toMatchObject({ telegramUserId: '4242', firstName: 'Ada', lastName: 'Lovelace', username: 'ada_tg', photoUrl: null });
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(portico.telegram.getState()).toEqual({ status: 'success', error: null });
    expect(logins).toEqual(['telegram']);
    expect(await bodiesTo('/api/v1/telegram/authenticate')).toEqual([
      { captcha_token: null, telegram_auth_result: authResult, mode: 'login-or-sign-up' },
    ]);
  });

  it('logs in with Mini App data, as the same user', async () => {
    const { load, widget, webApp } = await telegramOnly();
    const first = await (await load()).telegram.login({ webAppData: webApp(ADA) });
    const portico = await load();
    await portico.logout();
    expect((await portico.telegram.login({ authResult: widget(ADA) })).id).toBe(first.id);
  });

  it('rejects a tampered field, a wrong bot token, a stale date and a missing hash with the spec’s texts', async () => {
    const { env, load, widget } = await telegramOnly();
    const portico = await load();
    const signed = widget(ADA);
    const { hash: _hash, ...unsigned } = signed;
    const stale = signWidgetData(TEST_BOT_TOKEN, ADA, toSeconds(env.clock.now) - 24 * 60 * 60 - 1);
    const cases = [
      { authResult: { ...signed, first_name: 'Eve' }, message: 'Invalid Telegram authentication data: the hash does not match' },
      { authResult: widget(ADA, '999999:OTHER-TOKEN'), message: 'Invalid Telegram authentication data: the hash does not match' },
      { authResult: stale, message: 'Telegram authentication data is more than a day old' },
      { authResult: unsigned as TelegramAuthResult, message: 'Invalid telegram_auth_result.hash: expected string' },
    ];
    for (const { authResult, message } of cases) {
      const error = await rejection(portico.telegram.login({ authResult }));
      expect(error).toMatchObject({ shortMessage: message, details: TRY_AGAIN, retryable: true });
      expect(portico.telegram.getState()).toEqual({ status: 'error', error });
    }
    expect(portico.getSnapshot().user).toBeNull();
  });

  it('says "Login with Telegram not allowed." when the app does not allow it', async () => {
    const { load, widget } = await telegramOnly({ ...telegramAppConfig(), telegram_auth: false });
    const error = await rejection((await load()).telegram.login({ authResult: widget(ADA) }));
    expect(error).toMatchObject({ code: 'disallowed_login_method', details: 'Login with Telegram not allowed.', retryable: false });
  });

  it('links and unlinks, with the link errors’ Telegram details', async () => {
    const { env, load, widget } = await telegramOnly();
    const portico = await load();
    const ada = await portico.telegram.login({ authResult: widget(ADA) });
    expect(await rejection(portico.telegram.link({ authResult: widget(GRACE) }))).toMatchObject({
      code: 'cannot_link_more_of_type',
      details: TRY_AGAIN,
      retryable: true,
    });

    const unlinked = await portico.telegram.unlink('4242');
    expect(unlinked.telegram).toBeUndefined();
    const linked = await portico.telegram.link({ webAppData: signWebAppData(TEST_BOT_TOKEN, { user: JSON.stringify(GRACE) }, toSeconds(env.clock.now)) });
    expect(linked).toMatchObject({ id: ada.id, telegram: { telegramUserId: '4343', username: 'grace_tg' } });

    // Another browser's user owns Ada's account now: linking it here is refused.
    const other = env.kernel([telegram()]);
    await other.start();
    await other.telegram.login({ authResult: widget(ADA) });
    await portico.telegram.unlink('4343');
    expect(await rejection(portico.telegram.link({ authResult: widget(ADA) }))).toMatchObject({
      code: 'linked_to_another_user',
      details: 'This account has already been linked to another user.',
      retryable: false,
    });
  });
});

describe('Telegram data in the URL on load', () => {
  const query = (result: TelegramAuthResult) =>
    new URLSearchParams(Object.entries(result).map(([key, value]) => [key, String(value)])).toString();
  /** Init data encoded the way Telegram encodes it (percent-encoding, spaces as %20). */
  const telegramInitData = (data: Record<string, string>) =>
    Object.entries(data)
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');

  it('logs in with a login-widget return and removes it, and the fragment, from the URL', async () => {
    const { env, widget, load } = await telegramOnly();
    history.replaceState(null, '', `/welcome?ref=ad&${query(widget(ADA))}#section-2`);
    const portico = await load();
    expect(location.pathname + location.search + location.hash).toBe('/welcome?ref=ad');
    expect(portico.getSnapshot().user?.telegram?.telegramUserId).toBe('4242');
    expect(portico.getSnapshot().modal).toMatchObject({ open: true, screen: 'TELEGRAM_AUTH_SCREEN', intent: 'login' });
    expect(portico.telegram.getState().status).toBe('success');
    expect(env.requests.filter((r) => r.url.endsWith('/telegram/authenticate'))).toHaveLength(1);
  });

  it('logs in with Mini App data in the fragment and clears the fragment', async () => {
    const { webApp, load } = await telegramOnly();
    const initData = new URLSearchParams(webApp(ADA)).toString();
    history.replaceState(null, '', `/app#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0&tgWebAppPlatform=web`);
    const portico = await load();
    expect(location.pathname + location.search + location.hash).toBe('/app');
    expect(portico.getSnapshot().user?.telegram?.username).toBe('ada_tg');
  });

  it('sends every field of fresh Mini App data as Telegram sent it, fields it added included, and logs in', async () => {
    const { env, load, bodiesTo } = await telegramOnly();
    const webAppData = signWebAppData(TEST_BOT_TOKEN, { ...MINI_APP_FIELDS, user: JSON.stringify(ADA) }, toSeconds(env.clock.now));
    history.replaceState(null, '', `/app#tgWebAppData=${encodeURIComponent(telegramInitData(webAppData))}&tgWebAppVersion=8.0`);
    const portico = await load();
    expect(portico.getSnapshot().user?.telegram?.telegramUserId).toBe('4242');
    expect(await bodiesTo('/api/v1/telegram/authenticate')).toEqual([
      { captcha_token: null, telegram_web_app_data: webAppData, mode: 'login-or-sign-up' },
    ]);
  });

  it('refuses Mini App data whose added field was changed', async () => {
    const { env, load } = await telegramOnly();
    const signed = signWebAppData(TEST_BOT_TOKEN, { ...MINI_APP_FIELDS, user: JSON.stringify(ADA) }, toSeconds(env.clock.now));
    history.replaceState(null, '', `/app#tgWebAppData=${encodeURIComponent(telegramInitData({ ...signed, foo_bar: 'changed' }))}`);
    const portico = await load();
    expect(portico.getSnapshot().user).toBeNull();
    expect(portico.telegram.getState()).toMatchObject({
      status: 'error',
      error: { code: 'invalid_credentials', shortMessage: 'Invalid Telegram authentication data: the hash does not match' },
    });
  });

  it('shows a failed return on TELEGRAM_AUTH_SCREEN and reports it', async () => {
    const { widget, env } = await telegramOnly();
    history.replaceState(null, '', `/?${query({ ...widget(ADA), username: 'mallory' })}`);
    const portico = env.kernel([telegram()]);
    const errors: string[] = [];
    portico.on('error', ({ error, intent }) => errors.push(`${intent}:${error.code}`));
    await portico.start();
    expect(location.search).toBe('');
    expect(portico.telegram.getState()).toMatchObject({ status: 'error', error: { details: TRY_AGAIN } });
    expect(errors).toEqual(['login:invalid_credentials']);
  });

  it('leaves a page’s own `id` alone', async () => {
    const { env, load } = await telegramOnly();
    history.replaceState(null, '', '/product?id=42#reviews');
    const portico = await load();
    expect(location.search + location.hash).toBe('?id=42#reviews');
    expect(portico.getSnapshot().modal.open).toBe(false);
    expect(env.requests.some((r) => r.url.includes('/telegram/'))).toBe(false);
  });

  it('links when logged in and this browser started a Telegram link; otherwise ignores the return', async () => {
    const { widget, load } = await telegramOnly();
    const portico = await load();
    await portico.telegram.login({ authResult: widget(ADA) });
    await portico.telegram.unlink('4242');

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', `/?${query(widget(GRACE))}`);
    const ignoring = await load();
    expect(location.search).toBe('');
    expect(ignoring.getSnapshot().user?.telegram).toBeUndefined();
    expect(ignoring.getSnapshot().modal.open).toBe(false);
    expect(warn).toHaveBeenCalledOnce();

    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    ignoring.telegram.mountLoginButton(document.body.appendChild(document.createElement('div')), { intent: 'link' });
    history.replaceState(null, '', `/?${query(widget(GRACE))}`);
    const linking = await load();
    expect(linking.getSnapshot().user?.telegram?.telegramUserId).toBe('4343');
    expect(linking.getSnapshot().modal).toMatchObject({ screen: 'TELEGRAM_AUTH_SCREEN', intent: 'link' });
  });
});

describe("Telegram's login button", () => {
  /** The script tag the plugin put into `container` once its code loaded, and the callback its `data-onauth` names. */
  async function mountedScript(container: HTMLElement) {
    const script = await vi.waitFor(() => {
      const tag = container.querySelector('script');
      if (!tag) throw new Error('the login script is not in the container yet');
      return tag;
    });
    const name = /^(\w+)\(user\)$/.exec(script.dataset.onauth ?? '')?.[1] ?? '';
    const onauth = (window as unknown as Record<string, ((user: unknown) => void) | undefined>)[name];
    return { script, name, onauth };
  }

  it('loads the script from the API origin with the bot name, request-access write and language en', async () => {
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    const { load, widget, bodiesTo } = await telegramOnly();
    const portico = await load();
    const container = document.body.appendChild(document.createElement('div'));
    const unmount = portico.telegram.mountLoginButton(container);
    const { script, name, onauth } = await mountedScript(container);
    expect(name in window).toBe(true);
    expect(script.src).toBe('http://emulator.test/js/telegram-login.js');
    expect({ ...script.dataset }).toMatchObject({ telegramLogin: 'PorticoTestBot', botId: '123456', requestAccess: 'write', lang: 'en' });

    // What the script does once the person approves in Telegram's window: every field Telegram signed goes on,
    // one it might add later included; a value that is neither text nor a number cannot be signed and is dropped.
    const authResult = widget({ ...ADA, added_later: 'yes' });
    onauth?.({ ...authResult, nested: { unsigned: true } });
    await vi.waitFor(() => expect(portico.telegram.getState().status).toBe('success'));
    expect(await bodiesTo('/api/v1/telegram/authenticate')).toEqual([
      { captcha_token: null, telegram_auth_result: authResult, mode: 'login-or-sign-up' },
    ]);

    unmount();
    expect(container.childNodes).toHaveLength(0);
    expect(name in window).toBe(false);
  });

  it('reports a canceled window, a script that did not load and a missing bot configuration', async () => {
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    const { load } = await telegramOnly();
    const portico = await load();
    const errors: string[] = [];
    portico.on('error', ({ error }) => errors.push(error.code));
    const container = document.body.appendChild(document.createElement('div'));
    portico.telegram.mountLoginButton(container);
    (await mountedScript(container)).onauth?.(false);
    expect(portico.telegram.getState().error).toMatchObject({
      code: 'telegram_auth_canceled',
      shortMessage: 'Telegram auth failed or was canceled by the client',
      retryable: true,
    });

    const failing = document.body.appendChild(document.createElement('div'));
    portico.telegram.mountLoginButton(failing);
    (await mountedScript(failing)).script.dispatchEvent(new Event('error'));
    expect(portico.telegram.getState().error).toMatchObject({ code: 'telegram_not_initialized', shortMessage: 'Telegram was not initialized' });

    const unconfigured = await telegramOnly({ telegram_auth: true });
    const bare = await unconfigured.load();
    bare.telegram.mountLoginButton(document.body.appendChild(document.createElement('div')));
    expect(bare.telegram.getState().error).toMatchObject({
      code: 'telegram_config_not_loaded',
      shortMessage: 'Telegram Auth configuration is not loaded',
      retryable: false,
    });
    expect(errors).toEqual(['telegram_auth_canceled', 'telegram_not_initialized']);
  });
});

describe('Telegram details by provider code', () => {
  const detail = (code: PorticoError['code'], message: string) => telegramFailure(new PorticoError(code, message), telegramMessages).details;

  it('tells a rate limit from other refusals of too many requests', () => {
    expect(detail('too_many_requests', 'Too many attempts. Try again later.')).toBe('Too many requests. Please wait before trying again.');
    expect(detail('too_many_requests', 'Telegram rate limit exceeded')).toBe(
      'Request limit reached for Telegram. Please wait a moment and try again.',
    );
    expect(detail('invalid_data', 'x')).toBe(TRY_AGAIN);
    expect(detail('allowlist_rejected', 'x')).toBeUndefined();
  });
});
