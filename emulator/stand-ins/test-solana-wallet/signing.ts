import { base64 } from '@scure/base';
import { ed25519 } from '@noble/curves/ed25519';
import { testSolanaWalletKey } from './keys';
import type { SolanaSignRequest } from './requests';

/** The Ed25519 signature (base64) of a message a person approved, by the account's key, which stays in the emulator. */
export async function signForTestSolanaWallet({ account, message }: SolanaSignRequest): Promise<string> {
  const { privateKey } = await testSolanaWalletKey(account);
  return base64.encode(ed25519.sign(message, privateKey));
}
