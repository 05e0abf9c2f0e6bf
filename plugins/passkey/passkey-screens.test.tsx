import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { fakeWebAuthn, signInByEmail } from '../../test/support/passkey';
import { PorticoProvider, useLinkAccount, useLogin } from '../../ui/index';
import { visiblePasskeys } from './screens/LinkPasskeyScreen';
import { passkey } from './index';

afterEach(cleanup);

function Host({ onComplete, onError }: { onComplete: () => void; onError: () => void }) {
  const { login } = useLogin({ onComplete, onError });
  const { link } = useLinkAccount({ onSuccess: onComplete, onError });
  return (
    <main>
      <button type="button" onClick={login}>
        Log in
      </button>
      <button type="button" onClick={() => link('passkey')}>
        Manage passkeys
      </button>
    </main>
  );
}

/** The kernel with the passkey plugin alone; `passkeys` linked first when Ada is signed in. */
async function setup({ signedIn = false, passkeys = 0 } = {}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, passkey_auth: true });
  const webAuthn = fakeWebAuthn();
  const storage = memoryStorage();
  if (signedIn) await signInByEmail(env, storage, 'ada@example.com');
  const kernel = env.kernel([passkey({ webAuthn: webAuthn.layer })], storage);
  await kernel.start();
  for (let i = 0; i < passkeys; i++) await kernel.passkey.link();
  const onComplete = vi.fn();
  const onError = vi.fn();
  render(
    <PorticoProvider kernel={kernel}>
      <Host onComplete={onComplete} onError={onError} />
    </PorticoProvider>,
  );
  await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
  return { env, kernel, webAuthn, onComplete, onError };
}

async function openList() {
  fireEvent.click(screen.getByRole('button', { name: 'Manage passkeys' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: 'Your passkeys' });
  return dialog;
}

const deleteButtons = (dialog: HTMLElement) => within(dialog).queryAllByRole('button', { name: /^Delete passkey/ });

describe('visiblePasskeys', () => {
  it.each([
    [1, 1, false],
    [2, 2, false],
    [3, 3, false],
    [4, 2, true],
    [5, 2, true],
  ])('%i passkeys: %i shown, View all %s', (count, shown, hasMore) => {
    const result = visiblePasskeys(Array.from({ length: count }, (_, i) => i), false);
    expect(result.shown).toHaveLength(shown);
    expect(result.hasMore).toBe(hasMore);
    expect(visiblePasskeys(Array.from({ length: count }, (_, i) => i), true).shown).toHaveLength(count);
  });
});

describe('LINK_PASSKEY_SCREEN', () => {
  it('lists 3 passkeys with device label and "Last used", and adds one', async () => {
    const { kernel } = await setup({ signedIn: true, passkeys: 3 });
    const dialog = await openList();
    expect(deleteButtons(dialog)).toHaveLength(3);
    expect(within(dialog).getAllByText('Unknown device')).toHaveLength(3);
    expect(within(dialog).getAllByText(/^Last used/)).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: 'View all' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add new passkey' }));
    await waitFor(() => expect(kernel.passkey.passkeys()).toHaveLength(4));
    await waitFor(() => expect(deleteButtons(dialog)).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'View all' }));
    expect(deleteButtons(dialog)).toHaveLength(4);
  });

  it('hides "Add new passkey" at 5, and deletes a passkey', async () => {
    const { kernel } = await setup({ signedIn: true, passkeys: 5 });
    const dialog = await openList();
    expect(deleteButtons(dialog)).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Add new passkey' })).toBeNull();
    fireEvent.click(deleteButtons(dialog)[0]!);
    await waitFor(() => expect(kernel.passkey.passkeys()).toHaveLength(4));
    expect(await within(dialog).findByRole('button', { name: 'Add new passkey' })).toBeTruthy();
  });

  it('shows a ceremony error in the list', async () => {
    const { webAuthn } = await setup({ signedIn: true });
    const dialog = await openList();
    webAuthn.failWith(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add new passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Passkey request timed out or rejected by user.');
  });
});

describe('AWAITING_PASSKEY_SYSTEM_DIALOGUE', () => {
  async function withLinkedPasskey() {
    const env = await setup({ signedIn: true, passkeys: 1 });
    await env.kernel.logout();
    return env;
  }

  it('"I have a passkey" on the landing screen logs in, then the modal closes', async () => {
    const { kernel, onComplete } = await withLinkedPasskey();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /I have a passkey/ }));
    await waitFor(() => expect(kernel.getSnapshot().status).toBe('authenticated'));
    await waitFor(() => expect(onComplete).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('shows the error with Retry, and Retry tries again', async () => {
    const { kernel, webAuthn, onError } = await withLinkedPasskey();
    webAuthn.failWith(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /I have a passkey/ }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Passkey request timed out or rejected by user.');
    expect(onError).toHaveBeenCalled();
    webAuthn.failWith(null);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(kernel.getSnapshot().status).toBe('authenticated'));
    expect(webAuthn.calls.filter((c) => c === 'get')).toHaveLength(2);
  });

  it('has no "I have a passkey" when the app does not allow passkeys', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true });
    const kernel = env.kernel([passkey({ webAuthn: fakeWebAuthn().layer })]);
    render(
      <PorticoProvider kernel={kernel}>
        <Host onComplete={() => {}} onError={() => {}} />
      </PorticoProvider>,
    );
    await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).queryByText(/Log in or sign up|Continue|email/i) ?? dialog).toBeTruthy());
    expect(within(dialog).queryByRole('button', { name: /I have a passkey/ })).toBeNull();
  });
});
