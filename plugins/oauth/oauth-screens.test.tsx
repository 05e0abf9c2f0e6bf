import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_PROVIDERS } from '../../schemas/index';
import { EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { answer, completeInPopup, fakePopup, providerPage } from '../../test/support/oauth';
import { PorticoProvider, useLogin, usePortico } from '../../ui/index';
import { oauth } from './index';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

function Host({ onComplete, onError }: { onComplete: () => void; onError: (code: string) => void }) {
  const { login } = useLogin({ onComplete, onError: (error) => onError(error.code) });
  const { ready, user, link } = usePortico();
  return (
    <main>
      <button type="button" onClick={login} disabled={!ready}>
        Log in
      </button>
      <button type="button" onClick={() => link('google')} disabled={!user}>
        Link Google
      </button>
      {user && <p>Signed in with {user.linkedAccounts.map((account) => account.type).join(', ')}</p>}
    </main>
  );
}

/** The modal open on the landing screen, for an app that enables `config`'s providers; the plugin offers all nine. */
async function openLogin(config: Record<string, unknown> = { github_oauth: true, google_oauth: true }) {
  const env = setupEmulator();
  await env.configureApp(config);
  const kernel = env.kernel([oauth({ providers: OAUTH_PROVIDERS })]);
  const onComplete = vi.fn();
  const onError = vi.fn();
  render(
    <PorticoProvider kernel={kernel}>
      <Host onComplete={onComplete} onError={onError} />
    </PorticoProvider>,
  );
  const login = await screen.findByRole('button', { name: 'Log in' });
  await waitFor(() => expect((login as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(login);
  await screen.findByRole('dialog', { name: 'log in or sign up' });
  return { env, kernel, onComplete, onError };
}

const heading = (name: string) => screen.findByRole('heading', { name });

describe('OAuth screens, with the OAuth plugin alone', () => {
  it('shows the providers the app enables; a click opens the popup in the click, then connects and closes', async () => {
    const { env, onComplete } = await openLogin();
    expect(await screen.findByRole('button', { name: 'GitHub' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Discord' })).toBeNull();

    const popup = fakePopup();
    fireEvent.click(screen.getByRole('button', { name: 'GitHub' }));
    expect(window.open).toHaveBeenCalledTimes(1); // synchronously, inside the click
    await heading('Log in with GitHub');
    expect(screen.getByText('Continue in the GitHub window. Closing it cancels.')).toBeTruthy();

    // The emulator takes its time to answer, so the verifying state shows.
    await env.emulator.fetch(`${EMULATOR_URL}/dev/faults`, {
      method: 'PUT',
      body: JSON.stringify({ faults: [{ path: '/api/v1/oauth/authenticate', latency_ms: 300, times: 1 }] }),
      headers: { 'content-type': 'application/json' },
    });
    await completeInPopup(env, popup);
    await heading('Verifying connection to GitHub');
    expect(screen.getByText('Just a few moments more')).toBeTruthy();
    await heading('Successfully connected with GitHub');
    expect(screen.getByText("You're good to go!")).toBeTruthy();
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Signed in with github_oauth')).toBeTruthy();
  });

  it('a denial shows "Authentication failed" with Retry; Retry reopens the popup and can succeed', async () => {
    const { env, onError } = await openLogin();
    let popup = fakePopup();
    fireEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    await completeInPopup(env, popup, { decision: 'deny' });
    await heading('Authentication failed');
    expect(screen.getByText('Retry and check GitHub to finish connecting your account.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('oauth_user_denied');

    popup = fakePopup();
    vi.mocked(window.open).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(window.open).toHaveBeenCalledTimes(1);
    await heading('Log in with GitHub');
    await completeInPopup(env, popup);
    await heading('Successfully connected with GitHub');
  });

  it('a failure that retrying cannot fix offers another method instead', async () => {
    const { env } = await openLogin();
    const popup = fakePopup();
    fireEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    await completeInPopup(env, popup, { identity: 'suspended' });
    await heading('Authentication failed');
    expect(screen.getByText('Your GitHub account is suspended. Please try another login method.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try another method' }));
    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
  });

  it('a closed popup fails with "User rejected request" and can be retried', async () => {
    await openLogin();
    const popup = fakePopup();
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    await providerPage(popup);
    popup.closed = true;
    await heading('Authentication failed');
    expect(screen.getByText('User rejected request')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a blocked popup offers the redirect, which leaves for the provider page', async () => {
    await openLogin();
    fakePopup({ blocked: true });
    fireEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    await heading('The GitHub window was blocked');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Continue in this window' }));
    await heading('Log in with GitHub');
    expect(screen.getByText('Taking you to GitHub…')).toBeTruthy();
    await waitFor(() => expect(String(assign.mock.calls[0]?.[0])).toMatch(/\/oauth\/github\/authorize\?request=/));
  });

  it('in an in-app browser, Google leads to IN_APP_BROWSER_LOGIN_NOT_POSSIBLE', async () => {
    await openLogin();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 [FBAN/FBIOS;FBAV/400.0]');
    fireEvent.click(await screen.findByRole('button', { name: 'Google' }));
    await heading('Could not log in with provider');
    expect(screen.getByText("It looks like you're using an in-app browser. To log in, please try again using an external browser.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another method' }));
    expect(await screen.findByRole('button', { name: 'GitHub' })).toBeTruthy();
  });

  it('a redirect return opens AWAITING_OAUTH_SCREEN, verifies and connects', async () => {
    const env = setupEmulator();
    await env.configureApp({ github_oauth: true });
    const first = env.kernel([oauth({ providers: ['github'], flow: 'redirect' })]);
    await first.start();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    void first.oauth.login('github');
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const back = await answer(env, String(assign.mock.calls[0]?.[0]));
    history.replaceState(null, '', back.pathname + back.search);

    const returned = env.kernel([oauth({ providers: ['github'] })]);
    render(
      <PorticoProvider kernel={returned}>
        <Host onComplete={vi.fn()} onError={vi.fn()} />
      </PorticoProvider>,
    );
    await heading('Successfully connected with GitHub');
    await screen.findByText('Signed in with github_oauth');
  });

  it('links Google from the host with link("google")', async () => {
    const { env } = await openLogin();
    let popup = fakePopup();
    fireEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    await completeInPopup(env, popup);
    await screen.findByText('Signed in with github_oauth', {}, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });

    popup = fakePopup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link Google' })));
    await heading('Log in with Google');
    await completeInPopup(env, popup, { identity: 'grace' });
    await screen.findByText('Signed in with github_oauth, google_oauth', {}, { timeout: 3000 });
  });
});
