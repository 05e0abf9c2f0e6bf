import { Hono } from 'hono';
import { AnalyticsEventRequest } from '../../../schemas';
import { requireApp } from '../auth';
import { readBody } from '../../shared/body';
import { appendCapped } from '../../shared/capped-log';
import type { EmulatorContext, EmulatorEnv } from '../context';

const ANALYTICS_CAP = 1000;

export function analyticsRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>().use(requireApp(ctx)).post('/', async (c) => {
    const body = await readBody(c, AnalyticsEventRequest);
    appendCapped(
      ctx.repo,
      'analytics',
      {
        app_id: c.get('app').config.id,
        event_name: body.event_name,
        client_id: body.client_id ?? null,
        payload: body.payload,
        received_at: new Date(ctx.now()).toISOString(),
      },
      ANALYTICS_CAP,
    );
    return c.json({});
  });
}
