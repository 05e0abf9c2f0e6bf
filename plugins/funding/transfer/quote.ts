import { QuoteAnswer, QuoteErrorAnswer, QuoteStatusAnswer, type QuoteRequest } from '../../../schemas/funding-transfer';

/** The quote service's refusal, in its own words (its `message`). */
export class QuoteRefused extends Error {
  override readonly name = 'QuoteRefused';
}

/** Section 7: an 'Invalid address …' refusal is tolerated: it says nothing about the route, only about the input. */
export const isToleratedRefusal = (error: unknown): boolean => error instanceof QuoteRefused && error.message.startsWith('Invalid address');

const endpoint = (serviceUrl: string, path: string) => `${serviceUrl.replace(/\/+$/, '')}${path}`;

/** The answer's JSON, or the service's refusal (its message read from the answer, section 7). */
async function answerOf(response: Response): Promise<unknown> {
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return json;
  const refusal = QuoteErrorAnswer.safeParse(json);
  throw new QuoteRefused(refusal.success ? refusal.data.message : `The quote service answered ${response.status}`);
}

/** POST {service}/execute/swap: the steps that get `amount` to the recipient (EXACT_OUTPUT). Fetch read at call time. */
export async function requestQuote(serviceUrl: string, request: QuoteRequest, signal?: AbortSignal): Promise<QuoteAnswer> {
  const response = await fetch(endpoint(serviceUrl, '/execute/swap'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  return QuoteAnswer.parse(await answerOf(response));
}

/** GET {service}/intents/status: where the bridged funds are. */
export async function readQuoteStatus(serviceUrl: string, requestId: string, signal?: AbortSignal): Promise<QuoteStatusAnswer> {
  const response = await fetch(endpoint(serviceUrl, `/intents/status?requestId=${encodeURIComponent(requestId)}`), { signal });
  return QuoteStatusAnswer.parse(await answerOf(response));
}
