import { mnemonicToAccount, type HDAccount } from 'viem/accounts';
import { invalidData } from '../../shared/http-error';

/** anvil's (and Hardhat's) well-known test mnemonic: its first ten accounts are funded on a fresh anvil. */
export const ANVIL_TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** Accounts m/44'/60'/0'/0/0 to m/44'/60'/0'/0/999 can be asked for. */
export const MAX_ACCOUNT_INDEX = 999;

// Deriving one costs about 150 ms (PBKDF2 of the mnemonic); the result never changes, so it is kept.
const derived = new Map<number, HDAccount>();

/** The test wallet's account `index`: a key only the emulator holds. */
export function testWalletAccount(index: number): HDAccount {
  let account = derived.get(index);
  if (!account) {
    account = mnemonicToAccount(ANVIL_TEST_MNEMONIC, { addressIndex: index });
    derived.set(index, account);
  }
  return account;
}

/** wallet.js's `?account=N`: 0 when absent, else an integer 0..999. */
export function parseAccountIndex(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d{1,3}$/.test(value)) throw invalidData(`Invalid account: expected an integer from 0 to ${MAX_ACCOUNT_INDEX}`);
  return Number(value);
}
