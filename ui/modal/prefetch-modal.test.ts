import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type LoginMethodEntry, type Mark, type ScreenEntry } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { prefetchLanding } from './prefetch-landing';
import { loadedModal, prefetchModal, whenIdle } from './prefetch-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const form = (): ScreenEntry & { load: ReturnType<typeof vi.fn> } => ({ load: vi.fn(async () => ({ default: () => null })) });
const mark = () => vi.fn(async (): Promise<{ default: Mark }> => ({ default: { path: 'M0 0h24v24H0z' } }));

function input(key: string, available: boolean) {
  const inline = form();
  const icon = mark();
  const method: LoginMethodEntry = { key, label: key, icon, order: 0, group: 'web2', kind: 'input', inline, isAvailable: () => available };
  return { method, inline, icon };
}

/** A kernel whose plugin offers an enabled input, a disabled one and an enabled button. */
async function scene({ start = true } = {}) {
  const enabled = input('enabled', true);
  const disabled = input('disabled', false);
  const buttonIcon = mark();
  const button: LoginMethodEntry = { key: 'button', label: 'Button', icon: buttonIcon, order: 1, group: 'web2', kind: 'button', onSelect: () => {} };
  const plugin = definePlugin({ id: 'methods', loginMethods: [enabled.method, disabled.method, button], setup: () => ({ actions: {} }) });
  const kernel = setupEmulator().kernel([plugin]);
  if (start) await kernel.start();
  return { kernel, enabled, disabled, buttonIcon };
}

describe('prefetchLanding', () => {
  it('loads the enabled inline forms and the enabled methods’ marks, nothing of a disabled method', async () => {
    const { kernel, enabled, disabled, buttonIcon } = await scene();
    prefetchLanding(kernel);
    expect(enabled.inline.load).toHaveBeenCalledTimes(1);
    expect(enabled.icon).toHaveBeenCalledTimes(1);
    expect(buttonIcon).toHaveBeenCalledTimes(1);
    expect(disabled.inline.load).not.toHaveBeenCalled();
    expect(disabled.icon).not.toHaveBeenCalled();
  });

  it('does the work once per app configuration and plugin state', async () => {
    const { kernel, enabled } = await scene();
    prefetchLanding(kernel);
    prefetchLanding(kernel);
    expect(enabled.inline.load).toHaveBeenCalledTimes(1);
  });

  it('before the app configuration loads, fetches no form, then fetches them once it has loaded', async () => {
    const { kernel, enabled } = await scene({ start: false });
    prefetchLanding(kernel);
    expect(enabled.inline.load).not.toHaveBeenCalled();
    await kernel.start();
    prefetchLanding(kernel);
    expect(enabled.inline.load).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchModal', () => {
  it('loads the modal’s code and the landing’s forms', async () => {
    const { kernel, enabled } = await scene();
    prefetchModal(kernel);
    await vi.waitFor(() => expect(loadedModal()).toBeDefined());
    await vi.waitFor(() => expect(enabled.inline.load).toHaveBeenCalledTimes(1));
  });
});

describe('whenIdle', () => {
  it('runs the task through requestIdleCallback where there is one, and cancels it', () => {
    const request = vi.fn((_task: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();
    const stop = whenIdle(task);
    expect(request).toHaveBeenCalledWith(task, { timeout: 2000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a 200 ms timer, which its cancellation clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
