// @vitest-environment node
import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { describe, expect, it } from 'vitest';
import { generateEntropy } from './entropy';
import { combineShares, splitEntropy } from './shares';
import { solanaWalletOf } from './solana-wallet';

/** The Solana Cookbook's "restore a BIP44 keypair" phrase and the address it prints for m/44'/501'/0'/0'. */
const COOKBOOK_PHRASE = 'neither lonely flavor argue grass remind eye tag avocado spot unusual intact';
const COOKBOOK_ADDRESS = '5vftMkHL72JaJG6ExQfGAsT2uGVHpRR7oTNUPMs68Y2N';

describe('solanaWalletOf', () => {
  it("gives the address Solana wallets restore from the same phrase at m/44'/501'/0'/0'", async () => {
    expect((await solanaWalletOf(mnemonicToEntropy(COOKBOOK_PHRASE, wordlist))).address).toBe(COOKBOOK_ADDRESS);
  });

  it('answers the private key of the address’s public key, the same from entropy rebuilt out of two shares', async () => {
    const entropy = generateEntropy();
    const wallet = await solanaWalletOf(entropy);
    expect(wallet.privateKey).toHaveLength(32);
    expect(base58.decode(wallet.address)).toEqual(ed25519.getPublicKey(wallet.privateKey));
    const { auth, recovery } = await splitEntropy(entropy);
    expect(await solanaWalletOf(await combineShares([auth, recovery]))).toEqual(wallet);
  });
});
