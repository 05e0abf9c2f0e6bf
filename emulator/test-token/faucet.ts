import { createPublicClient, createWalletClient, http, parseUnits, type Address, type Hash } from 'viem';
import * as z from 'zod/mini';
import { ApiError } from '../http-error';
import { testWalletAccount } from '../test-wallet/accounts';
import { testTokenAbi } from './artifact';
import type { TestToken } from './deploy';

/** Ether and PTT both have 18 decimals, so one parser serves both amounts. */
const DECIMALS = 18;

/** A positive decimal amount with at most 18 decimals and at most `cap` whole units, in base units (wei). */
const amount = (cap: bigint) =>
  z.pipe(
    z.pipe(z.string().check(z.regex(/^\d{1,30}(\.\d{1,18})?$/)), z.transform((value) => parseUnits(value, DECIMALS))),
    z.bigint().check(z.gt(0n), z.lte(cap * 10n ** BigInt(DECIMALS))),
  );

/** POST /dev/faucet: who gets funded, and how much ETH and PTT (decimal strings; at most 10 ETH and 10,000 PTT). */
export const FaucetRequest = z.object({
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  eth: z.prefault(amount(10n), '1'),
  tokens: z.prefault(amount(10_000n), '100'),
});
export type FaucetRequest = z.output<typeof FaucetRequest>;

export interface FaucetAnswer {
  eth_tx_hash: Hash;
  token_tx_hash: Hash;
}

const POLL_MS = 50;

/**
 * Sends ETH and PTT from anvil's account 0 and waits for both receipts. Calls run one at a time: two at once would
 * read the same nonce and one transaction would be refused.
 */
export function createFaucet(rpcUrl: string, token: TestToken) {
  const transport = http(rpcUrl);
  const wallet = createWalletClient({ account: testWalletAccount(0), transport });
  const client = createPublicClient({ transport, pollingInterval: POLL_MS });
  let queue: Promise<unknown> = Promise.resolve();

  async function send({ address, eth, tokens }: FaucetRequest): Promise<FaucetAnswer> {
    const to = address as Address;
    try {
      const ethHash = await wallet.sendTransaction({ to, value: eth, chain: null });
      const tokenHash = await wallet.writeContract({
        address: token.address,
        abi: testTokenAbi,
        functionName: 'transfer',
        args: [to, tokens],
        chain: null,
      });
      const receipts = await Promise.all([ethHash, tokenHash].map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: POLL_MS })));
      if (receipts.some((receipt) => receipt.status !== 'success')) throw new Error('a transfer reverted');
      return { eth_tx_hash: ethHash, token_tx_hash: tokenHash };
    } catch (error) {
      const why = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
      throw new ApiError(502, 'faucet_failed', `The local chain at ${rpcUrl} did not fund ${address}: ${why}`);
    }
  }

  return {
    fund(request: FaucetRequest): Promise<FaucetAnswer> {
      const result = queue.then(() => send(request));
      queue = result.catch(() => {});
      return result;
    },
  };
}
