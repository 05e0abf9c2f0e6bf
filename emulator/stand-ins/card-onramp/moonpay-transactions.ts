import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { MoonpayCurrencyCode, MoonpaySignAnswer, MoonpaySignRequest, MoonpayTransactionWire } from '../../../schemas/funding-onramp';
import type { ServiceContext } from '../../shared/context';
import { ApiError, invalidData } from '../../shared/http-error';
import type { UserRecord } from '../../shared/records';
import { MOONPAY_API_KEYS, signBuyUrl } from './moonpay-url';
import { amountProblem, assetSymbol, creditPurchase, decimalText, purchaseCost, type PurchasedAsset } from './purchase';
import type { MoonpayTransactionRecord } from './records';

/** The first provider's purchases: signed at moonpay_on_ramp/sign, decided on the buy page, read by the status host. */

/** The currencies the emulator sells: Ethereum's, which local chain A stands in for. The other networks are refused. */
const SOLD: Partial<Record<MoonpayCurrencyCode, PurchasedAsset>> = { ETH_ETHEREUM: 'native', USDC_ETHEREUM: 'USDC' };
/** What is bought when the request names no amount. */
const DEFAULT_AMOUNT: Record<PurchasedAsset, string> = { native: '0.01', USDC: '10' };

const soldAsset = (record: Pick<MoonpayTransactionRecord, 'currency_code'>): PurchasedAsset => SOLD[record.currency_code] ?? 'native';

/** A new purchase for the user's request: its buy page's URL (signed) and its external id. */
export function createMoonpayPurchase(
  ctx: ServiceContext,
  user: UserRecord,
  { address, useSandbox, config }: z.output<typeof MoonpaySignRequest>,
  origin: string,
): MoonpaySignAnswer {
  const currencyCode = config.currencyCode ?? 'ETH_ETHEREUM';
  const asset = SOLD[currencyCode];
  if (!asset) throw new ApiError(400, 'not_supported', `${currencyCode} is not sold by the emulator: only ETH_ETHEREUM and USDC_ETHEREUM are`);
  const amount = config.quoteCurrencyAmount === undefined ? DEFAULT_AMOUNT[asset] : decimalText(config.quoteCurrencyAmount);
  const problem = amountProblem(amount, asset);
  if (problem) throw invalidData(`Invalid config.quoteCurrencyAmount: ${problem}`);

  const externalTransactionId = randomUUID();
  const apiKey = useSandbox ? MOONPAY_API_KEYS.sandbox : MOONPAY_API_KEYS.live;
  ctx.repo.put('moonpay_transactions', externalTransactionId, {
    id: randomUUID(),
    app_id: user.app_id,
    user_id: user.id,
    api_key: apiKey,
    wallet_address: address,
    currency_code: currencyCode,
    quote_amount: amount,
    status: 'created',
    created_at: ctx.now(),
  });
  const params = {
    apiKey,
    currencyCode,
    walletAddress: address,
    externalTransactionId,
    quoteCurrencyAmount: amount,
    ...(config.colorCode && { colorCode: config.colorCode }),
    ...(config.theme && { theme: config.theme }),
  };
  return { signedUrl: `${origin}${signBuyUrl(ctx, params)}`, externalTransactionId };
}

export const findMoonpayPurchase = (ctx: ServiceContext, externalTransactionId: string) =>
  ctx.repo.get('moonpay_transactions', externalTransactionId);

export type MoonpayDecision = 'complete' | 'wait' | 'fail';
export const isMoonpayDecision = (value: string | null): value is MoonpayDecision => value === 'complete' || value === 'wait' || value === 'fail';

const save = (ctx: ServiceContext, externalTransactionId: string, change: Partial<MoonpayTransactionRecord>) => {
  const stored = findMoonpayPurchase(ctx, externalTransactionId);
  if (stored) ctx.repo.put('moonpay_transactions', externalTransactionId, { ...stored, ...change });
};

/**
 * The person's answer on the buy page. Only an open purchase (not yet acted on, or waiting for authorisation) takes
 * one; completing marks it pending while the funder pays, then completed (failed if the chain refuses).
 */
export async function decideMoonpayPurchase(ctx: ServiceContext, externalTransactionId: string, decision: MoonpayDecision): Promise<void> {
  const record = findMoonpayPurchase(ctx, externalTransactionId);
  if (record?.status !== 'created' && record?.status !== 'waitingAuthorization') return;
  if (decision === 'wait') return save(ctx, externalTransactionId, { status: 'waitingAuthorization' });
  if (decision === 'fail') return save(ctx, externalTransactionId, { status: 'failed' });
  // Saved before the await: a second click meanwhile finds the purchase no longer open.
  save(ctx, externalTransactionId, { status: 'pending' });
  try {
    const hash = await creditPurchase(ctx, record.wallet_address, soldAsset(record), record.quote_amount);
    save(ctx, externalTransactionId, { status: 'completed', credit_hash: hash });
  } catch (error) {
    ctx.log(`[moonpay] credit of ${externalTransactionId} failed: ${(error as Error).message}`);
    save(ctx, externalTransactionId, { status: 'failed' });
  }
}

/**
 * The status host's view of a purchase (MoonPay's transaction fields). One nobody acted on yet is pending, as the
 * real host reports a purchase in progress: polling it is no error.
 */
export function moonpayTransactionWire(externalTransactionId: string, record: MoonpayTransactionRecord): MoonpayTransactionWire {
  const asset = soldAsset(record);
  const cost = purchaseCost(record.quote_amount, asset);
  return {
    id: record.id,
    externalTransactionId,
    status: record.status === 'created' ? 'pending' : record.status,
    paymentMethod: 'credit_debit_card',
    cardPaymentType: 'credit',
    currency: { code: record.currency_code },
    baseCurrencyAmount: cost.base,
    quoteCurrencyAmount: Number(record.quote_amount),
    feeAmount: cost.fee,
    extraFeeAmount: cost.extraFee,
    networkFeeAmount: cost.networkFee,
  };
}

/** What the buy page says is bought: '0.05 ETH'. */
export const purchaseLabel = (record: MoonpayTransactionRecord) => `${record.quote_amount} ${assetSymbol(soldAsset(record))}`;
