import { describe, expect, it, vi } from 'vitest';
import { lazyCode } from './lazy-code';

describe('lazyCode', () => {
  it('loads once for every caller, and hands out what it made', async () => {
    const load = vi.fn(async () => ({ value: 2 }));
    const code = lazyCode(load, ({ value }) => ({ double: value * 2 }), 'doubles');
    expect(code.loaded()).toBeNull();
    const [first, second] = await Promise.all([code.load(), code.load()]);
    expect(first).toBe(second);
    expect(code.loaded()).toEqual({ double: 4 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails as a retryable network_error naming what the code does, and loads again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({});
    const code = lazyCode(load, () => 'made', 'signs things');
    await expect(code.load()).rejects.toMatchObject({
      code: 'network_error',
      retryable: true,
      shortMessage: 'Could not load the code that signs things',
    });
    await expect(code.load()).resolves.toBe('made');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a preload that fails is silent and left to the next use', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({});
    const code = lazyCode(load, () => 'made', 'works');
    code.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(code.load()).resolves.toBe('made');
  });
});
