import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../kernel/index';
import { setupEmulator } from '../test/support/emulator';
import { PorticoProvider } from './index';

const APP_ID = 'c'.repeat(25);
let teardown: ReturnType<typeof vi.fn<() => void>>;
const watcher = () => definePlugin({ id: 'watcher', setup: () => ({ actions: {}, teardown }) });

beforeEach(() => {
  teardown = vi.fn<() => void>();
  // The kernel's boot request answers at once; what is under test is the kernel's life, not its boot.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve)));

describe('PorticoProvider', () => {
  it('destroys the kernel it made when it unmounts', async () => {
    const view = render(<PorticoProvider appId={APP_ID} apiUrl="http://127.0.0.1:1" plugins={[watcher()]} />);
    await tick();
    expect(teardown).not.toHaveBeenCalled();
    view.unmount();
    await tick();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it('keeps its kernel through StrictMode\'s unmount and mount again', async () => {
    const view = render(
      <StrictMode>
        <PorticoProvider appId={APP_ID} apiUrl="http://127.0.0.1:1" plugins={[watcher()]} />
      </StrictMode>,
    );
    await tick();
    // StrictMode made a second kernel and dropped it unmounted; the mounted one is still alive.
    expect(teardown).not.toHaveBeenCalled();
    view.unmount();
    await tick();
    expect(teardown).toHaveBeenCalledTimes(1);
  });

  it('leaves a kernel the host made alive', async () => {
    const kernel = setupEmulator().kernel([watcher()]);
    const view = render(<PorticoProvider kernel={kernel} />);
    await tick();
    view.unmount();
    await tick();
    expect(teardown).not.toHaveBeenCalled();
  });
});
