import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoProvider } from '../../ui/index';
import { mfaOnly, otherCode, totpCode } from '../../test/support/mfa';

afterEach(cleanup);

/** The prompt-mode plugin for a user enrolled in the authenticator app, rendered under the provider. */
async function setup() {
  const harness = await mfaOnly({});
  const secret = await harness.enrolTotp();
  render(<PorticoProvider kernel={harness.kernel}>{null}</PorticoProvider>);
  await waitFor(() => expect(harness.kernel.getSnapshot().ready).toBe(true));
  return { ...harness, secret };
}

const typeCode = (code: string) =>
  fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });

describe('MFA_VERIFY_SCREEN', () => {
  it('a wrong code shows section 8\'s message; the right one resolves the prompt with the proof and closes it', async () => {
    const { env, kernel, secret } = await setup();
    let verified!: Promise<string | null>;
    act(() => {
      verified = kernel.mfa.ensureVerified('sign');
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Verify your identity' });
    expect(within(dialog).getByText('Enter verification code')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeTruthy();

    const right = totpCode(secret, env.clock.now);
    typeCode(otherCode(right));
    await within(dialog).findByText('The code you entered is not valid');

    typeCode(right);
    await expect(verified).resolves.toEqual(expect.any(String));
    await waitFor(() => expect(kernel.getSnapshot().modal.open).toBe(false));
  });

  it('Not now rejects with MFA canceled (4001)', async () => {
    const { kernel } = await setup();
    let verified!: Promise<string | null>;
    act(() => {
      verified = kernel.mfa.ensureVerified('export');
    });
    const outcome = verified.catch((error: unknown) => error);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await expect(outcome).resolves.toMatchObject({ shortMessage: 'MFA canceled', providerCode: 4001 });
  });
});
