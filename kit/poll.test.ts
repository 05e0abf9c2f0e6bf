import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll } from './poll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const options = { intervalMs: 2000, timeoutMs: 120_000, timedOut: () => new Error('timed out') };

describe('poll', () => {
  it('asks at once and then every interval until an answer', async () => {
    let calls = 0;
    const answer = poll(async () => (++calls === 3 ? 'done' : undefined), options);
    await vi.advanceTimersByTimeAsync(4000);
    await expect(answer).resolves.toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up with the time-out error once the next ask would pass the deadline (asks at 0, 2, ..., 120 s)', async () => {
    let calls = 0;
    const answer = poll(async () => void calls++, options).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(answer).resolves.toBe('timed out');
    expect(calls).toBe(61);
  });

  it('stops on abort with the signal’s reason, and on a failing check with its error', async () => {
    const controller = new AbortController();
    const aborted = poll(async () => undefined, { ...options, signal: controller.signal }).catch((error: unknown) => error);
    controller.abort(new Error('left the screen'));
    await expect(aborted).resolves.toMatchObject({ message: 'left the screen' });
    await expect(poll(() => Promise.reject(new Error('offline')), options)).rejects.toThrow('offline');
  });
});
