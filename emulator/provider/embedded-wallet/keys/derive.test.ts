// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ANVIL_FIRST_KEY } from '../../siwe-test-support';
import { ANVIL_TEST_MNEMONIC } from '../../../stand-ins/test-wallet/accounts';
import { deriveWallet } from './derive';
import { generateEntropy, mnemonicFromEntropy } from './entropy';
import { combineShares, splitEntropy } from './shares';

describe('deriveWallet', () => {
  it("derives anvil's well-known accounts at m/44'/60'/0'/0/{index}", () => {
    expect(deriveWallet(ANVIL_TEST_MNEMONIC, 0)).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: ANVIL_FIRST_KEY,
    });
    expect(deriveWallet(ANVIL_TEST_MNEMONIC, 1)).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    });
  });

  it('gives the same wallet from entropy rebuilt out of two shares', async () => {
    const entropy = generateEntropy();
    const { device, recovery } = await splitEntropy(entropy);
    const rebuilt = await combineShares([recovery, device]);
    expect(deriveWallet(mnemonicFromEntropy(rebuilt), 0)).toEqual(deriveWallet(mnemonicFromEntropy(entropy), 0));
  });

  it('refuses a phrase whose checksum is wrong rather than deriving an unrelated wallet', () => {
    expect(() => deriveWallet(ANVIL_TEST_MNEMONIC.replace('junk', 'test'), 0)).toThrow(TypeError);
  });

  it('refuses an index that is negative, fractional or hardened', () => {
    for (const index of [-1, 1.5, 2 ** 31]) expect(() => deriveWallet(ANVIL_TEST_MNEMONIC, index)).toThrow(RangeError);
  });
});
