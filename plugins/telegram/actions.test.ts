import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PorticoError } from '../../kernel/index';
import { toSeconds } from '../../schemas/index';
import { setupEmulator } from '../../test/support/emulator';
import { signWidgetData, TEST_BOT_TOKEN, telegramAppConfig } from '../../test/support/telegram';
import { TELEGRAM_AUTH_SCREEN } from './actions';
import { telegram } from './index';

const ADA = { id: 4242, first_name: 'Ada', username: 'ada_tg' };
const LOAD_FAILED = "Could not load the code that shows Telegram's login button and logs in with Telegram";

/** happy-dom loads no scripts: they count as loaded. */
const happyDom = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;

afterEach(() => {
  vi.doUnmock('./first-use');
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
  document.body.replaceChildren();
});

/** The Telegram plugin alone against an in-process emulator whose app has the test bot. */
async function telegramOnly(config: Record<string, unknown> = telegramAppConfig()) {
  const env = setupEmulator();
  await env.configureApp(config);
  const portico = env.kernel([telegram()]);
  await portico.start();
  const errors: string[] = [];
  portico.on('error', ({ error, intent }) => errors.push(`${intent}:${error.code}`));
  const signed = () => signWidgetData(TEST_BOT_TOKEN, ADA, toSeconds(env.clock.now));
  const telegramRequests = () => env.requests.filter((r) => new URL(r.url).pathname.startsWith('/api/v1/telegram'));
  return { portico, errors, signed, telegramRequests };
}

const unreachable = () =>
  vi.doMock('./first-use', () => {
    throw new Error('chunk unreachable');
  });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const container = () => document.body.appendChild(document.createElement('div'));

describe('createTelegramActions', () => {
  it('turns a failed load of its code into a retryable network_error in the state, and loads it again on the next call', async () => {
    const { portico, signed, telegramRequests } = await telegramOnly();
    unreachable();
    const failure = (await portico.telegram.login({ authResult: signed() }).catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true, shortMessage: LOAD_FAILED });
    expect(portico.telegram.getState()).toEqual({ status: 'error', error: failure });
    expect(telegramRequests()).toEqual([]);

    vi.doUnmock('./first-use');
    const user = await portico.telegram.login({ authResult: signed() });
    expect(user.telegram?.telegramUserId).toBe('4242');
    expect(portico.telegram.getState()).toEqual({ status: 'success', error: null });
  });

  it('shows a button whose code failed to load as a retryable error, and loads it again on the next mount', async () => {
    const { portico, errors } = await telegramOnly();
    unreachable();
    const first = container();
    portico.telegram.mountLoginButton(first);
    await vi.waitFor(() => expect(portico.telegram.getState().status).toBe('error'));
    expect(portico.telegram.getState().error).toMatchObject({ code: 'network_error', retryable: true, shortMessage: LOAD_FAILED });
    expect(errors).toEqual(['login:network_error']);
    expect(first.childNodes).toHaveLength(0);

    vi.doUnmock('./first-use');
    happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    portico.telegram.reset();
    const second = container();
    portico.telegram.mountLoginButton(second);
    await vi.waitFor(() => expect(second.querySelector('script[data-telegram-login]')).not.toBeNull());
  });

  it('checks before it loads: a missing bot configuration and a logged-out unlink are told so even when the code cannot load', async () => {
    const { portico } = await telegramOnly({ telegram_auth: true });
    unreachable();
    portico.telegram.mountLoginButton(container());
    expect(portico.telegram.getState().error).toMatchObject({ code: 'telegram_config_not_loaded' });
    await expect(portico.telegram.unlink('4242')).rejects.toMatchObject({ code: 'must_be_authenticated' });
  });

  it('puts no button into, and reports nothing for, a container removed before the code loaded', async () => {
    const { portico, errors } = await telegramOnly();
    const kept = container();
    portico.telegram.mountLoginButton(kept)();
    await settle();
    expect(kept.childNodes).toHaveLength(0);

    unreachable();
    portico.telegram.mountLoginButton(container())();
    await settle();
    expect(portico.telegram.getState()).toEqual({ status: 'initial', error: null });
    expect(errors).toEqual([]);
  });

  it('starts loading its code when TELEGRAM_AUTH_SCREEN opens, beside the screen’s own chunk', async () => {
    const { portico } = await telegramOnly();
    const loads = vi.fn();
    vi.doMock('./first-use', () => {
      loads();
      throw new Error('chunk unreachable');
    });
    portico.navigation.open({ screen: TELEGRAM_AUTH_SCREEN, intent: 'login' });
    await vi.waitFor(() => expect(loads).toHaveBeenCalledOnce());
    // A failed preload is silent: the screen's own use reports it.
    expect(portico.telegram.getState()).toEqual({ status: 'initial', error: null });
  });
});
