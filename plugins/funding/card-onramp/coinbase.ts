import { PorticoError, type PluginContext } from '../../../kernel/index';
import { poll } from '../../../kit/poll';
import {
  CoinbaseOnRampInitAnswer,
  CoinbaseOnRampStatusAnswer,
  type CoinbaseAsset,
  type CoinbaseNetwork,
  type CoinbaseOnRampStatus,
} from '../../../schemas/funding-onramp';
import type { FundingPluginOptions } from '../options';
import type { FundingRequest } from '../request';
import type { CardOnRampMessages } from './messages';
import { errorCounter, showProvider, type OnRampRun, type OnRampStatus } from './status';

/**
 * The second card provider (section 4): a session from the provider API, its buy page in a 440 x 680 popup, and the
 * session's status every 1.5 s up to a maximum count.
 */

export const COINBASE_POLL_MS = 1500;
/** Not shown in the spec: 400 polls give the person 10 minutes. */
export const COINBASE_MAX_POLLS = 400;
const COINBASE_PAY_URL = 'https://pay.coinbase.com';

/** A failure with section 8's words for it. */
const failure = (message: string) => new PorticoError('funding_failed', message);

const STATUS: Record<CoinbaseOnRampStatus, OnRampStatus> = {
  pending: 'pending',
  waiting_authorization: 'waitingAuthorization',
  success: 'completed',
  failure: 'failed',
};

/**
 * Opens a session for the request's wallet to buy `purchase`, shows the buy page and asks for the session's status
 * until the purchase succeeded or failed. Rejects with section 8's messages: the popup closed before an answer, the
 * maximum count of polls reached.
 */
export async function runCoinbase(
  ctx: PluginContext,
  m: CardOnRampMessages,
  options: FundingPluginOptions,
  request: FundingRequest,
  purchase: { network: CoinbaseNetwork; asset: CoinbaseAsset },
  run: OnRampRun,
): Promise<OnRampStatus> {
  const session = await ctx.api.post(
    '/api/v1/funding/coinbase_on_ramp/init',
    { addresses: [{ address: request.address, blockchains: [purchase.network] }], assets: [purchase.asset] },
    CoinbaseOnRampInitAnswer,
    { signal: run.signal },
  );
  const query = new URLSearchParams({
    appId: session.appId,
    sessionToken: session.sessionToken,
    partnerUserId: session.partnerUserId,
    defaultExperience: 'buy',
    presetCryptoAmount: request.amount,
    defaultNetwork: purchase.network,
    defaultAsset: purchase.asset,
  });
  const payUrl = (options.coinbaseOnramp?.payUrl ?? COINBASE_PAY_URL).replace(/\/$/, '');
  showProvider(run, `${payUrl}/buy/select-asset?${query}`);

  const statusPath = `/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${encodeURIComponent(session.partnerUserId)}`;
  const failedRequest = errorCounter();
  // Waiting for authorisation is the provider's answer: the person may close its window from then on.
  let answered = false;
  return poll<OnRampStatus>(
    async () => {
      let status: OnRampStatus;
      try {
        // No retries: the poll itself asks again, and each failure counts towards the service failure.
        status = STATUS[(await ctx.api.get(statusPath, CoinbaseOnRampStatusAnswer, { signal: run.signal, retry: false })).status];
      } catch (error) {
        if (run.signal.aborted) throw error;
        return failedRequest() ? 'serviceFailure' : undefined;
      }
      if (status === 'completed' || status === 'failed') return status;
      if (status === 'waitingAuthorization') {
        answered = true;
        run.update({ status });
      }
      if (!answered && run.popup?.closed) throw failure(m.coinbaseExited);
      return undefined;
    },
    { intervalMs: COINBASE_POLL_MS, timeoutMs: COINBASE_POLL_MS * COINBASE_MAX_POLLS, timedOut: () => failure(m.coinbaseTimedOut), signal: run.signal },
  );
}
