// @vitest-environment node
import { base64urlnopad } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { generateEntropy } from './entropy';
import { combineShares, shareAt, shareX, splitEntropy } from './shares';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

describe('key shares (2 of 3)', () => {
  it('rebuilds the entropy from any two shares, in either order', async () => {
    const entropy = generateEntropy();
    const { device, auth, recovery } = await splitEntropy(entropy);
    const pairs: [Uint8Array, Uint8Array][] = [
      [device, auth],
      [auth, device],
      [device, recovery],
      [recovery, device],
      [auth, recovery],
      [recovery, auth],
    ];
    for (const pair of pairs) expect(await combineShares(pair)).toEqual(entropy);
  });

  it('gives three different shares, one byte longer than the entropy, none holding the entropy', async () => {
    const entropy = generateEntropy();
    const shares = Object.values(await splitEntropy(entropy));
    expect(new Set(shares.map(hex)).size).toBe(3);
    for (const share of shares) {
      expect(share).toHaveLength(entropy.length + 1);
      expect(hex(share)).not.toContain(hex(entropy));
    }
  });

  it('splits the same entropy differently each time, so shares of two splits reveal nothing shared', async () => {
    const entropy = generateEntropy();
    const first = await splitEntropy(entropy);
    const second = await splitEntropy(entropy);
    expect(second.device).not.toEqual(first.device);
    expect(second.auth).not.toEqual(first.auth);
  });

  it('cannot rebuild from one share: alone, twice over, or with a share of another split', async () => {
    const entropy = generateEntropy();
    const { device } = await splitEntropy(entropy);
    await expect(combineShares([device] as unknown as [Uint8Array, Uint8Array])).rejects.toThrow();
    await expect(combineShares([device, device])).rejects.toThrow();
    // Another split's share may reuse device's x-coordinate (then combine refuses) or not (then the bytes are wrong).
    const { auth: foreign } = await splitEntropy(entropy);
    const mixed = await combineShares([device, foreign]).catch(() => null);
    expect(mixed).not.toEqual(entropy);
  });

  it('survives storage as base64url text', async () => {
    const entropy = generateEntropy();
    const { device, auth } = await splitEntropy(entropy);
    const stored = [base64urlnopad.encode(device), base64urlnopad.encode(auth)];
    expect(await combineShares([base64urlnopad.decode(stored[0]!), base64urlnopad.decode(stored[1]!)])).toEqual(entropy);
  });
});

describe('shareAt', () => {
  it('rebuilds the third share of a split, byte for byte, from any two', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(16));
    const { device, auth, recovery } = await splitEntropy(secret);
    expect(await shareAt([auth, recovery], shareX(device))).toEqual(device);
    expect(await shareAt([recovery, device], shareX(auth))).toEqual(auth);
    expect(await shareAt([device, auth], shareX(recovery))).toEqual(recovery);
  });

  it('refuses a coordinate one of the two shares has, or none at all', async () => {
    const { auth, recovery } = await splitEntropy(new Uint8Array(16).fill(7));
    await expect(shareAt([auth, recovery], shareX(auth))).rejects.toThrow(RangeError);
    await expect(shareAt([auth, recovery], 0)).rejects.toThrow(RangeError);
  });
});
