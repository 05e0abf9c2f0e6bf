// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';

describe('base64url', () => {
  it('uses - and _ instead of + and /, without padding', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(toBase64Url(new Uint8Array([]))).toBe('');
  });

  it('gives back every byte value it encoded, at every length modulo 3', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (const length of [256, 255, 254]) {
      const bytes = all.slice(0, length);
      expect(fromBase64Url(toBase64Url(bytes))).toEqual(bytes);
    }
  });

  it('refuses standard base64, padding, stray characters and impossible lengths', () => {
    for (const text of ['+/8', '-_8=', 'ab c', 'abcde']) expect(() => fromBase64Url(text)).toThrow(TypeError);
  });

  it('refuses a second spelling of the same bytes (unused trailing bits set)', () => {
    expect(fromBase64Url('-_8')).toEqual(new Uint8Array([0xfb, 0xff]));
    expect(() => fromBase64Url('-_9')).toThrow(TypeError);
  });
});
