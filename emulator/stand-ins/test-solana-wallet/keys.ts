import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { mnemonicToSeed } from '@scure/bip39';
import { slip10Ed25519 } from '../../shared/slip10';
import { ANVIL_TEST_MNEMONIC } from '../test-wallet/accounts';

export interface TestSolanaKey {
  /** Base58 of the 32-byte Ed25519 public key. */
  address: string;
  publicKey: Uint8Array;
  /** The 32-byte Ed25519 private key, which never leaves the emulator. */
  privateKey: Uint8Array;
}

/** m/44'/501'/N'/0': Phantom's path for its account N, so Phantom restores the same accounts from the mnemonic. */
const solanaPath = (index: number) => [44, 501, index, 0];

// The seed costs a PBKDF2 of the mnemonic and never changes, nor does a key derived from it: both are kept.
let seed: Promise<Uint8Array> | undefined;
const derived = new Map<number, Promise<TestSolanaKey>>();

async function deriveKey(index: number): Promise<TestSolanaKey> {
  seed ??= mnemonicToSeed(ANVIL_TEST_MNEMONIC);
  const { privateKey } = await slip10Ed25519(await seed, solanaPath(index));
  const publicKey = ed25519.getPublicKey(privateKey);
  return { address: base58.encode(publicKey), publicKey, privateKey };
}

/** The test Solana wallet's account `index` (0 to MAX_ACCOUNT_INDEX), from anvil's test mnemonic. */
export function testSolanaWalletKey(index: number): Promise<TestSolanaKey> {
  let key = derived.get(index);
  if (!key) {
    key = deriveKey(index);
    derived.set(index, key);
  }
  return key;
}
