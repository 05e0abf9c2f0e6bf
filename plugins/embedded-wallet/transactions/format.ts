import type { EmbeddedWalletMessages } from '../messages';

/** Section 9: balances and amounts to 3 decimals. */
const SHOWN_DECIMALS = 3n;
const SHOWN_SCALE = 10n ** SHOWN_DECIMALS;

/** `value` (in the token's smallest unit) to 3 decimals, rounded half up; a non-zero amount below that as '<0.001'. */
export function formatAmount(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const shown = (value * SHOWN_SCALE + scale / 2n) / scale;
  if (shown === 0n && value > 0n) return `<${1 / Number(SHOWN_SCALE)}`;
  return `${shown / SHOWN_SCALE}.${(shown % SHOWN_SCALE).toString().padStart(Number(SHOWN_DECIMALS), '0')}`;
}

/** The US dollar value of `value` at `usdPrice` per whole token. */
export const toUsd = (value: bigint, decimals: number, usdPrice: number): number => (Number(value) / 10 ** decimals) * usdPrice;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars with 2 decimals: `$1,234.57`. */
export const formatUsd = (usd: number): string => dollars.format(usd);

/** Section 9: a fee under one cent reads 'less than $0.01' (not "$0.00", which would say it is free). */
export const formatFeeUsd = (usd: number, m: EmbeddedWalletMessages): string => (usd > 0 && usd < 0.01 ? m.transactionFeeUnderCent : formatUsd(usd));

/** `value` as an exact decimal string in whole tokens ('0.0105'), for amounts handed on rather than shown. */
export function toDecimal(value: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${value / scale}.${fraction}` : `${value / scale}`;
}
