import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PorticoError } from '../../../kernel/index';
import { setupEmulator } from '../../../test/support/emulator';
import { PorticoProvider } from '../../../ui/index';
import { embeddedWallet, } from '../index';
import {
  EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN,
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN,
  EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN,
  type PasswordFlowData,
} from '../screen-names';

afterEach(cleanup);
// The modal loads screens lazily; transforming them cold under a busy run can outlast findBy's wait.
beforeAll(() => Promise.all([import('./PasswordCreateScreen'), import('./PasswordUpdateSplashScreen'), import('./PasswordRecoveryScreen')]));

// The screens only call savePassword / recoverWithPassword, which each test replaces: no wallet frame is needed.
const noFrame = { request: () => Promise.reject(new Error('no frame in screen tests')), destroy() {} };

async function setup() {
  const env = setupEmulator();
  await env.configureApp({});
  const kernel = env.kernel([embeddedWallet({ frame: noFrame })]);
  await kernel.start();
  render(<PorticoProvider kernel={kernel} />);
  await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
  return kernel;
}

function openFlow(kernel: Awaited<ReturnType<typeof setup>>, screenName: string, data: PasswordFlowData) {
  return kernel.prompts.open<boolean>(screenName, { intent: 'recovery', data: { ...data }, closeable: data.initiatedBy === 'user' });
}

const step = (name: string) => screen.findByRole('form', { name });
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Enter in a text field: the browser submits the field's form (happy-dom has no implicit submission). */
const pressEnter = (field: HTMLElement) => {
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.submit(field.closest('form')!);
};

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('password create screen', () => {
  it('walks creating -> saving -> confirming -> finalizing -> done by keyboard, and Close resolves the prompt', async () => {
    const kernel = await setup();
    const save = deferred();
    const savePassword = vi.spyOn(kernel.embeddedWallet, 'savePassword').mockReturnValue(save.promise);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const answer = openFlow(kernel, EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, { initiatedBy: 'user', purpose: 'create' });

    // creating: the field has focus; its rule shows only once touched; Continue waits for a valid password.
    let form = await step('Set your password');
    const field = within(form).getByLabelText('Password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    const continueButton = within(form).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);
    type(field, 'abc');
    expect(within(form).queryByRole('alert')).toBeNull();
    pressEnter(field);
    expect(within(form).getByRole('alert').textContent).toBe('Password must be at least 6 characters');
    type(field, 'abc de~f');
    expect(within(form).getByRole('alert').textContent).toBe('Invalid characters used ( SPACE, ~ )');
    expect(continueButton.disabled).toBe(true);
    type(field, 'Ab1!xyzw');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByText('Strength: Medium')).toBeTruthy();
    expect(within(form).queryByRole('button', { name: 'Back' })).toBeNull();
    const toggle = within(form).getByRole('button', { name: 'Show password' });
    expect([toggle.getAttribute('aria-pressed'), field.getAttribute('type')]).toEqual(['false', 'password']);
    fireEvent.click(toggle);
    expect([toggle.getAttribute('aria-pressed'), field.getAttribute('type')]).toEqual(['true', 'text']);
    pressEnter(field);

    // saving: the heading takes focus; Copy copies; Back keeps the password.
    form = await step('Save your password');
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole('heading', { name: 'Save your password' })));
    expect(within(form).getByText('Ab1!xyzw')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Copy' }));
    await within(form).findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith('Ab1!xyzw');
    fireEvent.click(within(form).getByRole('button', { name: 'Back' }));
    form = await step('Set your password');
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('Ab1!xyzw');
    pressEnter(within(form).getByLabelText('Password'));
    form = await step('Save your password');
    // Enter on the focused heading submits the step too.
    fireEvent.keyDown(within(form).getByRole('heading'), { key: 'Enter' });

    // confirming: a different password is refused.
    form = await step('Confirm your password');
    const confirmation = within(form).getByLabelText('Confirm password');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    type(confirmation, 'Ab1!xyz');
    pressEnter(confirmation);
    expect(within(form).getByRole('alert').textContent).toBe('Passwords do not match');
    type(confirmation, 'Ab1!xyzw');
    pressEnter(confirmation);

    // finalizing: Set Password waits for the checkbox, then saves with a spinner.
    form = await step('Confirm you have saved');
    const setButton = within(form).getByRole('button', { name: 'Set Password' }) as HTMLButtonElement;
    expect(setButton.disabled).toBe(true);
    fireEvent.submit(form);
    expect(savePassword).not.toHaveBeenCalled();
    const checkbox = within(form).getByRole('checkbox', {
      name: 'I understand that if I lose my password and device, I will lose access to my account and my assets.',
    });
    fireEvent.click(checkbox);
    expect(setButton.disabled).toBe(false);
    fireEvent.keyDown(checkbox, { key: 'Enter' });
    await waitFor(() => expect(setButton.getAttribute('aria-busy')).toBe('true'));
    expect(savePassword).toHaveBeenCalledTimes(1);
    expect(savePassword).toHaveBeenCalledWith('Ab1!xyzw', 'create');
    save.resolve();

    // done.
    form = await step('Success');
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opened automatically to reset: no Cancel, Generate fills a Strong password, and Success closes by itself', async () => {
    const kernel = await setup();
    const savePassword = vi.spyOn(kernel.embeddedWallet, 'savePassword').mockResolvedValue();
    const answer = openFlow(kernel, EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, { initiatedBy: 'automatic', purpose: 'update' });

    let form = await step('Reset your password');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Generate a password' }));
    const field = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(field.value).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(field.type).toBe('text');
    expect(within(form).getByText('Strength: Strong')).toBeTruthy();
    const password = field.value;
    pressEnter(field);

    // saving: Download saves the password in a text file named after the app.
    form = await step('Save your password');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:recovery';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(within(form).getByRole('button', { name: 'Download' }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Portico-Demo-recovery.txt');
    expect(await files[0]!.text()).toContain(`Your wallet recovery password: ${password}`);
    fireEvent.submit(form);

    form = await step('Confirm your password');
    const confirmation = within(form).getByLabelText('Confirm password');
    type(confirmation, password);
    pressEnter(confirmation);
    form = await step('Confirm you have saved');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Set Password' }));

    await step('Success');
    expect(savePassword).toHaveBeenCalledWith(password, 'update');
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed save says "Something went wrong" with its message, and Close rejects the prompt with that error', async () => {
    const kernel = await setup();
    const failure = new PorticoError('unknown_embedded_wallet_error', 'The wallet could not be saved');
    vi.spyOn(kernel.embeddedWallet, 'savePassword').mockRejectedValue(failure);
    const answer = openFlow(kernel, EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, { initiatedBy: 'user', purpose: 'create' });
    answer.catch(() => {});

    let form = await step('Set your password');
    type(within(form).getByLabelText('Password'), 'Secret-12');
    fireEvent.submit(form);
    fireEvent.submit(await step('Save your password'));
    form = await step('Confirm your password');
    type(within(form).getByLabelText('Confirm password'), 'Secret-12');
    fireEvent.submit(form);
    form = await step('Confirm you have saved');
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.submit(form);

    form = await step('Something went wrong');
    expect(within(form).getByText('The wallet could not be saved')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));
    await expect(answer).rejects.toBe(failure);
  });

  it('Cancel rejects with the user-rejected error (4001)', async () => {
    const kernel = await setup();
    const answer = openFlow(kernel, EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, { initiatedBy: 'user', purpose: 'create' });
    fireEvent.click(within(await step('Set your password')).getByRole('button', { name: 'Cancel' }));
    await expect(answer).rejects.toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('Back from creating returns to the recovery selection screen when the flow came from it', async () => {
    const kernel = await setup();
    const flow: PasswordFlowData = { initiatedBy: 'user', purpose: 'create' };
    openFlow(kernel, EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN, flow).catch(() => {});
    kernel.navigation.navigate(EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, { ...flow });
    const form = await step('Set your password');
    fireEvent.click(within(form).getByRole('button', { name: 'Back' }));
    expect(kernel.getSnapshot().modal.screen).toBe(EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN);
  });
});

describe('password update splash screen', () => {
  it('explains the reset, and Continue opens the update flow with the same data', async () => {
    const kernel = await setup();
    openFlow(kernel, EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN, { initiatedBy: 'user', purpose: 'update' }).catch(() => {});
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Reset your password' });
    within(dialog).getByText('Your new password replaces the old one for recovering this wallet.');
    within(dialog).getByRole('button', { name: 'Cancel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await step('Reset your password');
    expect(kernel.getSnapshot().modal).toMatchObject({ screen: EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, data: { initiatedBy: 'user', purpose: 'update' } });
  });

  it('has no Cancel when the SDK opened it', async () => {
    const kernel = await setup();
    openFlow(kernel, EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN, { initiatedBy: 'automatic', purpose: 'update' }).catch(() => {});
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Reset your password' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('password recovery screen', () => {
  async function openRecovery(recover: (password: string) => Promise<void>) {
    const kernel = await setup();
    const recoverWithPassword = vi.spyOn(kernel.embeddedWallet, 'recoverWithPassword').mockImplementation(recover);
    const answer = kernel.prompts.open<boolean>(EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN, { intent: 'recovery' });
    const form = await step('Enter your password');
    within(form).getByText('Enter your recovery password to recover your wallet on this device.');
    return { kernel, answer, form, field: within(form).getByLabelText('Password') as HTMLInputElement, recoverWithPassword };
  }

  it('keeps the person on the screen with the field filled after a wrong password, and resolves with the right one', async () => {
    const { answer, form, field, recoverWithPassword } = await openRecovery(async (password) => {
      if (password !== 'right-pass') throw new PorticoError('invalid_recovery_password', 'Invalid recovery password');
    });
    const submit = within(form).getByRole('button', { name: 'Recover your account' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    type(field, 'wrong-pass');
    pressEnter(field);
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid recovery password, please try again.');
    expect(field.value).toBe('wrong-pass');
    expect(screen.getByRole('form', { name: 'Enter your password' })).toBe(form);

    type(field, 'right-pass');
    expect(within(form).queryByRole('alert')).toBeNull();
    pressEnter(field);
    await expect(answer).resolves.toBe(true);
    expect(recoverWithPassword.mock.calls).toEqual([['wrong-pass'], ['right-pass']]);
  });

  it('shows the spinner while waiting, and any other failure as its short message', async () => {
    const attempt = deferred();
    const { form, field } = await openRecovery(async () => {
      await attempt.promise;
      throw new PorticoError('embedded_wallet_request_timeout', 'The wallet did not answer in time');
    });
    type(field, 'some-pass');
    pressEnter(field);
    await waitFor(() => expect(within(form).getByRole('button', { name: /Recover your account/ }).getAttribute('aria-busy')).toBe('true'));
    attempt.resolve();
    expect((await within(form).findByRole('alert')).textContent).toBe('The wallet did not answer in time');
  });
});
