import { validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { toHex, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

/** The last non-hardened BIP-32 index. */
const MAX_WALLET_INDEX = 2 ** 31 - 1;

export interface DerivedWallet {
  address: Address;
  privateKey: Hex;
}

/**
 * The Ethereum wallet at m/44'/60'/0'/0/{walletIndex}, BIP-44's path for Ethereum, so any wallet
 * app restores the same addresses from the phrase. A phrase with a bad checksum is refused rather
 * than silently deriving an unrelated wallet. Costs about 150 ms (the phrase's own PBKDF2).
 */
export function deriveWallet(mnemonic: string, walletIndex: number): DerivedWallet {
  if (!Number.isInteger(walletIndex) || walletIndex < 0 || walletIndex > MAX_WALLET_INDEX) {
    throw new RangeError(`walletIndex must be an integer from 0 to ${MAX_WALLET_INDEX}`);
  }
  if (!validateMnemonic(mnemonic, wordlist)) throw new TypeError('Not a valid BIP-39 English mnemonic');
  const account = mnemonicToAccount(mnemonic, { addressIndex: walletIndex });
  // A key derived from a seed always holds its private key.
  return { address: account.address, privateKey: toHex(account.getHdKey().privateKey!) };
}
