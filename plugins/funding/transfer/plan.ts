import { type ChainConfig, type ConnectedWallet, format } from '../../../kernel/index';
import { readBalance } from '../../../kit/erc20';
import { chainRpc } from '../../../kit/json-rpc';
import { fromBaseUnits, toBaseUnits } from '../amount';
import { nativeSymbol, NATIVE_CURRENCY_ADDRESS, type Address } from '../assets';
import type { FundingMessages } from '../messages';
import type { ChainAsset } from './assets';
import { isToleratedRefusal, QuoteRefused, requestQuote } from './quote';
import type { WalletTransaction } from './wallet';

/** What the transfer needs of the plugin: the quote service, dollar prices and the messages. */
export interface TransferEnv {
  quoteServiceUrl: string;
  usdPrice(chainId: number, symbol: string): Promise<number | null>;
  messages: FundingMessages;
}

/** The person's choices on the form. */
export interface TransferChoice {
  wallet: Pick<ConnectedWallet, 'address' | 'provider' | 'branding'>;
  from: ChainConfig;
  to: ChainConfig;
  origin: ChainAsset;
  destination: ChainAsset;
  /** In whole units of the destination asset, section 5's rules applied. */
  amount: string;
  recipient: string;
}

/** What the confirm view shows and the wallet sends. */
export interface TransferPlan {
  choice: TransferChoice;
  transactions: WalletTransaction[];
  /** The quote service's id of a bridge; null for a transfer on one chain. */
  requestId: string | null;
  /** What the recipient gets, in base units of the destination asset. */
  amountOut: bigint;
  /** What leaves the wallet, the service's fee included (network fees aside). */
  total: { amount: string; symbol: string; usd: number | null };
  feeUsd: number | null;
}

/** A reason the transfer cannot go ahead, in words for the person (shown on the form). */
export class TransferProblem extends Error {
  override readonly name = 'TransferProblem';
}

export const bridging = (choice: Pick<TransferChoice, 'from' | 'to'>): boolean => choice.from.id !== choice.to.id;

/** The network fee of `transaction` in native base units: gas estimate times gas price (viem loads here). */
async function networkFee(rpcUrl: string, transaction: WalletTransaction): Promise<bigint> {
  const { createPublicClient, http } = await import('viem');
  const client = createPublicClient({ transport: http(rpcUrl) });
  const [gas, gasPrice] = await Promise.all([
    client.estimateGas({ account: transaction.from as Address, to: transaction.to as Address, value: transaction.value, data: transaction.data as Address | undefined }),
    client.getGasPrice(),
  ]);
  return gas * gasPrice;
}

/** An ERC-20 transfer's calldata. */
async function tokenTransferData(recipient: string, amount: bigint): Promise<string> {
  const { encodeFunctionData, erc20Abi } = await import('viem');
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient as Address, amount] });
}

const toWhole = (value: bigint, decimals: number) => Number(fromBaseUnits(value, decimals));

/** A transfer on one chain: a plain transfer from the wallet to the recipient, no quote. */
async function planDirect(env: TransferEnv, choice: TransferChoice): Promise<TransferPlan> {
  const { wallet, from, origin, recipient } = choice;
  const m = env.messages;
  const amountOut = toBaseUnits(choice.amount, origin.decimals);
  const transaction: WalletTransaction = origin.token
    ? { from: wallet.address, to: origin.token, value: 0n, data: await tokenTransferData(recipient, amountOut) }
    : { from: wallet.address, to: recipient, value: amountOut };
  const shortOnChain = () => new TransferProblem(format(m.transferNeedMoreOnChain, { chain: from.name }));
  const balance = await readBalance(chainRpc(from.rpcUrl), wallet.address, origin.token);
  if (balance < amountOut) throw shortOnChain();
  // An estimate that fails (a node without the method) only leaves the fee unknown.
  const fee = await networkFee(from.rpcUrl, transaction).catch(() => null);
  if (!origin.token && fee !== null && balance < amountOut + fee) throw shortOnChain();
  const [assetUsd, nativeUsd] = await Promise.all([env.usdPrice(from.id, origin.symbol), env.usdPrice(from.id, nativeSymbol(from))]);
  return {
    choice,
    transactions: [transaction],
    requestId: null,
    amountOut,
    total: { amount: fromBaseUnits(amountOut, origin.decimals), symbol: origin.symbol, usd: assetUsd === null ? null : toWhole(amountOut, origin.decimals) * assetUsd },
    feeUsd: fee === null || nativeUsd === null ? null : toWhole(fee, from.nativeCurrency.decimals) * nativeUsd,
  };
}

/** A bridge: the quote service's steps, which pay its solver on the From chain; it pays the recipient on the To chain. */
async function planBridge(env: TransferEnv, choice: TransferChoice): Promise<TransferPlan> {
  const { wallet, from, to, origin, destination, recipient } = choice;
  const m = env.messages;
  const amountOut = toBaseUnits(choice.amount, destination.decimals);
  const quote = await requestQuote(env.quoteServiceUrl, {
    user: wallet.address,
    recipient,
    originChainId: from.id,
    destinationChainId: to.id,
    originCurrency: origin.token ?? NATIVE_CURRENCY_ADDRESS,
    destinationCurrency: destination.token ?? NATIVE_CURRENCY_ADDRESS,
    amount: amountOut.toString(),
    tradeType: 'EXACT_OUTPUT',
  }).catch((error: unknown) => {
    // Section 7 tolerates 'Invalid address …': it is about the input, not the route, so it is shown as the service said it.
    if (error instanceof QuoteRefused) throw new TransferProblem(isToleratedRefusal(error) ? error.message : format(m.transferNoRoute, { reason: error.message }));
    throw error;
  });
  const { currencyIn } = quote.details;
  const networkCost = origin.token ? 0n : BigInt(quote.fees.gas.amount);
  if ((await readBalance(chainRpc(from.rpcUrl), wallet.address, origin.token)) < BigInt(currencyIn.amount) + networkCost) {
    throw new TransferProblem(format(m.transferNotEnoughFunds, { address: wallet.address }));
  }
  return {
    choice,
    transactions: quote.steps.map((step) => ({ from: step.from, to: step.to, value: BigInt(step.value), data: step.data })),
    requestId: quote.requestId,
    amountOut,
    total: { amount: currencyIn.amountFormatted, symbol: origin.symbol, usd: Number(currencyIn.amountUsd) },
    feeUsd: Number(quote.fees.gas.amountUsd) + Number(quote.fees.relayer.amountUsd),
  };
}

/**
 * Checks the wallet holds enough on the From chain and works out what it sends: a plain transfer on one chain, the
 * quote service's steps across two. Throws a TransferProblem (section 8's words) when it cannot go ahead.
 */
export function planTransfer(env: TransferEnv, choice: TransferChoice): Promise<TransferPlan> {
  return bridging(choice) ? planBridge(env, choice) : planDirect(env, choice);
}
