import { describe, expect, it, vi } from 'vitest';
import { generatePassword } from './generate';
import { validatePassword } from './rules';
import { passwordStrength } from './strength';

describe('generatePassword', () => {
  it('gives 4 groups of 5 letters or digits, always valid and Strong (200 runs), never the same twice', () => {
    const seen = new Set<string>();
    for (let run = 0; run < 200; run += 1) {
      const password = generatePassword();
      expect(password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
      expect(validatePassword(password)).toBeNull();
      expect(passwordStrength(password)).toBe('Strong');
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('draws from crypto.getRandomValues and drops biased bytes (248 and above)', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    // One draw of only 255s (all dropped), then real randomness.
    spy.mockImplementationOnce((array) => {
      new Uint8Array(array.buffer).fill(255);
      return array;
    });
    expect(generatePassword()).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(spy.mock.calls.length).toBeGreaterThan(4);
  });
});
