import type { Eip1193Provider } from '../../../kernel/index';
import { toQuantity } from '../../../kit/eip1193';

/** A transaction the person's wallet sends: amounts in base units. */
export interface WalletTransaction {
  from: string;
  to: string;
  value: bigint;
  data?: string;
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** EIP-1193's refusal by the person (4001): the transfer is declined, not failed. */
export const isUserRejection = (error: unknown): boolean => codeOf(error) === 4001;

/** Sends the transactions one after the other through the wallet (eth_sendTransaction); their hashes, in order. */
export async function sendFromWallet(provider: Eip1193Provider, transactions: readonly WalletTransaction[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const { from, to, value, data } of transactions) {
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toQuantity(value), ...(data && data !== '0x' && { data }) }],
    });
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new Error('The wallet did not answer with a transaction hash');
    hashes.push(hash);
  }
  return hashes;
}
