import { Hono, type Context } from 'hono';
import { readBody, readQuery } from '../../shared/body';
import type { ServiceContext, EmulatorEnv } from '../../shared/context';
import { ApiError } from '../../shared/http-error';
import { QuoteBody, QuoteStatusQuery } from '../quote-service/request';
import { createQuoteService } from '../quote-service/service';
import type { QuoteErrorAnswer } from '../../../schemas/funding-transfer';

/**
 * The bridge and swap quote service's stand-in, mounted at /relay: POST /execute/swap and GET /intents/status.
 * Refusals answer the service's way, `{ message, errorCode }`, not the emulator's `{ error, code }`.
 */
export function quoteServiceRoutes(ctx: ServiceContext) {
  const service = createQuoteService(ctx);
  return new Hono<EmulatorEnv>()
    .post('/execute/swap', (c) => serviceAnswer(c, async () => service.quote(await readBody(c, QuoteBody))))
    .get('/intents/status', (c) => serviceAnswer(c, () => service.status(readQuery(c, QuoteStatusQuery).requestId)));
}

async function serviceAnswer(c: Context<EmulatorEnv>, work: () => Promise<object>): Promise<Response> {
  try {
    return c.json(await work());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return c.json({ message: error.message, errorCode: error.code } satisfies QuoteErrorAnswer, error.status);
  }
}
