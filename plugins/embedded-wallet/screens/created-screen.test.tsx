import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupEmulator } from '../../../test/support/emulator';
import { SUCCESS_DELAY_MS } from '../../../ui/constants';
import { PorticoProvider } from '../../../ui/index';
import { embeddedWallet } from '../index';
import { EMBEDDED_WALLET_CREATED_SCREEN } from '../screen-names';

afterEach(cleanup);
// The modal loads screens lazily; transforming one cold under a busy run can outlast findBy's wait.
beforeAll(() => import('./CreatedScreen'));

// The screen only reads the user and moves the flow on: no wallet frame is needed.
const noFrame = { request: () => Promise.reject(new Error('no frame in screen tests')), destroy() {} };

describe('EMBEDDED_WALLET_CREATED_SCREEN', () => {
  it('stays until the person presses Continue, which moves the login on', async () => {
    const env = setupEmulator();
    await env.configureApp({});
    const kernel = env.kernel([embeddedWallet({ frame: noFrame })]);
    await kernel.start();
    render(<PorticoProvider kernel={kernel} />);
    await waitFor(() => expect(kernel.getSnapshot().ready).toBe(true));
    const continueFlow = vi.spyOn(kernel, 'continueFlow');
    kernel.navigation.open({ screen: EMBEDDED_WALLET_CREATED_SCREEN, intent: 'login', closeable: false });

    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Your wallet is ready' }, { timeout: 5000 });
    // Well past the delay after which it used to move on by itself.
    await new Promise((resolve) => setTimeout(resolve, SUCCESS_DELAY_MS * 2));
    expect(continueFlow).not.toHaveBeenCalled();
    expect(kernel.getSnapshot().modal.screen).toBe(EMBEDDED_WALLET_CREATED_SCREEN);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(continueFlow).toHaveBeenCalledOnce();
  });
});
