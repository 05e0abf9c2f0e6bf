import { Hono } from 'hono';
import { DevAppRequest, findApp, saveAppFromRequest, toDevAppAnswer } from '../apps';
import { readBody } from '../body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { FaultsRequest, type FaultInjector } from '../faults';
import { errorResponse } from '../http-error';
import { recentMessages } from '../outbox';
import { renderOutboxPage } from '../outbox-page';

/** Test and demo helpers; no app header, never part of the provider's API. */
export function devRoutes(ctx: EmulatorContext, faults: FaultInjector) {
  return new Hono<EmulatorEnv>()
    .get('/outbox', (c) => {
      const to = c.req.query('to');
      if (to === undefined) return c.html(renderOutboxPage(recentMessages(ctx)));
      const address = to.trim().toLowerCase();
      const latest = recentMessages(ctx).find((message) => message.to === address);
      return latest ? c.json(latest) : errorResponse(c, 404, 'not_found', `No message sent to ${address}`);
    })
    .get('/analytics', (c) => c.json({ events: ctx.repo.list('analytics').map(({ value }) => value) }))
    // The whole configuration, server-only settings included, so a dashboard can change one field and PUT it back.
    .get('/apps/:appId', (c) => c.json(toDevAppAnswer(findApp(ctx.repo, c.req.param('appId')))))
    .put('/apps/:appId', async (c) => {
      const body = await readBody(c, DevAppRequest);
      return c.json(toDevAppAnswer(saveAppFromRequest(ctx.repo, c.req.param('appId'), body, ctx.now())));
    })
    .put('/faults', async (c) => {
      const { faults: next } = await readBody(c, FaultsRequest);
      faults.replace(next);
      return c.json({ faults: faults.list() });
    })
    .delete('/faults', (c) => {
      faults.replace([]);
      return c.json({ faults: faults.list() });
    });
}
