import { Hono } from 'hono';
import {
  RecoveryOAuthAuthenticateRequest,
  RecoveryOAuthInitICloudRequest,
  RecoveryOAuthInitRequest,
  type RecoveryOAuthAuthenticateAnswerWire,
} from '../../../schemas/recovery-oauth';
import { currentUser, requireApp, requireUser } from '../auth';
import { readBody } from '../../shared/body';
import { issueDriveToken } from '../../stand-ins/cloud-drive/access-tokens';
import { createDriveAuthorization, redeemDriveCode } from '../../stand-ins/cloud-drive/authorization';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../../shared/http-error';
import { assertLocalRedirect } from '../oauth';

/**
 * POST /api/v1/recovery/oauth/*: recovery OAuth (spec section 7) for a logged-in user. init hands out the stand-in
 * Google Drive's consent page (routes/cloud-drive.ts); authenticate redeems its code for a drive access token.
 */
export function recoveryOAuthRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx), requireUser(ctx))
    .post('/init', async (c) => {
      const request = await readBody(c, RecoveryOAuthInitRequest);
      assertLocalRedirect(request.redirect_to);
      return c.json({ url: createDriveAuthorization(ctx, currentUser(ctx, c), request, new URL(c.req.url).origin) });
    })
    .post('/init_icloud', async (c) => {
      await readBody(c, RecoveryOAuthInitICloudRequest);
      // Out of scope: the emulator has no stand-in iCloud (CloudKit sign-in), so it says so rather than half-work.
      throw new ApiError(400, 'not_supported', 'iCloud recovery is not supported by the emulator');
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, RecoveryOAuthAuthenticateRequest);
      const user = currentUser(ctx, c);
      redeemDriveCode(ctx, user, body);
      return c.json({ access_token: issueDriveToken(ctx, user) } satisfies RecoveryOAuthAuthenticateAnswerWire);
    });
}
