import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { email } from '../plugins/email/index';
import { setupEmulator } from '../test/support/emulator';
import { InlineLogin, PorticoProvider } from './index';

afterEach(cleanup);

describe('InlineLogin', () => {
  it('shows the widget once, in place: the provider opens no modal of its own meanwhile', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true });
    render(
      <PorticoProvider kernel={env.kernel([email()])}>
        <main>
          <InlineLogin />
        </main>
      </PorticoProvider>,
    );
    await screen.findByRole('textbox', { name: 'Email address' });
    const dialogs = screen.getAllByRole('dialog', { name: 'log in or sign up' });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]?.closest('main')).not.toBeNull();
    expect(dialogs[0]?.getAttribute('aria-modal')).toBeNull();
    expect(document.querySelector('.ptc-backdrop')).toBeNull();
  });

  it('gives the modal back to the provider once it is gone', async () => {
    const env = setupEmulator();
    await env.configureApp({ email_auth: true });
    const kernel = env.kernel([email()]);
    const page = (inline: boolean) => <PorticoProvider kernel={kernel}>{inline && <InlineLogin />}</PorticoProvider>;
    const { rerender } = render(page(true));
    await screen.findByRole('textbox', { name: 'Email address' });
    rerender(page(false));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // The flow the inline widget opened is still open, now in the provider's modal.
    expect(await screen.findByRole('dialog', { name: 'log in or sign up' })).toBeTruthy();
    expect(document.querySelector('.ptc-backdrop')).not.toBeNull();
  });
});
