import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PorticoKernel } from '../../kernel/index';
import { toSeconds } from '../../schemas/index';
import { setupEmulator } from '../../test/support/emulator';
import { signWidgetData, TEST_BOT_TOKEN, telegramAppConfig } from '../../test/support/telegram';
import { PorticoProvider, useLinkAccount, useLogin } from '../../ui/index';
import { telegram } from './index';

const ADA = { id: 4242, first_name: 'Ada', username: 'ada_tg' };
const GRACE = { id: 4343, first_name: 'Grace' };

/** happy-dom loads no scripts: they count as loaded, and a test plays the login script's part. */
const happyDom = (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM;
beforeEach(() => void (happyDom.settings.handleDisabledFileLoadingAsSuccess = true));
afterEach(() => {
  cleanup();
  happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
});

function Host({ onComplete }: { onComplete: () => void }) {
  const { login } = useLogin({ onComplete });
  const { link } = useLinkAccount({ onSuccess: onComplete });
  return (
    <main>
      <button type="button" onClick={login}>
        Log in
      </button>
      <button type="button" onClick={() => link('telegram')}>
        Link Telegram
      </button>
    </main>
  );
}

async function renderWith(kernel: PorticoKernel) {
  const onComplete = vi.fn();
  render(
    <PorticoProvider kernel={kernel}>
      <Host onComplete={onComplete} />
    </PorticoProvider>,
  );
  await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
  return { onComplete };
}

/**
 * The login script's tag in the dialog, and what it does once the person approves or cancels. The screen adds the
 * tag in an effect after it renders, so it is waited for, not expected with the heading.
 */
async function loginScript() {
  const script = await waitFor(() => {
    const tag = screen.getByRole('dialog').querySelector<HTMLScriptElement>('script[data-telegram-login]');
    if (!tag) throw new Error('the Telegram login script is not on the screen yet');
    return tag;
  });
  const name = /^(\w+)\(user\)$/.exec(script.dataset.onauth ?? '')?.[1] ?? '';
  const onauth = (window as unknown as Record<string, (user: unknown) => void>)[name];
  return { script, answer: (user: unknown) => act(() => onauth?.(user)) };
}

async function openFromLanding(config: Record<string, unknown> = telegramAppConfig()) {
  const env = setupEmulator();
  await env.configureApp(config);
  const kernel = env.kernel([telegram()]);
  const { onComplete } = await renderWith(kernel);
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Telegram' }));
  await screen.findByRole('heading', { name: 'Continue with Telegram' });
  const signed = (user: typeof ADA | typeof GRACE) => signWidgetData(TEST_BOT_TOKEN, user, toSeconds(env.clock.now));
  return { env, kernel, onComplete, signed };
}

describe('TELEGRAM_AUTH_SCREEN', () => {
  it('verifies, says "Successfully connected with Telegram", then closes the login', async () => {
    const { env, kernel, onComplete, signed } = await openFromLanding();
    await env.emulator.fetch('http://emulator.test/dev/faults', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ path: '/api/v1/telegram/authenticate', latency_ms: 150 }] }),
    });
    await (await loginScript()).answer(signed(ADA));
    await screen.findByRole('heading', { name: 'Verifying connection to Telegram' });
    expect(screen.getByText('Just a few moments more')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Successfully connected with Telegram' });
    expect(screen.getByRole('status').textContent).toContain("You're good to go!");
    await waitFor(() => expect(onComplete).toHaveBeenCalledOnce(), { timeout: 3000 });
    expect(kernel.getSnapshot().user?.telegram?.username).toBe('ada_tg');
  });

  it('shows the failure with its detail and Retry, which brings back an enabled Telegram button', async () => {
    const { signed } = await openFromLanding();
    await (await loginScript()).answer({ ...signed(ADA), username: 'mallory' });
    await screen.findByRole('heading', { name: 'Authentication failed' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Invalid Telegram authentication data: the hash does not match');
    expect(alert.textContent).toContain('Something went wrong. Try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Continue with Telegram' });
    expect((await loginScript()).script.dataset.requestAccess).toBe('write');
  });

  it('offers Retry for a canceled window and a script that did not load, not for a missing bot configuration', async () => {
    await openFromLanding();
    await (await loginScript()).answer(false);
    await screen.findByText('Telegram auth failed or was canceled by the client');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'Continue with Telegram' });
    const { script } = await loginScript();
    act(() => void script.dispatchEvent(new Event('error')));
    await screen.findByText('Telegram was not initialized');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();

    await openFromLanding({ telegram_auth: true });
    await screen.findByText('Telegram Auth configuration is not loaded');
    expect(screen.getByRole('heading', { name: 'Authentication failed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('links from usePortico().link("telegram"); an account of another user fails without Retry', async () => {
    const env = setupEmulator();
    await env.configureApp(telegramAppConfig());
    const signed = (user: typeof ADA | typeof GRACE) => signWidgetData(TEST_BOT_TOKEN, user, toSeconds(env.clock.now));
    const other = env.kernel([telegram()]);
    await other.start();
    await other.telegram.login({ authResult: signed(GRACE) });
    const kernel = env.kernel([telegram()]);
    await kernel.start();
    await kernel.telegram.login({ authResult: signed(ADA) });
    await kernel.telegram.unlink('4242');

    await renderWith(kernel);
    fireEvent.click(screen.getByRole('button', { name: 'Link Telegram' }));
    await screen.findByRole('heading', { name: 'Link your Telegram account' });
    await (await loginScript()).answer(signed(GRACE));
    await screen.findByRole('heading', { name: 'Authentication failed' });
    expect(screen.getByRole('alert').textContent).toBe('This account has already been linked to another user.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
