import { Hono } from 'hono';
import type { AppConfigWire } from '../../../schemas';
import { appConfigAnswer, findApp } from '../apps';
import type { EmulatorContext, EmulatorEnv } from '../context';

/** Public routes: the client loads its configuration and a host backend its keys before any app header exists. */
export function appRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/:appId', (c) => c.json(appConfigAnswer(findApp(ctx.repo, c.req.param('appId')).config) satisfies AppConfigWire))
    .get('/:appId/jwks.json', (c) => {
      findApp(ctx.repo, c.req.param('appId'));
      return c.json(ctx.tokens.jwks());
    });
}
