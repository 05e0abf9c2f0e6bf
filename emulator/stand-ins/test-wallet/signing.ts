import { isAddressEqual, isHex, type Hex } from 'viem';
import { invalidData } from '../../shared/http-error';
import { testWalletAccount } from './accounts';
import type { SignRequest } from './requests';

/** Signs what a person approved in the test wallet, with the account's key, which stays in the emulator. */
export async function signForTestWallet({ account: index, method, params }: SignRequest): Promise<Hex> {
  const account = testWalletAccount(index);
  const address = method === 'personal_sign' ? params[1] : params[0];
  if (!isAddressEqual(address, account.address)) throw invalidData(`Account ${index} is ${account.address}, not ${address}`);
  if (method === 'personal_sign') {
    const [message] = params;
    return account.signMessage({ message: isHex(message) ? { raw: message } : message });
  }
  // The schema checked the shape; viem checks the types against the message and fails on a mismatch.
  return account.signTypedData(params[1]).catch((error: Error) => {
    throw invalidData(`Invalid typed data: ${error.message.split('\n')[0]}`);
  });
}
