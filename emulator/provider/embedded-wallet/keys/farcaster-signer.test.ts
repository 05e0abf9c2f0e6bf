// @vitest-environment node
import { hkdfSync } from 'node:crypto';
import { hexToBytes } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { farcasterSignerKey } from './farcaster-signer';

describe('farcasterSignerKey', () => {
  it('is HKDF-SHA256 of the wallet key under the signer label, as another implementation computes it', async () => {
    const walletKey = generatePrivateKey();
    const expected = new Uint8Array(hkdfSync('sha256', hexToBytes(walletKey), new Uint8Array(), 'portico:farcaster-signer:v1', 32));
    expect(await farcasterSignerKey(walletKey)).toEqual(expected);
  });
});
