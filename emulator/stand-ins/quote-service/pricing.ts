import { formatUnits } from 'viem';
import type { QuoteAmount } from '../../../schemas/funding-transfer';
import type { Currency } from './currencies';

/** The stand-in's service fee: 0.1% of what is bridged, at least one base unit. */
const RELAYER_FEE_PER_MILLE = 1n;
/** Gas the origin transaction takes, for the network fee estimate: a transfer with the request id as data, an ERC-20 transfer. */
const NATIVE_DEPOSIT_GAS = 22_000n;
const TOKEN_DEPOSIT_GAS = 60_000n;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** `amount` base units of `from` worth of `to`, rounded up so the solver never pays out more than it took in. */
export function convert(amount: bigint, from: Currency, to: Currency): bigint {
  return ceilDiv(amount * from.microUsd * 10n ** BigInt(to.decimals), to.microUsd * 10n ** BigInt(from.decimals));
}

export const relayerFee = (originAmount: bigint): bigint => {
  const fee = (originAmount * RELAYER_FEE_PER_MILLE) / 1000n;
  return fee > 0n ? fee : 1n;
};

export const depositGas = (origin: Currency): bigint => (origin.symbol === 'ETH' ? NATIVE_DEPOSIT_GAS : TOKEN_DEPOSIT_GAS);

/** An amount as the quote answers it: base units, the decimal form and its worth in dollars (cents). */
export function quoteAmount(currency: Currency, amount: bigint): QuoteAmount {
  const microUsd = (amount * currency.microUsd) / 10n ** BigInt(currency.decimals);
  return {
    currency: { chainId: currency.chainId, address: currency.address, symbol: currency.symbol, decimals: currency.decimals },
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, currency.decimals),
    amountUsd: formatUnits(microUsd, 6),
  };
}
