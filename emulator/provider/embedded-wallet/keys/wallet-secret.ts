import { getAddress, hexToBytes, isHex, toHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { deriveWallet, type DerivedWallet } from './derive';
import { ENTROPY_BYTES, mnemonicFromEntropy } from './entropy';

/** An imported wallet's secret is its secp256k1 private key. */
const PRIVATE_KEY_BYTES = 32;

/**
 * What a wallet's shares rebuild: 16 bytes of BIP-39 entropy (an HD wallet, whose keys are derived per index) or the
 * 32-byte private key of an imported wallet. The length alone tells them apart, so the frame needs no word from the
 * provider (which could be wrong or tampered with) to know how to sign.
 */
export type WalletSecret = { kind: 'hd'; bytes: Uint8Array } | { kind: 'imported'; bytes: Uint8Array };

/** The secret these bytes are, or null for any other length. */
export function walletSecretOf(bytes: Uint8Array): WalletSecret | null {
  if (bytes.length === ENTROPY_BYTES) return { kind: 'hd', bytes };
  if (bytes.length === PRIVATE_KEY_BYTES) return { kind: 'imported', bytes };
  return null;
}

/** An imported key's secret; a TypeError for text that is not 0x + 64 hex digits or not a valid secp256k1 key. */
export function importedSecret(privateKey: string): WalletSecret {
  if (!isHex(privateKey) || privateKey.length !== 2 + 2 * PRIVATE_KEY_BYTES) throw new TypeError('A private key is 0x and 64 hex digits');
  try {
    // Zero or a value at or above the curve's order has no public key: refused here rather than when signing.
    privateKeyToAddress(privateKey);
  } catch (cause) {
    throw new TypeError('Not a valid secp256k1 private key', { cause });
  }
  return { kind: 'imported', bytes: hexToBytes(privateKey) };
}

/**
 * The key signing as the wallet at `walletIndex`: an HD wallet's derived key, an imported wallet's own key (which has
 * index 0 only; a RangeError otherwise).
 */
export function walletKeyAt(secret: WalletSecret, walletIndex: number): DerivedWallet {
  if (secret.kind === 'hd') return deriveWallet(mnemonicFromEntropy(secret.bytes), walletIndex);
  if (walletIndex !== 0) throw new RangeError('An imported wallet has index 0 only');
  const privateKey = toHex(secret.bytes);
  return { address: privateKeyToAddress(privateKey), privateKey };
}

/** Whether the secret's index-0 Ethereum wallet (an HD wallet's primary, or the imported key) is `address`. */
export const isEthereumWalletOf = (secret: WalletSecret, address: string) => walletKeyAt(secret, 0).address === getAddress(address);
