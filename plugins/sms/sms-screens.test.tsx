import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortico, type PorticoKernel, memoryStorage } from '../../kernel/index';
import { kernelWithTestCaptcha } from '../../test/support/captcha';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, useLogin, usePortico } from '../../ui/index';
import { sms } from './index';

afterEach(cleanup);

const ADA = '+14155550101';
const GRACE = '+14155550102';

function Host() {
  const { login } = useLogin();
  const { ready, user } = usePortico();
  return (
    <main>
      <button type="button" onClick={login} disabled={!ready}>
        Log in
      </button>
      {user && <p>Signed in as {user.phone?.number}</p>}
    </main>
  );
}

async function openModal(kernel: PorticoKernel) {
  render(
    <PorticoProvider kernel={kernel}>
      <Host />
    </PorticoProvider>,
  );
  const login = (await screen.findByRole('button', { name: 'Log in' })) as HTMLButtonElement;
  await waitFor(() => expect(login.disabled).toBe(false));
  fireEvent.click(login);
  await screen.findByRole('dialog', { name: 'log in or sign up' });
}

/** The login modal of an app with SMS login and the given configuration, with the SMS plugin alone. */
async function openLanding(config: Record<string, unknown> = {}) {
  const env = setupEmulator();
  await env.configureApp({ sms_auth: true, ...config });
  const kernel = env.kernel([sms()]);
  await openModal(kernel);
  return { env, kernel };
}

const phoneField = () => screen.findByRole('textbox', { name: 'Phone number' });

async function submitPhone(nationalNumber: string) {
  const number = await phoneField();
  fireEvent.change(number, { target: { value: nationalNumber } });
  fireEvent.submit(number.closest('form') as HTMLFormElement);
}

function typeCode(code: string) {
  fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });
}

describe('SMS login through the modal', () => {
  it('logs a new user in with a code sent by SMS, then closes', async () => {
    const { env } = await openLanding();
    const submit = (await screen.findByRole('button', { name: 'Submit' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await submitPhone('4155550101');
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    expect(screen.getByText('Please check +1 415 555 0101 for a text message from Portico Demo and enter your code below.')).toBeTruthy();

    typeCode(await env.latestCode(ADA));
    await screen.findByText('Success!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText(`Signed in as ${ADA}`)).toBeTruthy();
  });

  it('passes through CAPTCHA_SCREEN when the app enables a captcha, and sends its token', async () => {
    const env = setupEmulator();
    await env.configureApp({ sms_auth: true, captcha_enabled: true, captcha_site_key: 'test-pass-sms' });
    const { kernel, bodiesTo, removeScript } = kernelWithTestCaptcha(env, [sms()]);
    try {
      await openModal(kernel);
      // CAPTCHA_SCREEN's code loads on first show; a passing test captcha may answer before it has rendered.
      const shown: (string | null)[] = [];
      kernel.subscribe(() => shown.push(kernel.getSnapshot().modal.screen));
      await submitPhone('4155550101');
      await waitFor(() => expect(shown).toContain('CAPTCHA_SCREEN'));
      await screen.findByRole('heading', { name: 'Enter confirmation code' });
      expect(await bodiesTo('/api/v1/passwordless_sms/init')).toEqual([
        { phoneNumber: ADA, token: expect.stringMatching(/^captcha-/) },
      ]);
    } finally {
      removeScript();
    }
  });

  it('shows "This region is not supported" when the number is in an unsupported region', async () => {
    await openLanding({ sms_unsupported_regions: ['+44'] });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Country' }), { target: { value: 'GB' } });
    await submitPhone('07400123456');
    await screen.findByRole('heading', { name: 'This region is not supported' });
    expect(screen.getByText('SMS authentication from this region is not available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try another method' }));
    await phoneField();
  });

  it('shows the message of a failed SMS delivery (twilio_verification_failed) on the error screen', async () => {
    const env = setupEmulator();
    await env.configureApp({ sms_auth: true });
    const failingSms = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (!request.url.endsWith('/passwordless_sms/init')) return env.emulator.fetch(request);
      const body = { error: 'The SMS could not be delivered to this number', code: 'twilio_verification_failed' };
      return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } });
    };
    const kernel = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [sms()], fetch: failingSms, storage: memoryStorage() });
    await openModal(kernel);
    await submitPhone('4155550101');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByText('The SMS could not be delivered to this number')).toBeTruthy();
  });
});

function AccountHost() {
  const { ready, authenticated, user, link, update } = usePortico();
  if (!ready || !authenticated) return <p>waiting</p>;
  return (
    <main>
      <p>Phone: {user?.phone?.number ?? 'none'}</p>
      <button type="button" onClick={() => link('sms')}>
        Link phone
      </button>
      <button type="button" onClick={() => update('sms')}>
        Update phone
      </button>
    </main>
  );
}

async function signedIn(phoneNumber: string) {
  const env = setupEmulator();
  await env.configureApp({ sms_auth: true });
  const kernel = env.kernel([sms()]);
  await kernel.start();
  await kernel.sms.sendCode(phoneNumber);
  await kernel.sms.loginWithCode(await env.latestCode(phoneNumber));
  render(
    <PorticoProvider kernel={kernel}>
      <AccountHost />
    </PorticoProvider>,
  );
  await screen.findByText(`Phone: ${phoneNumber}`);
  return { env, kernel };
}

describe('account screens', () => {
  it('links a number through LINK_PHONE_SCREEN', async () => {
    const { env, kernel } = await signedIn(ADA);
    await act(() => kernel.sms.unlink(ADA));
    await screen.findByText('Phone: none');
    fireEvent.click(screen.getByRole('button', { name: 'Link phone' }));
    await screen.findByRole('heading', { name: 'Link your phone number' });
    await submitPhone('4155550102');
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    typeCode(await env.latestCode(GRACE));
    await screen.findByText(`Phone: ${GRACE}`, {}, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  });

  it('updates the number through UPDATE_PHONE_SCREEN', async () => {
    const { env } = await signedIn(ADA);
    fireEvent.click(screen.getByRole('button', { name: 'Update phone' }));
    await screen.findByRole('heading', { name: 'Update your phone number' });
    expect(screen.getByText('Enter your new phone number. Your current one is +1 415 555 0101.')).toBeTruthy();
    await submitPhone('4155550102');
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    typeCode(await env.latestCode(GRACE));
    await screen.findByText(`Phone: ${GRACE}`, {}, { timeout: 3000 });
  });

  it('shows the server message inline when the user already has a number', async () => {
    const { env } = await signedIn(ADA);
    fireEvent.click(screen.getByRole('button', { name: 'Link phone' }));
    await submitPhone('4155550102');
    await screen.findByRole('heading', { name: 'Enter confirmation code' });
    typeCode(await env.latestCode(GRACE));
    await screen.findByText('User already has an account of type phone linked.');
  });
});
