import { Hono } from 'hono';
import * as z from 'zod/mini';
import { CustomMetadataRequest } from '../../../schemas';
import { currentUser, requireApp, requireUser } from '../auth';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { saveUserAndAnswer, toUserWire } from '../users';

/** accept_terms carries no fields, but its body is still checked like every other. */
const AcceptTermsRequest = z.object({});

export function userRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx), requireUser(ctx))
    // The user as the provider has it now (a change made elsewhere: a signer approved in the Farcaster app).
    .get('/me', (c) => c.json(toUserWire(currentUser(ctx, c))))
    .post('/me/accept_terms', async (c) => {
      await readBody(c, AcceptTermsRequest);
      return c.json(saveUserAndAnswer(ctx.repo, { ...currentUser(ctx, c), has_accepted_terms: true }));
    })
    .post('/custom_metadata', async (c) => {
      const { custom_metadata } = await readBody(c, CustomMetadataRequest);
      return c.json(saveUserAndAnswer(ctx.repo, { ...currentUser(ctx, c), custom_metadata }));
    });
}
