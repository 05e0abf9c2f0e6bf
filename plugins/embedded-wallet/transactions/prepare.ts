import { PorticoError, type ChainConfig } from '../../../kernel/index';
import { decodeTransfer, encodeTransfer, readBalance, type TransferCall } from '../../../kit/erc20';
import { chainQuantity } from '../../../kit/chain-quantity';
import { RpcError, type ChainRpc } from '../../../kit/json-rpc';
import type { EmbeddedWalletMessages } from '../messages';
import { preparationFailed } from './errors';
import { toQuantity, type Hex } from './quantity';
import type { NormalizedTransaction } from './request';

type TransactionFees = { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } | { type: 'legacy'; gasPrice: bigint };

/** What the frame signs: every field filled in. */
export interface UnsignedTransaction {
  chainId: number;
  to: Hex | null;
  data: Hex;
  value: bigint;
  nonce: number;
  gas: bigint;
  fees: TransactionFees;
}

export interface PreparedTransaction {
  transaction: UnsignedTransaction;
  /** The expected network fee: gas at the fee per gas the next block likely charges, plus any layer-one fee. */
  fee: bigint;
  /** The most it may cost (value, gas at the max fee, layer-one fee): what the chain wants the balance to cover. */
  maxCost: bigint;
  balance: bigint;
  /** An ERC-20 transfer's own funds check; null for any other call, or a token that would not say the balance. */
  tokenFunds: TokenFunds | null;
  /** The balance does not cover maxCost, or the token balance the amount sent: see missingFunds. */
  insufficientFunds: boolean;
}

/** What an ERC-20 transfer sends, to whom, of which token, and how much of it the wallet holds. */
interface TokenFunds extends TransferCall {
  token: Hex;
  balance: bigint;
}

/**
 * The data fee a rollup (OP Stack, Arbitrum...) adds for posting the transaction to layer one. Not implemented for
 * any chain yet (the local chain has none): without one, a rollup's Est. Fees and funds check leave that fee out.
 */
export type LayerOneFee = (chain: ChainConfig, transaction: UnsignedTransaction) => Promise<bigint>;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

function callObject(tx: NormalizedTransaction, value = tx.value, data = tx.data) {
  return { from: tx.from, ...(tx.to && { to: tx.to }), data, value: toQuantity(value) };
}

async function readNonce(rpc: ChainRpc, tx: NormalizedTransaction): Promise<number> {
  if (tx.nonce !== undefined) return tx.nonce;
  return Number(chainQuantity(await rpc('eth_getTransactionCount', [tx.from, 'pending']), 'eth_getTransactionCount'));
}

/**
 * eth_estimateGas; a revert here means the transaction would fail. A node that refuses for lack of funds (it checks
 * the value) is asked again without the value, and a token transfer of more than the wallet holds (it reverts) again
 * for what it holds: the person sees the fee and the funds check says what is missing.
 */
async function estimateGas(rpc: ChainRpc, tx: NormalizedTransaction, tokenFunds: Promise<TokenFunds | null>): Promise<bigint> {
  if (tx.gasLimit !== undefined) return tx.gasLimit;
  const estimate = async (call = callObject(tx)) => chainQuantity(await rpc('eth_estimateGas', [call]), 'eth_estimateGas');
  try {
    return await estimate();
  } catch (error) {
    if (error instanceof RpcError && /insufficient funds/i.test(error.message) && tx.value > 0n) return estimate(callObject(tx, 0n));
    const tokens = await tokenFunds;
    if (!tokens || tokens.balance >= tokens.amount) throw error;
    return estimate(callObject(tx, tx.value, encodeTransfer({ recipient: tokens.recipient, amount: tokens.balance })));
  }
}

/** EIP-1559 fees where the latest block has a base fee, else the legacy gas price; the request's own fees win. */
async function readFees(rpc: ChainRpc, tx: NormalizedTransaction): Promise<{ fees: TransactionFees; perGas: bigint }> {
  if (tx.gasPrice !== undefined) return { fees: { type: 'legacy', gasPrice: tx.gasPrice }, perGas: tx.gasPrice };
  const [block, tip] = await Promise.all([
    rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string } | null>,
    tx.maxPriorityFeePerGas ?? rpc('eth_maxPriorityFeePerGas').catch(() => null),
  ]);
  if (block?.baseFeePerGas === undefined || tip === null) {
    const gasPrice = chainQuantity(await rpc('eth_gasPrice'), 'eth_gasPrice');
    return { fees: { type: 'legacy', gasPrice }, perGas: gasPrice };
  }
  const baseFee = chainQuantity(block.baseFeePerGas, 'baseFeePerGas');
  const priority = typeof tip === 'bigint' ? tip : chainQuantity(tip, 'eth_maxPriorityFeePerGas');
  // Twice the base fee leaves room for six full blocks of base fee rises before the transaction is priced out.
  const maxFeePerGas = tx.maxFeePerGas ?? baseFee * 2n + priority;
  const maxPriorityFeePerGas = min(priority, maxFeePerGas);
  return { fees: { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }, perGas: min(maxFeePerGas, baseFee + maxPriorityFeePerGas) };
}

/** Section 7: a balance that cannot be read counts as zero. */
const readNativeBalance = (rpc: ChainRpc, address: Hex) => readBalance(rpc, address).catch(() => 0n);

/** An ERC-20 transfer's token balance beside what it sends; null for any other call. */
async function readTokenFunds(rpc: ChainRpc, { to, from, data }: NormalizedTransaction): Promise<TokenFunds | null> {
  const call = to ? decodeTransfer(data) : null;
  if (!to || !call) return null;
  // A contract that does not answer balanceOf as an ERC-20 does: checked as any call.
  const balance = await readBalance(rpc, from, to).catch(() => null);
  return balance === null ? null : { token: to, ...call, balance };
}

type FundsCheck = Pick<PreparedTransaction, 'balance' | 'maxCost' | 'tokenFunds'>;

/** What the wallet lacks: the native currency first (it pays the fee whatever is sent), then the token sent. */
export function missingFunds({ balance, maxCost, tokenFunds }: FundsCheck): { token: Hex | null; amount: bigint } | null {
  if (balance < maxCost) return { token: null, amount: maxCost - balance };
  if (tokenFunds && tokenFunds.balance < tokenFunds.amount) return { token: tokenFunds.token, amount: tokenFunds.amount - tokenFunds.balance };
  return null;
}

/**
 * Section 4's preparing step: nonce, gas, fees and balances read in parallel, then the funds check. Any failure here
 * (a revert at estimation above all) is the spec's preparing failure.
 */
export async function prepareTransaction(rpc: ChainRpc, tx: NormalizedTransaction, m: EmbeddedWalletMessages, layerOneFee?: LayerOneFee): Promise<PreparedTransaction> {
  try {
    const tokens = readTokenFunds(rpc, tx);
    const [nonce, gas, { fees, perGas }, balance, tokenFunds] = await Promise.all([readNonce(rpc, tx), estimateGas(rpc, tx, tokens), readFees(rpc, tx), readNativeBalance(rpc, tx.from), tokens]);
    const transaction: UnsignedTransaction = { chainId: tx.chain.id, to: tx.to, data: tx.data, value: tx.value, nonce, gas, fees };
    const layerOne = layerOneFee ? await layerOneFee(tx.chain, transaction) : 0n;
    const maxPerGas = fees.type === 'legacy' ? fees.gasPrice : fees.maxFeePerGas;
    const maxCost = tx.value + gas * maxPerGas + layerOne;
    return { transaction, fee: gas * perGas + layerOne, maxCost, balance, tokenFunds, insufficientFunds: missingFunds({ balance, maxCost, tokenFunds }) !== null };
  } catch (error) {
    throw error instanceof PorticoError ? error : preparationFailed(m, error);
  }
}

/** The transaction as the frame's `eth_signTransaction` takes it: hex quantities, chain id included. */
export function toSignable({ chainId, to, data, value, nonce, gas, fees }: UnsignedTransaction) {
  const common = { chainId: toQuantity(chainId), ...(to && { to }), data, value: toQuantity(value), nonce: toQuantity(nonce), gas: toQuantity(gas) };
  return fees.type === 'legacy'
    ? { ...common, gasPrice: toQuantity(fees.gasPrice) }
    : { ...common, maxFeePerGas: toQuantity(fees.maxFeePerGas), maxPriorityFeePerGas: toQuantity(fees.maxPriorityFeePerGas) };
}
export type SignableTransaction = ReturnType<typeof toSignable>;
