import { Hono } from 'hono';
import {
  SiweAuthenticateRequest,
  SiweInitRequest,
  SiweLinkRequest,
  SiweUnlinkRequest,
  type SiweInitAnswerWire,
} from '../../../schemas/siwe';
import { linkAccount, unlinkAccount } from '../account-linking';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import { assertCaptcha } from '../captcha';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { logInWithProof } from '../login';
import { createSession } from '../sessions';
import { requireWalletLogin, siweProof, walletIdentifier } from '../siwe';
import { issueSiweNonce } from '../siwe-nonces';

/** POST /api/v1/siwe/*: a nonce for an address, then the wallet's signed EIP-4361 message logs in or links. */
export function siweRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, SiweInitRequest);
      const app = c.get('app');
      requireWalletLogin(app);
      await assertCaptcha(ctx, c, body.token);
      const { nonce, expiresAt } = issueSiweNonce(ctx, app.config.id, walletIdentifier(body.address));
      const answer: SiweInitAnswerWire = { nonce, address: body.address, expires_at: new Date(expiresAt).toISOString() };
      return c.json(answer);
    })
    .post('/authenticate', async (c) => {
      const body = await readBody(c, SiweAuthenticateRequest);
      const app = c.get('app');
      const { user, isNewUser } = await logInWithProof(ctx, c, await siweProof(ctx, c, body, body.mode));
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      return c.json(await sessionAuthResponse(ctx, app, session, user, isNewUser));
    })
    .post('/link', requireUser(ctx), async (c) => {
      const body = await readBody(c, SiweLinkRequest);
      const proof = await siweProof(ctx, c, body);
      return c.json(linkAccount(ctx, currentUser(ctx, c), proof));
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { address } = await readBody(c, SiweUnlinkRequest);
      const user = currentUser(ctx, c);
      return c.json(unlinkAccount(ctx, user, 'wallet', walletIdentifier(address), 'User has no such wallet'));
    });
}
