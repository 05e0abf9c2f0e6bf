import { randomBytes } from 'node:crypto';
import { createPublicClient, encodeFunctionData, getAddress, http, type Address, type Hash, type Hex } from 'viem';
import type { QuoteAnswer, QuoteStatusAnswer } from '../../../schemas/funding-transfer';
import type { ServiceContext } from '../../shared/context';
import { ApiError } from '../../shared/http-error';
import { testTokenAbi } from '../test-token/artifact';
import { isAddress, NATIVE, quoteRefused, resolveCurrency, type Currency } from './currencies';
import { scanForDeposit, type ExpectedDeposit } from './deposit';
import { payOut, solverAddress } from './payout';
import { convert, depositGas, quoteAmount, relayerFee } from './pricing';
import type { QuoteBody } from './request';

/** Where a quote stands: no deposit yet, paying out, paid out once, or refused for a wrong deposit. */
type QuoteState =
  | { kind: 'waiting' }
  | { kind: 'paying'; deposit: Hash }
  /** Deposited, but the payout failed (the chain was down): the next status check tries again. */
  | { kind: 'deposited'; deposit: Hash }
  | { kind: 'success'; deposit: Hash; payout: Hash }
  | { kind: 'failure'; deposit: Hash; why: string };

interface QuoteRecord {
  expected: ExpectedDeposit;
  destination: Currency;
  recipient: Address;
  amountOut: bigint;
  /** The last origin block looked at for the deposit. */
  scannedTo: bigint;
  state: QuoteState;
}

const chainFailure = (chainId: number, error: unknown) =>
  new ApiError(502, 'CHAIN_UNREACHABLE', `Chain ${chainId} did not answer: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`);

/**
 * The stand-in of the bridge and swap quote service: quotes that pay the solver on the origin chain, and status
 * checks that, the first time they see the deposit mined, pay the recipient on the destination chain. Quotes live in
 * memory, one book per emulator.
 */
export function createQuoteService(ctx: ServiceContext) {
  const quotes = new Map<string, QuoteRecord>();

  async function quote(body: QuoteBody): Promise<QuoteAnswer> {
    for (const address of [body.user, body.recipient]) {
      if (!isAddress(address)) throw quoteRefused('INVALID_INPUT', `Invalid address ${address}`);
    }
    if (body.tradeType !== 'EXACT_OUTPUT') throw quoteRefused('INVALID_INPUT', `Unsupported trade type ${body.tradeType}: only EXACT_OUTPUT`);
    const origin = resolveCurrency(ctx, body.originChainId, body.originCurrency);
    const destination = resolveCurrency(ctx, body.destinationChainId, body.destinationCurrency);
    if (origin.chainId === destination.chainId && origin.address === destination.address) {
      throw quoteRefused('INVALID_INPUT', 'Origin and destination are the same currency on the same chain');
    }
    if (!/^[1-9]\d{0,77}$/.test(body.amount)) throw quoteRefused('INVALID_INPUT', `Invalid amount ${body.amount}: expected base units above 0`);
    const amountOut = BigInt(body.amount);
    const bridged = convert(amountOut, destination, origin);
    const fee = relayerFee(bridged);
    const amountIn = bridged + fee;

    const client = createPublicClient({ transport: http(origin.rpcUrl) });
    const [gasPrice, block] = await Promise.all([client.getGasPrice(), client.getBlockNumber()]).catch((error: unknown) => {
      throw chainFailure(origin.chainId, error);
    });
    const requestId = `0x${randomBytes(32).toString('hex')}` as Hex;
    const user = getAddress(body.user);
    const step = depositStep(origin, user, amountIn, requestId);
    quotes.set(requestId, {
      expected: { chainId: origin.chainId, rpcUrl: origin.rpcUrl, user, to: step.to, value: BigInt(step.value), data: step.data, requestId },
      destination,
      recipient: getAddress(body.recipient),
      amountOut,
      scannedTo: block,
      state: { kind: 'waiting' },
    });
    const originNative = resolveCurrency(ctx, origin.chainId, NATIVE);
    return {
      requestId,
      steps: [step],
      fees: { gas: quoteAmount(originNative, gasPrice * depositGas(origin)), relayer: quoteAmount(origin, fee) },
      details: { currencyIn: quoteAmount(origin, amountIn), currencyOut: quoteAmount(destination, amountOut) },
    };
  }

  /** The quote's state, after looking for its deposit (and paying out, the first time it is found). */
  async function status(requestId: string): Promise<QuoteStatusAnswer> {
    const record = quotes.get(requestId.toLowerCase());
    if (!record) throw quoteRefused('REQUEST_NOT_FOUND', `Unknown request id ${requestId}`, 404);
    if (record.state.kind === 'waiting') {
      const scan = await scanForDeposit(record.expected, record.scannedTo).catch((error: unknown) => {
        throw chainFailure(record.expected.chainId, error);
      });
      if (scan.scannedTo > record.scannedTo) record.scannedTo = scan.scannedTo;
      // Another check may have found it while this one scanned: only the first acts on it.
      if (scan.found && record.state.kind === 'waiting') {
        record.state = scan.found.ok
          ? { kind: 'deposited', deposit: scan.found.hash }
          : { kind: 'failure', deposit: scan.found.hash, why: scan.found.why };
      }
    }
    if (record.state.kind === 'deposited') await settle(record, record.state.deposit);
    return answer(record.state);
  }

  /** Pays the recipient once: the state says 'paying' before the first await, so a concurrent check never pays too. */
  async function settle(record: QuoteRecord, deposit: Hash): Promise<void> {
    record.state = { kind: 'paying', deposit };
    try {
      record.state = { kind: 'success', deposit, payout: await payOut(record.destination, record.recipient, record.amountOut) };
    } catch (error) {
      ctx.log(`[quote-service] payout of ${record.expected.requestId} failed, retried on the next status check: ${(error as Error).message}`);
      record.state = { kind: 'deposited', deposit };
    }
  }

  return { quote, status };
}

/** The origin transaction: the amount to the solver (native), or a USDC transfer to it; the request id rides at the end. */
function depositStep(origin: Currency, user: Address, amount: bigint, requestId: Hex) {
  const solver = solverAddress();
  if (origin.symbol === 'ETH') return { from: user, to: solver, value: amount.toString(), chainId: origin.chainId, data: requestId };
  const transfer = encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [solver, amount] });
  return { from: user, to: origin.address, value: '0', chainId: origin.chainId, data: `${transfer}${requestId.slice(2)}` as Hex };
}

function answer(state: QuoteState): QuoteStatusAnswer {
  switch (state.kind) {
    case 'waiting':
      return { status: 'waiting', txHashes: [] };
    case 'paying':
    case 'deposited':
      return { status: 'pending', txHashes: [state.deposit] };
    case 'success':
      return { status: 'success', txHashes: [state.deposit, state.payout] };
    case 'failure':
      return { status: 'failure', txHashes: [state.deposit], details: state.why };
  }
}
