// @vitest-environment node
import { mnemonicToEntropy, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { describe, expect, it } from 'vitest';
import { ENTROPY_BYTES, generateEntropy, mnemonicFromEntropy } from './entropy';

describe('wallet entropy', () => {
  it('is 16 fresh random bytes each time', () => {
    const first = generateEntropy();
    expect(first).toHaveLength(ENTROPY_BYTES);
    expect(ENTROPY_BYTES).toBe(16);
    expect(generateEntropy()).not.toEqual(first);
  });

  it('becomes a valid 12-word English phrase that encodes exactly that entropy', () => {
    const entropy = generateEntropy();
    const mnemonic = mnemonicFromEntropy(entropy);
    expect(mnemonic.split(' ')).toHaveLength(12);
    expect(validateMnemonic(mnemonic, wordlist)).toBe(true);
    expect(mnemonicToEntropy(mnemonic, wordlist)).toEqual(entropy);
  });

  it('matches the BIP-39 reference vector for all-zero entropy', () => {
    expect(mnemonicFromEntropy(new Uint8Array(16))).toBe(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
  });
});
