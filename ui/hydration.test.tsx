import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { email } from '../plugins/email/index';
import { setupEmulator } from '../test/support/emulator';
import { PorticoProvider, usePortico } from './index';

function Status() {
  const { ready, authenticated } = usePortico();
  return <p>{ready ? (authenticated ? 'in' : 'out') : 'loading'}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydration', () => {
  it('hydrates the server HTML without a warning, then starts the kernel', async () => {
    const env = setupEmulator();
    const app = () => (
      <PorticoProvider kernel={kernel}>
        <Status />
      </PorticoProvider>
    );
    const serverKernel = env.kernel([email()]);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PorticoProvider kernel={serverKernel}><Status /></PorticoProvider>);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const kernel = env.kernel([email()]);
    await act(async () => {
      hydrateRoot(container, app());
    });
    await vi.waitFor(() => expect(container.textContent).toBe('out'));
    expect(errors).not.toHaveBeenCalled();
  });
});
