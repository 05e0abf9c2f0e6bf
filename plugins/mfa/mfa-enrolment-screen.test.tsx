import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PorticoProvider } from '../../ui/index';
import { mfaOnly, totpCode } from '../../test/support/mfa';

afterEach(cleanup);

const typeCode = (dialog: HTMLElement, code: string) =>
  fireEvent.paste(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => code } });

describe('MFA_ENROLLMENT_FLOW_SCREEN', () => {
  it('adds the authenticator app (QR code and secret, then its code), then removes it after a verification', async () => {
    const { env, kernel } = await mfaOnly({});
    render(<PorticoProvider kernel={kernel}>{null}</PorticoProvider>);
    await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));

    let done!: Promise<void>;
    act(() => {
      done = kernel.mfa.showMfaEnrollmentModal();
    });
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Choose a verification method' });
    expect(within(dialog).getByRole('button', { name: /Authenticator app · Recommended/ })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Authenticator app/ }));
    await within(dialog).findByRole('heading', { name: 'Scan QR code' });
    const secret = (await within(dialog).findByText(/^[A-Z2-7]{16,}$/)).textContent!;
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    typeCode(dialog, totpCode(secret, env.clock.now));
    await within(dialog).findByRole('heading', { name: 'Authenticator app verification added' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await done;
    expect(kernel.getSnapshot().user?.mfaMethods.map((m) => m.type)).toEqual(['totp']);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Removing: verify first, then confirm.
    env.clock.now += 30_000;
    act(() => {
      done = kernel.mfa.showMfaEnrollmentModal();
    });
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByRole('button', { name: 'Remove Authenticator app' }));
    await within(again).findByRole('heading', { name: 'Verify your identity' });
    typeCode(again, totpCode(secret, env.clock.now));
    await within(again).findByRole('heading', { name: 'Remove Authenticator app verification?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Remove' }));
    await within(again).findByRole('heading', { name: 'Choose a verification method' });
    await waitFor(() => expect(kernel.getSnapshot().user?.mfaMethods).toEqual([]));
  });
});
