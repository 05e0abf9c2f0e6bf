import { base58 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { mnemonicToSeedSync } from '@scure/bip39';
import { mnemonicFromEntropy } from './entropy';
import { slip10Ed25519 } from '../../../shared/slip10';
import { isEthereumWalletOf, type WalletSecret } from './wallet-secret';

/** m/44'/501'/0'/0': the path Phantom, Solflare and the Solana CLI give a phrase's first account, so they restore it. */
const SOLANA_PATH = [44, 501, 0, 0] as const;

/** Base58 has no 0, so no Solana address starts with 0x, and every Ethereum one does. */
export const isSolanaAddress = (address: string) => !address.startsWith('0x');

export interface SolanaWallet {
  /** Base58 of the 32-byte Ed25519 public key. */
  address: string;
  /** The 32-byte Ed25519 private key. */
  privateKey: Uint8Array;
}

/**
 * The Solana wallet of a seed's entropy: SLIP-0010 at SOLANA_PATH from the phrase's BIP-39 seed (no passphrase), the
 * seed viem derives the Ethereum wallets from, so one phrase holds both. Costs the phrase's PBKDF2, as deriveWallet does.
 */
export async function solanaWalletOf(entropy: Uint8Array): Promise<SolanaWallet> {
  const { privateKey } = await slip10Ed25519(mnemonicToSeedSync(mnemonicFromEntropy(entropy)), SOLANA_PATH);
  return { address: base58.encode(ed25519.getPublicKey(privateKey)), privateKey };
}

/**
 * The 64-byte secret key Solana wallets import (Phantom's "private key" is its base58 text, solana-keygen's file its
 * bytes): the 32-byte private key followed by the 32-byte public key.
 */
export function solanaSecretKey({ privateKey }: SolanaWallet): Uint8Array {
  const secretKey = new Uint8Array(64);
  secretKey.set(privateKey);
  secretKey.set(ed25519.getPublicKey(privateKey), 32);
  return secretKey;
}

/**
 * Whether the secret is the wallet whose shares are kept under `address`: its index-0 Ethereum wallet for an Ethereum
 * address, its Solana wallet for a Solana one (a seed made for Solana alone).
 */
export async function isEthereumOrSolanaWalletOf(secret: WalletSecret, address: string): Promise<boolean> {
  if (!isSolanaAddress(address)) return isEthereumWalletOf(secret, address);
  return secret.kind === 'hd' && (await solanaWalletOf(secret.bytes)).address === address;
}
