import { parseUnits, type Address, type Hash } from 'viem';
import * as z from 'zod/mini';
import { ApiError } from '../../shared/http-error';
import { testWalletAccount } from '../test-wallet/accounts';
import { sendAsset } from '../chain-sender';
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

/**
 * Sends ETH and PTT from anvil's account 0, each mined before the answer. Sends from account 0 wait their turn
 * (chain-sender.ts), since funding's USDC credits come from the same account.
 */
export function createFaucet(rpcUrl: string, token: TestToken) {
  const holder = testWalletAccount(0);
  return {
    async fund({ address, eth, tokens }: FaucetRequest): Promise<FaucetAnswer> {
      const to = address as Address;
      try {
        const ethHash = await sendAsset(rpcUrl, holder, { to, value: eth });
        const tokenHash = await sendAsset(rpcUrl, holder, { to, value: tokens, token: token.address });
        return { eth_tx_hash: ethHash, token_tx_hash: tokenHash };
      } catch (error) {
        const why = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message;
        throw new ApiError(502, 'faucet_failed', `The local chain at ${rpcUrl} did not fund ${address}: ${why}`);
      }
    },
  };
}
