import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PorticoKernel } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider, useLogin, usePortico } from '../index';
import { loadedModal } from './prefetch-modal';

afterEach(cleanup);

function EmailForm() {
  return <input aria-label="Email address" />;
}

/** A plugin whose landing shows one inline form; `load` counts the fetches of its code. */
function formPlugin() {
  const load = vi.fn(async () => ({ default: EmailForm }));
  const plugin = definePlugin({
    id: 'form',
    loginMethods: [{ key: 'form', label: 'Form', order: 0, group: 'web2', kind: 'input', inline: { load } }],
    setup: () => ({ actions: {} }),
  });
  return { plugin, load };
}

function Host() {
  const { ready } = usePortico();
  const { login, prefetch } = useLogin();
  return (
    <button type="button" onClick={login} onPointerEnter={prefetch} disabled={!ready}>
      Log in
    </button>
  );
}

function renderHost(kernel: PorticoKernel) {
  render(
    <PorticoProvider kernel={kernel}>
      <Host />
    </PorticoProvider>,
  );
}

const loginButton = () => screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;

describe('the modal’s code, fetched ahead of the first opening', () => {
  it('is fetched when the page is idle after the kernel is ready, with the landing’s inline forms', async () => {
    vi.useFakeTimers();
    try {
      const { plugin, load } = formPlugin();
      const kernel = setupEmulator().kernel([plugin]);
      let finishStart!: () => void;
      const started = new Promise<void>((resolve) => (finishStart = resolve));
      const start = kernel.start.bind(kernel);
      vi.spyOn(kernel, 'start').mockImplementation(async () => {
        await started;
        await start();
      });
      renderHost(kernel);
      // Not before the kernel has started, however idle the page.
      await act(async () => vi.advanceTimersByTime(1000));
      expect(load).not.toHaveBeenCalled();
      await act(async () => {
        finishStart();
        await start();
      });
      expect(kernel.getSnapshot().ready).toBe(true);
      await act(async () => vi.advanceTimersByTime(199));
      expect(load).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('once fetched, the first opening shows the landing’s form at once, with no fallback in between', async () => {
    const { plugin, load } = formPlugin();
    renderHost(setupEmulator().kernel([plugin]));
    await waitFor(() => expect(loginButton().disabled).toBe(false));
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(loadedModal()).toBeDefined());
    await act(async () => {}); // the form's fetch settles
    fireEvent.click(loginButton());
    // In the same act as the click: nothing suspended.
    expect(screen.getByRole('dialog', { name: 'log in or sign up' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
  });

  it('useLogin().prefetch fetches the landing’s forms at once, e.g. on the pointer entering the host’s button', async () => {
    const { plugin, load } = formPlugin();
    const kernel = setupEmulator().kernel([plugin]);
    await kernel.start();
    renderHost(kernel);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(loginButton());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
