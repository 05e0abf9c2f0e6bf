import { createPublicClient, http, numberToHex, type Address, type Hex } from 'viem';
import * as z from 'zod/mini';
import type { EmulatorContext } from '../context';
import { invalidData } from '../../shared/http-error';
import { LOCAL_CHAIN_ID } from '../../shared/chains';

/** The transact page's chain work for eth_sendTransaction: the nonce, gas and fees it signs, then the broadcast. */

const Quantity = z.union([z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)), z.int().check(z.gte(0))]);
const HexAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
export const TransactionBody = z.object({
  from: HexAddress,
  to: z.optional(HexAddress),
  value: z.optional(Quantity),
  data: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/), z.maxLength(48 * 1024))),
  chainId: z.optional(Quantity),
});

const client = (ctx: EmulatorContext, chainId: number) => {
  const url = ctx.chainRpcUrls[chainId];
  if (!url) throw invalidData(`Unsupported chain ${chainId}`);
  return createPublicClient({ transport: http(url) });
};

export async function prepareTransaction(ctx: EmulatorContext, tx: z.output<typeof TransactionBody>) {
  const chainId = tx.chainId === undefined ? LOCAL_CHAIN_ID : Number(tx.chainId);
  const chain = client(ctx, chainId);
  const from = tx.from as Address;
  const call = { account: from, to: tx.to as Address | undefined, value: BigInt(tx.value ?? 0), data: tx.data as Hex | undefined };
  const [nonce, gas, fees] = await Promise.all([chain.getTransactionCount({ address: from, blockTag: 'pending' }), chain.estimateGas(call), chain.estimateFeesPerGas()]);
  return {
    from,
    ...(tx.to && { to: tx.to }),
    value: numberToHex(call.value),
    data: tx.data ?? '0x',
    chainId,
    nonce,
    gas: numberToHex(gas),
    maxFeePerGas: numberToHex(fees.maxFeePerGas),
    maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas),
  };
}

export const broadcastTransaction = (ctx: EmulatorContext, chainId: number, signed: Hex) =>
  client(ctx, chainId).sendRawTransaction({ serializedTransaction: signed });
