import type { PluginContext } from '../../../kernel/index';
import { poll } from '../../../kit/poll';
import { MoonpaySignAnswer, MoonpayTransactionsAnswer, type CardOnRampTransactionStatus, type MoonpayCurrencyCode } from '../../../schemas/funding-onramp';
import type { FundingPluginOptions } from '../options';
import type { FundingRequest } from '../request';
import { errorCounter, showProvider, type OnRampRun, type OnRampStatus } from './status';

/** The first card provider (section 4): a signed buy URL from the provider API, then its status host every 3 s. */

export const MOONPAY_POLL_MS = 3000;
/** Not in the spec: a purchase nobody finished is not watched for ever. */
const MOONPAY_WATCH_MS = 60 * 60_000;
const MOONPAY_STATUS_API_URL = 'https://api.moonpay.com/v1';

/** The host's accent as the provider's page takes it (`#rrggbb`), and its theme. */
function pageLook(ctx: PluginContext) {
  const accent = ctx.getState().appConfig?.accentColor ?? '';
  const theme = ctx.config.appearance?.theme;
  return { ...(/^#[0-9a-fA-F]{6}$/.test(accent) && { colorCode: accent }), ...(theme && { theme }) };
}

/**
 * The latest transaction of `externalTransactionId` at the status host (it answers an array: external ids need not be
 * unique); null while there is none yet, answered as a 404 or an empty array.
 */
export async function readMoonpayTransaction(
  statusApiUrl: string,
  apiKey: string,
  externalTransactionId: string,
  signal: AbortSignal,
): Promise<CardOnRampTransactionStatus | null> {
  const url = `${statusApiUrl.replace(/\/$/, '')}/transactions/ext/${encodeURIComponent(externalTransactionId)}?apiKey=${encodeURIComponent(apiKey)}`;
  // Fetch read at call time, so tests can stub it; the provider's host is not the provider API.
  const response = await fetch(url, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The status host answered ${response.status}`);
  const transactions: unknown = await response.json();
  if (Array.isArray(transactions) && transactions.length === 0) return null;
  return MoonpayTransactionsAnswer.parse(transactions);
}

/** Signs the purchase of `currencyCode`, shows the buy page and watches the status host until it completed or failed. */
export async function runMoonpay(
  ctx: PluginContext,
  options: FundingPluginOptions,
  request: FundingRequest,
  currencyCode: MoonpayCurrencyCode,
  run: OnRampRun,
): Promise<OnRampStatus> {
  const quoteCurrencyAmount = request.cardOnRamp?.quoteCurrencyAmount ?? Number(request.amount);
  const { signedUrl, externalTransactionId } = await ctx.api.post(
    '/api/v1/plugins/moonpay_on_ramp/sign',
    { address: request.address, useSandbox: false, config: { currencyCode, quoteCurrencyAmount, ...pageLook(ctx) } },
    MoonpaySignAnswer,
    { signal: run.signal },
  );
  showProvider(run, signedUrl);
  // The signed URL carries the provider's publishable key, which its status host asks for.
  const apiKey = options.moonpay?.apiKey ?? new URL(signedUrl).searchParams.get('apiKey') ?? '';
  const statusApiUrl = options.moonpay?.statusApiUrl ?? MOONPAY_STATUS_API_URL;
  const failedRequest = errorCounter();

  return poll<OnRampStatus>(
    async () => {
      let transaction: CardOnRampTransactionStatus | null;
      try {
        transaction = await readMoonpayTransaction(statusApiUrl, apiKey, externalTransactionId, run.signal);
      } catch (error) {
        if (run.signal.aborted) throw error;
        return failedRequest() ? 'serviceFailure' : undefined;
      }
      if (transaction?.status === 'completed' || transaction?.status === 'failed') return transaction.status;
      if (transaction) run.update({ status: transaction.status });
      return undefined;
    },
    { intervalMs: MOONPAY_POLL_MS, timeoutMs: MOONPAY_WATCH_MS, timedOut: () => new Error('The purchase was not finished in time'), signal: run.signal },
  );
}
