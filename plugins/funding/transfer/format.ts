import type { FundingMessages } from '../messages';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with cents ('$1,500.00'); section 9: a fee under one cent reads 'less than $0.01', never '$0.00'. */
export function formatDollars(usd: number, m: FundingMessages): string {
  return usd > 0 && usd < 0.01 ? m.transferFeeUnderCent : dollars.format(usd);
}

/** An address shortened for a summary row: 0x1234…abcd. */
export const shortAddress = (address: string): string => `${address.slice(0, 6)}…${address.slice(-4)}`;
