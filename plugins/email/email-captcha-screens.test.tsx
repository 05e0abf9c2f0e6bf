import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorticoProvider, usePortico } from '../../ui/index';
import { kernelWithTestCaptcha } from '../../test/support/captcha';
import { setupEmulator } from '../../test/support/emulator';
import { email } from './index';

const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const run of cleanups.splice(0)) run();
});

function Host() {
  const { ready, login, user } = usePortico();
  return (
    <main>
      <button type="button" onClick={login} disabled={!ready}>
        Log in
      </button>
      {user && <p>Signed in as {user.email?.address}</p>}
    </main>
  );
}

/** The modal open on the landing screen, for an app with the emulator's test captcha under `siteKey`. */
async function openLogin(siteKey: string) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: siteKey });
  const { kernel, removeScript } = kernelWithTestCaptcha(env, [email()]);
  cleanups.push(removeScript);
  render(
    <PorticoProvider kernel={kernel}>
      <Host />
    </PorticoProvider>,
  );
  const login = await screen.findByRole('button', { name: 'Log in' });
  await waitFor(() => expect((login as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(login);
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  return { env, kernel, input };
}

function submit(input: HTMLElement, address: string) {
  fireEvent.change(input, { target: { value: address } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

const captchaHeading = () => screen.queryByRole('heading', { name: 'Verifying you are human' });

describe('email login through CAPTCHA_SCREEN', () => {
  it('passes through CAPTCHA_SCREEN to the code screen, and leaves no CAPTCHA_SCREEN to go back to', async () => {
    const { env, kernel, input } = await openLogin('test-pass-screens');
    // CAPTCHA_SCREEN's code loads on first show; a passing test captcha may answer before it has rendered.
    const shown: (string | null)[] = [];
    kernel.subscribe(() => shown.push(kernel.getSnapshot().modal.screen));
    submit(input, 'human@example.com');
    await waitFor(() => expect(shown).toContain('CAPTCHA_SCREEN'));
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    expect(kernel.getSnapshot().modal.history).toEqual(['LANDING']);
    expect(kernel.email.captcha.loaded()?.getSnapshot().token).toBeNull();

    const code = await env.latestCode('human@example.com');
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });
    await screen.findByText('Signed in as human@example.com', {}, { timeout: 3000 });
  });

  it('a failing captcha lands on ERROR_SCREEN with the ad-blocker advice; "Try again" returns to the form', async () => {
    const { input } = await openLogin('test-fail-screens');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit(input, 'robot@example.com');
    // CAPTCHA_SCREEN's code loads on first show, while the challenge starts.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(captchaHeading()).not.toBeNull(), { interval: 5 });
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(screen.getByRole('heading', { name: 'You did not pass CAPTCHA. Please try again.' })).toBeTruthy();
    expect(screen.getByText('Captcha failed. If you use an ad blocker or a VPN, disable it and try again.')).toBeTruthy();
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Email address' });
  });

  it('a token the server refuses shows invalid_captcha, whose button resets the captcha', async () => {
    const { env, kernel, input } = await openLogin('test-pass-before');
    // The app's key changes on the server after the widget loaded the old one: its tokens are refused.
    await env.configureApp({ email_auth: true, captcha_enabled: true, captcha_site_key: 'test-pass-after' });
    submit(input, 'stale@example.com');
    await screen.findByRole('heading', { name: 'Please try again.' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: 'Email address' });
    expect(kernel.email.captcha.loaded()?.getSnapshot()).toEqual({ status: 'ready', token: null, error: null });
  });
});
