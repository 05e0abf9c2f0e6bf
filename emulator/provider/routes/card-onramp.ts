import { Hono } from 'hono';
import { CoinbaseOnRampInitRequest, CoinbaseOnRampStatusQuery, MoonpaySignRequest, type CoinbaseOnRampStatusAnswer } from '../../../schemas/funding-onramp';
import { readBody, readQuery } from '../../shared/body';
import { coinbaseStatus, openCoinbaseSession } from '../../stand-ins/card-onramp/coinbase-sessions';
import { createMoonpayPurchase } from '../../stand-ins/card-onramp/moonpay-transactions';
import { currentUser, requireApp, requireUser } from '../auth';
import type { EmulatorContext, EmulatorEnv } from '../context';

/** POST /api/v1/plugins/moonpay_on_ramp/sign: a purchase of the first provider, and its buy page's signed URL. */
export const moonpaySignRoutes = (ctx: EmulatorContext) =>
  new Hono<EmulatorEnv>().use(requireApp(ctx), requireUser(ctx)).post('/sign', async (c) => {
    const request = await readBody(c, MoonpaySignRequest);
    return c.json(createMoonpayPurchase(ctx, currentUser(ctx, c), request, new URL(c.req.url).origin));
  });

/** POST /api/v1/funding/coinbase_on_ramp/init and GET .../status: the second provider's session and its outcome. */
export const coinbaseOnRampRoutes = (ctx: EmulatorContext) =>
  new Hono<EmulatorEnv>()
    .use(requireApp(ctx), requireUser(ctx))
    .post('/init', async (c) => c.json(openCoinbaseSession(ctx, currentUser(ctx, c), await readBody(c, CoinbaseOnRampInitRequest))))
    .get('/status', (c) => {
      const { partnerUserId } = readQuery(c, CoinbaseOnRampStatusQuery);
      return c.json({ status: coinbaseStatus(ctx, currentUser(ctx, c), partnerUserId) } satisfies CoinbaseOnRampStatusAnswer);
    });
