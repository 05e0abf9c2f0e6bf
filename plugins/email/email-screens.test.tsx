import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PorticoProvider, useLogin, usePortico } from '../../ui/index';
import { setupEmulator } from '../../test/support/emulator';
import { email } from './index';

afterEach(cleanup);

function Host({ onComplete, onError }: { onComplete: () => void; onError: (code: string) => void }) {
  const { login } = useLogin({ onComplete, onError: (error) => onError(error.code) });
  const { ready, user } = usePortico();
  return (
    <main>
      <button type="button" onClick={login} disabled={!ready}>
        Log in
      </button>
      {user && <p>Signed in as {user.email?.address}</p>}
    </main>
  );
}

async function openEmailLogin(config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  if (Object.keys(config).length) await env.configureApp({ email_auth: true, ...config });
  const kernel = env.kernel([email()]);
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

async function submitEmail(address: string) {
  const input = await screen.findByRole('textbox', { name: 'Email address' });
  fireEvent.change(input, { target: { value: address } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
  await screen.findByRole('heading', { name: 'Enter confirmation code' });
}

function typeCode(code: string) {
  const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' });
  fireEvent.paste(first, { clipboardData: { getData: () => code } });
}

describe('email login screens, with the email plugin alone', () => {
  it('logs a new user in from the landing screen, then closes and reports completion', async () => {
    const { env, onComplete } = await openEmailLogin();
    await submitEmail('screens@example.com');
    typeCode(await env.latestCode('screens@example.com'));
    await screen.findByText('Success!');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Signed in as screens@example.com')).toBeTruthy();
  });

  it('shows the code-entry message for a wrong code and clears the boxes after 1.4 s', async () => {
    await openEmailLogin();
    await submitEmail('wrong-code@example.com');
    typeCode('000000');
    await screen.findByText('Invalid or expired verification code');
    const first = screen.getByRole('textbox', { name: 'Digit 1 of 6' }) as HTMLInputElement;
    expect(first.value).toBe('0');
    await waitFor(() => expect(first.value).toBe(''), { timeout: 2500 });
  });

  it('locks resending for 30 s, showing "Code sent"', async () => {
    await openEmailLogin();
    await submitEmail('resend@example.com');
    expect((screen.getByRole('button', { name: 'Code sent' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for consent when the app requires terms: Accept completes the login', async () => {
    const { env, kernel, onComplete } = await openEmailLogin({
      require_users_accept_terms: true,
      terms_and_conditions_url: 'https://example.com/terms',
    });
    await submitEmail('terms@example.com');
    typeCode(await env.latestCode('terms@example.com'));
    await screen.findByRole('heading', { name: 'One last step' }, { timeout: 3000 });
    expect(screen.getByRole('link', { name: 'View Terms' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'View Privacy Policy' })).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(kernel.getSnapshot().user?.hasAcceptedTerms).toBe(true);
  });

  it('"No thanks" on the consent screen logs out and reports an exited flow', async () => {
    const { env, kernel, onComplete, onError } = await openEmailLogin({ require_users_accept_terms: true });
    await submitEmail('declines@example.com');
    typeCode(await env.latestCode('declines@example.com'));
    await screen.findByRole('heading', { name: 'One last step' }, { timeout: 3000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'No thanks' })));
    await waitFor(() => expect(kernel.getSnapshot().status).toBe('unauthenticated'));
    expect(onComplete).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith('exited_auth_flow');
  });

  it('sends an uninvited user to the allowlist screen', async () => {
    const { env, onError } = await openEmailLogin({ allowlist: ['invited@example.com'] });
    await submitEmail('uninvited@example.com');
    typeCode(await env.latestCode('uninvited@example.com'));
    await screen.findByRole('heading', { name: "You don't have access to this app" });
    expect(screen.getByRole('button', { name: 'Try another account' })).toBeTruthy();
    expect(onError).toHaveBeenCalledWith('allowlist_rejected');
  });
});

function AccountHost() {
  const { ready, authenticated, user, link, update } = usePortico();
  if (!ready || !authenticated) return <p>waiting</p>;
  return (
    <main>
      <p>Email: {user?.email?.address ?? 'none'}</p>
      <button type="button" onClick={() => link('email')}>Link email</button>
      <button type="button" onClick={() => update('email')}>Update email</button>
    </main>
  );
}

async function signedIn(address: string) {
  const env = setupEmulator();
  const kernel = env.kernel([email()]);
  await kernel.start();
  await kernel.email.sendCode(address);
  await kernel.email.loginWithCode(await env.latestCode(address));
  render(
    <PorticoProvider kernel={kernel}>
      <AccountHost />
    </PorticoProvider>,
  );
  await screen.findByText(`Email: ${address}`);
  return { env, kernel };
}

describe('account screens', () => {
  it('links an email through LINK_EMAIL_SCREEN', async () => {
    const { env, kernel } = await signedIn('linker@example.com');
    await act(() => kernel.email.unlink('linker@example.com'));
    await screen.findByText('Email: none');
    fireEvent.click(screen.getByRole('button', { name: 'Link email' }));
    await screen.findByRole('heading', { name: 'Link your email' });
    await submitEmail('linked@example.com');
    typeCode(await env.latestCode('linked@example.com'));
    await screen.findByText('Email: linked@example.com', {}, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it('updates the email through UPDATE_EMAIL_SCREEN', async () => {
    const { env } = await signedIn('before@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
    await screen.findByRole('heading', { name: 'Update your email' });
    expect(screen.getByText(/Your current one is before@example.com/)).toBeTruthy();
    await submitEmail('after@example.com');
    typeCode(await env.latestCode('after@example.com'));
    await screen.findByText('Email: after@example.com', {}, { timeout: 3000 });
  });

  it('shows the server message inline when the user already has an email', async () => {
    const { env } = await signedIn('has-one@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Link email' }));
    await submitEmail('second@example.com');
    typeCode(await env.latestCode('second@example.com'));
    await screen.findByText('User already has an account of type email linked.');
  });
});

describe('terms are part of the login', () => {
  it('a session restored before the terms were accepted is ended, not kept', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true, require_users_accept_terms: true });
    const storage = (await import('../../kernel/index')).memoryStorage();
    const first = env.kernel([email()], storage);
    await first.start();
    await first.email.sendCode('reloader@example.com');
    await first.email.loginWithCode(await env.latestCode('reloader@example.com'));

    const reloaded = env.kernel([email()], storage);
    const onError = vi.fn();
    render(
      <PorticoProvider kernel={reloaded}>
        <Host onComplete={vi.fn()} onError={onError} />
      </PorticoProvider>,
    );
    await waitFor(() => expect(reloaded.getSnapshot().ready).toBe(true));
    await waitFor(() => expect(reloaded.getSnapshot().status).toBe('unauthenticated'));
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  it('closing the consent screen with Escape logs out', async () => {
    const { env, kernel } = await openEmailLogin({ require_users_accept_terms: true });
    await submitEmail('escapes@example.com');
    typeCode(await env.latestCode('escapes@example.com'));
    await screen.findByRole('heading', { name: 'One last step' }, { timeout: 3000 });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(kernel.getSnapshot().status).toBe('unauthenticated'));
  });
});
