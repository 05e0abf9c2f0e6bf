import type { ChainConfig, Chains } from '../../../kernel/index';
import type { EmbeddedWalletMessages } from '../messages';
import { invalidRequest } from './errors';
import { parseQuantity, type Hex } from './quantity';

/** A transaction number as a host may give it (section 5): a number, a bigint or a hex string. */
export type QuantityInput = number | bigint | string;

/** Section 3's transaction request. */
export interface TransactionRequest {
  /** The recipient or contract; absent or null deploys a contract. */
  to?: string | null;
  /** The embedded wallet's own address when given. */
  from?: string;
  data?: string;
  value?: QuantityInput;
  gasLimit?: QuantityInput;
  gasPrice?: QuantityInput;
  maxFeePerGas?: QuantityInput;
  maxPriorityFeePerGas?: QuantityInput;
  /** A number or CAIP-2 `eip155:{n}`; the wallet's current chain (the default one unless switched) when absent. */
  chainId?: number | string;
  nonce?: QuantityInput;
}

/** A request checked and typed: a configured chain, addresses and data as hex, numbers as bigints. */
export interface NormalizedTransaction {
  chain: ChainConfig;
  from: Hex;
  to: Hex | null;
  data: Hex;
  value: bigint;
  gasLimit?: bigint;
  gasPrice?: bigint;
  maxFeePerGas?: bigint;
  maxPriorityFeePerGas?: bigint;
  /** The request's own nonce; the chain's pending count is read when absent. */
  nonce?: number;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const DATA = /^0x([0-9a-fA-F]{2})*$/;
const QUANTITY_FIELDS = ['value', 'gasLimit', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce'] as const;

export interface NormalizeContext {
  chains: Chains;
  /** The wallet that signs. */
  from: string;
  /** The chain used when the request names none. */
  chainId: number;
}

/**
 * Section 5's rules: quantities as number, bigint or hex string, else 'Invalid transaction request.'; the chain a
 * configured one (`unsupported_chain_id` with the spec's message otherwise, as `chains.resolve` says it).
 */
export function normalizeTransaction(request: TransactionRequest, context: NormalizeContext, m: EmbeddedWalletMessages): NormalizedTransaction {
  if (typeof request !== 'object' || request === null) throw invalidRequest(m, 'The request must be an object');
  const quantities: Partial<Record<(typeof QUANTITY_FIELDS)[number], bigint>> = {};
  for (const field of QUANTITY_FIELDS) {
    if (request[field] === undefined) continue;
    const parsed = parseQuantity(request[field]);
    if (parsed === undefined) throw invalidRequest(m, `${field} must be a number, bigint or hex string`);
    quantities[field] = parsed;
  }
  const { to = null, from = context.from, data = '0x' } = request;
  if (to !== null && !(typeof to === 'string' && ADDRESS.test(to))) throw invalidRequest(m, 'to must be an address');
  if (typeof from !== 'string' || from.toLowerCase() !== context.from.toLowerCase()) throw invalidRequest(m, `from must be ${context.from}`);
  if (typeof data !== 'string' || !DATA.test(data)) throw invalidRequest(m, 'data must be hex bytes');
  if (quantities.nonce !== undefined && quantities.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw invalidRequest(m, 'nonce is too large');
  const { nonce, value = 0n, ...fees } = quantities;
  return {
    chain: context.chains.resolve(request.chainId ?? context.chainId),
    from: context.from as Hex,
    to: to as Hex | null,
    data: data as Hex,
    value,
    ...fees,
    ...(nonce !== undefined && { nonce: Number(nonce) }),
  };
}

/**
 * An `eth_sendTransaction` parameter (JSON-RPC: hex quantities, `gas`, a hex `chainId`) as a transaction request.
 * Fields outside section 3's (type, accessList) are left out: the wallet picks the transaction type.
 */
export function fromRpcTransaction(param: unknown, m: EmbeddedWalletMessages): TransactionRequest {
  if (typeof param !== 'object' || param === null) throw invalidRequest(m, 'eth_sendTransaction takes one transaction object');
  const { to, from, data, value, gas, gasLimit = gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce, chainId } = param as Record<string, unknown>;
  const rpcChainId = typeof chainId === 'string' && /^0x[0-9a-f]+$/i.test(chainId) ? Number(BigInt(chainId)) : chainId;
  return Object.fromEntries(
    Object.entries({ to, from, data, value, gasLimit, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce, chainId: rpcChainId }).filter(([, field]) => field !== undefined),
  ) as TransactionRequest;
}
