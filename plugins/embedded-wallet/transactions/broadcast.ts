import { chainQuantity } from '../../../kit/chain-quantity';
import type { ChainRpc, Hex } from '../../../kit/json-rpc';
import { RpcReceipt, toReceipt, type TransactionReceipt } from './receipt';

/** How often the receipt is asked for, and how long before a sent transaction counts as not confirmed. */
const RECEIPT_POLL_INTERVAL_MS = 1_000;
const RECEIPT_TIMEOUT_MS = 120_000;

export interface ReceiptTiming {
  intervalMs: number;
  timeoutMs: number;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** eth_sendRawTransaction: the hash the chain accepted the signed transaction under. */
export async function broadcast(rpc: ChainRpc, signed: string): Promise<Hex> {
  const hash = await rpc('eth_sendRawTransaction', [signed]);
  if (typeof hash !== 'string' || !HASH.test(hash)) throw new Error(`The chain answered eth_sendRawTransaction with ${JSON.stringify(hash)}`);
  return hash as Hex;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls eth_getTransactionReceipt (at once, then every `intervalMs`) until the chain has one; null after
 * `timeoutMs`. A failed poll is only retried: the transaction is out there either way.
 */
export async function waitForReceipt(rpc: ChainRpc, hash: Hex, { intervalMs, timeoutMs }: ReceiptTiming = { intervalMs: RECEIPT_POLL_INTERVAL_MS, timeoutMs: RECEIPT_TIMEOUT_MS }): Promise<TransactionReceipt | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const wire = await rpc('eth_getTransactionReceipt', [hash]).catch(() => null);
    if (wire) {
      const receipt = RpcReceipt.parse(wire);
      const latest = await rpc('eth_blockNumber').then((block) => Number(chainQuantity(block, 'eth_blockNumber')), () => Number(BigInt(receipt.blockNumber)));
      return toReceipt(receipt, latest);
    }
    if (Date.now() + intervalMs > deadline) return null;
    await sleep(intervalMs);
  }
}
