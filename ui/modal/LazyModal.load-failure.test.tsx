import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PorticoError } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, useLogin } from '../index';

afterEach(cleanup);

// The modal's code fails to load once, as a chunk does offline; the next load works. Its own file: a module loaded once
// stays loaded for the file's tests.
const chunk = vi.hoisted(() => ({ fail: true }));
vi.mock('./PorticoModal', async (importOriginal) => {
  if (chunk.fail) {
    chunk.fail = false;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

// The inline form's code cannot be fetched while `formDown` is set.
let formDown = true;
const formPlugin = definePlugin({
  id: 'form',
  loginMethods: [
    {
      key: 'form',
      label: 'Continue with form',
      order: 0,
      group: 'web2',
      kind: 'input',
      inline: {
        load: async () => {
          if (formDown) throw new TypeError('Failed to fetch dynamically imported module');
          return { default: () => <input aria-label="Form field" /> };
        },
      },
    },
  ],
  setup: () => ({ actions: {} }),
});

function Host() {
  const { login } = useLogin();
  return (
    <button type="button" onClick={login}>
      Log in
    </button>
  );
}

describe('the modal, when its code fails to load', () => {
  it('reports a retryable network error, closes, keeps the host page, and loads again on the next opening', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const kernel = setupEmulator().kernel([formPlugin]);
    await kernel.start();
    const errors: PorticoError[] = [];
    kernel.on('error', ({ error }) => errors.push(error));
    render(
      <PorticoProvider kernel={kernel}>
        <Host />
      </PorticoProvider>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(kernel.getSnapshot().modal.open).toBe(false));
    expect(errors[0]).toMatchObject({ code: 'network_error', retryable: true, shortMessage: 'Could not load the code that shows the login modal' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('dialog');
    // The landing's inline form fails too: its method stays as a button that loads the form again.
    const retry = await screen.findByRole('button', { name: 'Continue with form' });
    formDown = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Form field' })).toBeTruthy();
    act(() => kernel.navigation.close());
    consoleError.mockRestore();
  });
});
