import { createPublicClient, createWalletClient, http, isAddressEqual, type Hash, type Hex } from 'viem';
import { sendInTurn } from '../chain-sender';
import { ApiError, invalidData } from '../../shared/http-error';
import { testWalletAccount } from './accounts';
import type { SendRequest } from './requests';

/**
 * Signs and broadcasts what a person approved in the test wallet (eth_sendTransaction) on the wallet's current chain,
 * with the account's key, which stays in the emulator; answers the hash as a wallet does. The local chains mine at
 * once, so it waits for the receipt: whoever asked next sees the transaction's effects.
 */
export async function sendForTestWallet(rpcUrl: string, { account: index, transaction }: SendRequest): Promise<Hash> {
  const account = testWalletAccount(index);
  if (!isAddressEqual(transaction.from, account.address)) throw invalidData(`Account ${index} is ${account.address}, not ${transaction.from}`);
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ account, transport });
  const value = transaction.value === undefined ? 0n : BigInt(transaction.value);
  const data = transaction.data as Hex | undefined;
  try {
    const hash = await sendInTurn(rpcUrl, account.address, () => wallet.sendTransaction({ to: transaction.to, value, data, chain: null }));
    await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return hash;
  } catch (error) {
    // The chain's refusal (too little to pay, a revert on estimation) is the wallet's answer, not the emulator's fault.
    throw new ApiError(400, 'transaction_refused', (error as { shortMessage?: string }).shortMessage ?? (error as Error).message);
  }
}
