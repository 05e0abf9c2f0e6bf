import { Hono } from 'hono';
import {
  FARCASTER_CHANNEL_HEADER,
  FarcasterAuthenticateRequest,
  FarcasterInitRequest,
  FarcasterLinkRequest,
  FarcasterSignerStatusRequest,
  FarcasterUnlinkRequest,
  type FarcasterInitAnswer,
} from '../../../schemas/farcaster';
import { linkAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { channelStatus, connectPagePath, openChannel } from '../../stand-ins/farcaster/channels';
import { farcasterProof, requireFarcasterLogin } from '../farcaster/proof';
import { signerStatus } from '../farcaster/signers';
import { invalidData } from '../../shared/http-error';
import { logInWithProof } from '../login';
import { requiredCallingOrigin } from '../origin';
import { createSession } from '../sessions';

/**
 * /api/v1/farcaster/*: a relay channel the (emulated) Farcaster app completes with a Sign-In With Farcaster message,
 * which authenticate or link then check; and the user's signers.
 */
export function farcasterRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const { token } = await readBody(c, FarcasterInitRequest);
      const app = c.get('app');
      requireFarcasterLogin(app);
      // The message will name this page, as SIWE's domain binding does.
      const origin = requiredCallingOrigin(c, 'Sign-In With Farcaster');
      await assertCaptcha(ctx, c, token);
      const channel_token = openChannel(ctx, app.config.id, origin);
      const answer: FarcasterInitAnswer = { channel_token, connect_uri: `${new URL(c.req.url).origin}${connectPagePath(channel_token)}` };
      return c.json(answer);
    })
    .get('/status', (c) => {
      const token = c.req.header(FARCASTER_CHANNEL_HEADER);
      if (!token) throw invalidData(`Missing ${FARCASTER_CHANNEL_HEADER} header`);
      return c.json(channelStatus(ctx, c.get('app').config.id, token));
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, FarcasterAuthenticateRequest);
      const app = c.get('app');
      const { user, isNewUser } = await logInWithProof(ctx, c, await farcasterProof(ctx, app, body, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, FarcasterLinkRequest);
      const proof = await farcasterProof(ctx, c.get('app'), body);
      return c.json(linkAccount(ctx, currentUser(ctx, c), proof));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { fid } = await readBody(c, FarcasterUnlinkRequest);
      return c.json(unlinkAccount(ctx, currentUser(ctx, c), 'farcaster', String(fid), 'User has no such Farcaster account'));
    })
    .post('/signer/status', requireUser(ctx), async (c) => {
      const { ed25519_public_key } = await readBody(c, FarcasterSignerStatusRequest);
      return c.json(signerStatus(ctx, currentUser(ctx, c), ed25519_public_key, new URL(c.req.url).origin));
    });
}
