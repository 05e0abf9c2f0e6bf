import { describe, expect, it } from 'vitest';
import { deviceShares, frameStorage } from './device-shares';

describe('frame storage', () => {
  it('uses the origin’s storage when the browser allows it', () => {
    const local = new Map<string, string>();
    const storage = { getItem: (k: string) => local.get(k) ?? null, setItem: (k: string, v: string) => void local.set(k, v), removeItem: () => {} };
    frameStorage(() => storage).setItem('a', 'b');
    expect(local.get('a')).toBe('b');
  });

  it('keeps shares for the frame’s life where the browser denies storage (a blocked third-party frame)', () => {
    const storage = frameStorage(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied", 'SecurityError');
    });
    const shares = deviceShares(storage, 'app');
    shares.save('0xAB', new Uint8Array([1, 2, 3]));
    expect(shares.read('0xab')).toEqual(new Uint8Array([1, 2, 3]));
    shares.forget('0xab');
    expect(shares.read('0xab')).toBeNull();
  });
});
