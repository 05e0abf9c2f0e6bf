import { credit } from '../funding/credit';
import type { ServiceContext } from '../../shared/context';
import { LOCAL_CHAIN_ID } from '../local-chain';
import { usdPrice } from '../../shared/token-prices';

/**
 * What both card on-ramp stand-ins share: the asset a purchase buys, its amount's rules, and the credit once the
 * person completed it. Ethereum is the only network they sell on, and local chain A (anvil 31337) stands in for it.
 */

const ONRAMP_CHAIN_ID = LOCAL_CHAIN_ID;
export const ONRAMP_NETWORK_LABEL = `Ethereum (local chain A, anvil ${LOCAL_CHAIN_ID})`;

export type PurchasedAsset = 'native' | 'USDC';

const RULES: Record<PurchasedAsset, { symbol: string; decimals: number; max: number }> = {
  // Caps keep a typo from draining the funder: anvil's accounts hold 10,000 ETH.
  native: { symbol: 'ETH', decimals: 18, max: 100 },
  USDC: { symbol: 'USDC', decimals: 6, max: 100_000 },
};

export const assetSymbol = (asset: PurchasedAsset) => RULES[asset].symbol;

/** A number as plain decimal digits (never `1e-7`), as the amount travels in URLs and to the chain. */
export const decimalText = (amount: number) => amount.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** The problem with a purchase amount (decimal text in the asset's units), or null when it can be bought. */
export function amountProblem(amount: string, asset: PurchasedAsset): string | null {
  const { symbol, decimals, max } = RULES[asset];
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount);
  if (!match || Number(amount) <= 0) return `Enter an amount of ${symbol} above 0.`;
  if ((match[2]?.length ?? 0) > decimals) return `${symbol} has at most ${decimals} decimals.`;
  if (Number(amount) > max) return `A test purchase buys at most ${max} ${symbol}.`;
  return null;
}

/** What the purchase costs in US dollars (the emulator's fixed prices), with the provider's usual fees. */
export function purchaseCost(amount: string, asset: PurchasedAsset) {
  const cents = (usd: number) => Math.round(usd * 100) / 100;
  const base = cents(Number(amount) * usdPrice(ONRAMP_CHAIN_ID, RULES[asset].symbol));
  return { base, fee: cents(Math.max(3.99, base * 0.045)), extraFee: cents(base * 0.01), networkFee: 0.5 };
}

/** Pays the purchase to the wallet on the stand-in chain from the funder; the mined transaction's hash. */
export const creditPurchase = (ctx: ServiceContext, address: string, asset: PurchasedAsset, amount: string) =>
  credit(ctx, { chainId: ONRAMP_CHAIN_ID, address, asset, amount });
