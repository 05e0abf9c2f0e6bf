import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { definePlugin, type AnyPlugin, type LoginMethodEntry } from '../kernel/index';
// A host-level test: the landing screen with both real input methods. Each plugin's own tests load it alone.
import { email } from '../plugins/email/index';
import { sms } from '../plugins/sms/index';
import { setupEmulator } from '../test/support/emulator';
import { PorticoProvider, usePortico } from './index';

afterEach(cleanup);

const method = (key: string, group: 'web2' | 'web3'): LoginMethodEntry => ({
  key,
  label: key,
  order: 6,
  group,
  kind: 'button',
  onSelect: (navigation) => navigation.navigate('ERROR_SCREEN'),
});
/** Landing buttons of other login methods (a social login, a wallet), to show the grouped layout's labels. */
const otherMethods = (...methods: LoginMethodEntry[]) =>
  definePlugin({ id: 'other-methods', loginMethods: methods, setup: () => ({ actions: {} }) });

function Opener() {
  const { ready, login } = usePortico();
  return (
    <button type="button" onClick={login} disabled={!ready}>
      Log in
    </button>
  );
}

/** The login modal of an app with the given configuration, and a kernel with these plugins. */
async function openLanding(plugins: readonly AnyPlugin[], config: Record<string, unknown>) {
  const env = setupEmulator();
  await env.configureApp(config);
  render(
    <PorticoProvider kernel={env.kernel(plugins)}>
      <Opener />
    </PorticoProvider>,
  );
  const open = (await screen.findByRole('button', { name: 'Log in' })) as HTMLButtonElement;
  await waitFor(() => expect(open.disabled).toBe(false));
  fireEvent.click(open);
  await screen.findByRole('dialog', { name: 'log in or sign up' });
}

const phoneField = () => screen.findByRole('textbox', { name: 'Phone number' });
const emailField = () => screen.findByRole('textbox', { name: 'Email address' });

describe('the landing screen with email and SMS', () => {
  it('shows the first method in the order as the input and the other as "Continue with …", which swaps them', async () => {
    await openLanding([email(), sms()], { email_auth: true, sms_auth: true });
    await emailField();
    expect(screen.queryByRole('textbox', { name: 'Phone number' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue with SMS' }));
    await phoneField();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue with Email' }));
    await emailField();
    expect(screen.getByRole('button', { name: 'Continue with SMS' })).toBeTruthy();
  });

  it("follows the app's order: SMS first makes the phone the input", async () => {
    await openLanding([email(), sms()], {
      email_auth: true,
      sms_auth: true,
      login_methods_and_order: { primary: ['sms', 'email'] },
    });
    await phoneField();
    expect(screen.getByRole('button', { name: 'Continue with Email' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('shows the SMS input alone when email login is off', async () => {
    await openLanding([email(), sms()], { email_auth: false, sms_auth: true });
    await phoneField();
    expect(screen.queryByRole('button', { name: 'Continue with Email' })).toBeNull();
  });

  it('web2 first: the input, the other input method, then "Continue with a wallet"', async () => {
    await openLanding([email(), sms(), otherMethods(method('wallet', 'web3'))], { email_auth: true, sms_auth: true });
    await emailField();
    expect(screen.getByRole('button', { name: 'Continue with SMS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
  });

  it.each([
    { enabled: { email_auth: true, sms_auth: true }, social: false, label: 'Continue with email or sms' },
    { enabled: { email_auth: false, sms_auth: true }, social: false, label: 'Continue with sms' },
    { enabled: { email_auth: true, sms_auth: false }, social: false, label: 'Continue with email' },
    { enabled: { email_auth: false, sms_auth: true }, social: true, label: 'Log in with sms or socials' },
    { enabled: { email_auth: true, sms_auth: true }, social: true, label: 'Log in with email or socials' },
  ])('web3 first: the web2 methods sit behind $label', async ({ enabled, social, label }) => {
    const others = otherMethods(method('wallet', 'web3'), ...(social ? [method('google', 'web2')] : []));
    await openLanding([email(), sms(), others], { ...enabled, show_wallet_login_first: true });
    fireEvent.click(await screen.findByRole('button', { name: label }));
    await (enabled.email_auth ? emailField() : phoneField());
  });
});

describe('email and SMS share AWAITING_PASSWORDLESS_CODE', () => {
  it('keeps the email code screen for email when both plugins are on', async () => {
    await openLanding([email(), sms()], { email_auth: true, sms_auth: true });
    const field = await emailField();
    fireEvent.change(field, { target: { value: 'both@example.com' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    await screen.findByText('Please check both@example.com for an email from Portico Demo and enter your code below.');
  });


  it('shows the SMS code screen for a number', async () => {
    await openLanding([email(), sms()], { email_auth: true, sms_auth: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with SMS' }));
    const number = await phoneField();
    fireEvent.change(number, { target: { value: '4155550101' } });
    fireEvent.submit(number.closest('form') as HTMLFormElement);
    await screen.findByText('Please check +1 415 555 0101 for a text message from Portico Demo and enter your code below.');
  });
});
