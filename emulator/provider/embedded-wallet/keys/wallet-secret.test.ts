// @vitest-environment node
import { hexToBytes } from 'viem';
import { describe, expect, it } from 'vitest';
import { ANVIL_FIRST_KEY } from '../../siwe-test-support';
import { deriveWallet } from './derive';
import { generateEntropy, mnemonicFromEntropy } from './entropy';
import { importedSecret, walletKeyAt, walletSecretOf } from './wallet-secret';

describe('wallet secrets', () => {
  it('tells HD entropy from an imported key by length alone', () => {
    expect(walletSecretOf(new Uint8Array(16))?.kind).toBe('hd');
    expect(walletSecretOf(new Uint8Array(32))?.kind).toBe('imported');
    for (const length of [0, 15, 17, 31, 33]) expect(walletSecretOf(new Uint8Array(length))).toBeNull();
  });

  it('gives an HD wallet’s derived keys and an imported wallet’s own key, at index 0 only', () => {
    const entropy = generateEntropy();
    expect(walletKeyAt({ kind: 'hd', bytes: entropy }, 3)).toEqual(deriveWallet(mnemonicFromEntropy(entropy), 3));
    const imported = importedSecret(ANVIL_FIRST_KEY);
    expect(imported.bytes).toEqual(hexToBytes(ANVIL_FIRST_KEY));
    expect(walletKeyAt(imported, 0)).toEqual({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: ANVIL_FIRST_KEY });
    expect(() => walletKeyAt(imported, 1)).toThrow(RangeError);
  });

  it('refuses text that is no secp256k1 private key', () => {
    for (const bad of ['0x1234', ANVIL_FIRST_KEY.slice(2), `0x${'0'.repeat(64)}`, `0x${'f'.repeat(64)}`, `0x${'g'.repeat(64)}`]) {
      expect(() => importedSecret(bad)).toThrow(TypeError);
    }
  });
});
