import type { FundingMessages } from '../messages';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with cents ('$1,500.00'); section 9: a fee under one cent reads 'less than $0.01', never '$0.00'. */
export function formatDollars(usd: number, m: FundingMessages): string {
  return usd > 0 && usd < 0.01 ? m.transferFeeUnderCent : dollars.format(usd);
}

