import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyPlugin, definePlugin, memoryStorage } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { PorticoProvider } from '../index';

afterEach(cleanup);

// The shell's lazy screens fail to load once, as a chunk does offline; the next load works. Its own file: a module
// loaded once stays loaded for the file's tests.
const chunk = vi.hoisted(() => ({ fail: true }));
vi.mock('../screens/rare-screens', async (importOriginal) => {
  if (chunk.fail) {
    chunk.fail = false;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

let loads = 0;
const flaky = definePlugin({
  id: 'flaky',
  screens: {
    FLAKY_SCREEN: {
      load: async () => {
        if (loads++ === 0) throw new TypeError('Failed to fetch dynamically imported module');
        return { default: () => <p>Flaky loaded</p> };
      },
    },
  },
  setup: () => ({ actions: {} }),
});

/**
 * A screen whose code fails to load shows the error screen in its place, the host's page stays, going back works,
 * and the screen's next show loads it again.
 */
async function expectRecovery(plugins: AnyPlugin[], name: string, loaded: string) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const env = setupEmulator();
  const kernel = env.kernel(plugins, memoryStorage());
  await kernel.start();
  render(
    <PorticoProvider kernel={kernel}>
      <p>Host page</p>
    </PorticoProvider>,
  );
  act(() => kernel.navigation.open({ intent: 'login' }));
  await screen.findByRole('dialog');

  act(() => kernel.navigation.navigate(name));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  expect(screen.getByText('Host page')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
  await screen.findByRole('heading', { name: 'Log in or sign up' });
  act(() => kernel.navigation.navigate(name));
  expect(await screen.findByText(loaded)).toBeTruthy();
  error.mockRestore();
}

describe('screen router, when a screen’s code fails to load', () => {
  it('never strands the person on a plugin screen', async () => {
    await expectRecovery([flaky], 'FLAKY_SCREEN', 'Flaky loaded');
    expect(loads).toBe(2);
  });

  it('never strands the person on a shell screen', async () => {
    await expectRecovery([], 'USER_LIMIT_REACHED_SCREEN', 'Unable to sign in');
  });
});
