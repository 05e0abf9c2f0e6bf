import { Hono, type Context } from 'hono';
import type { CrossAppConnectionWire } from '../../../schemas/cross-app';
import type { CrossAppAuthResponseWire } from '../../../schemas/cross-app-auth';
import { linkAccount, unlinkAccount } from '../account-linking';
import { findApp } from '../apps';
import { currentUser, requireApp, requireUser } from '../auth';
import { sessionAuthResponse } from '../auth-response';
import { readBody } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { approveConsent, checkProviderToken, connectionOf, consentUrl, crossAppAccount, issueProviderToken, redeemCrossAppCode } from '../cross-app/grants';
import { broadcastTransaction, prepareTransaction } from '../cross-app/chain';
import { BroadcastBody, CodeBody, ConsentQuery, InitBody, PrepareBody, TransactSessionBody, UnlinkBody } from '../cross-app/requests';
import { invalidData } from '../../shared/http-error';
import { logInWithProof } from '../login';
import { createSession } from '../sessions';
import { toUserWire } from '../users';

/** GET /api/v1/apps/:appId/cross-app/connections: the provider apps the requester app may use. */
export function crossAppConnectionRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>().get('/:appId/cross-app/connections', requireApp(ctx), (c) => {
    const app = findApp(ctx.repo, c.req.param('appId'));
    const connections = (app.settings.cross_app_connections ?? []).flatMap(({ provider_app_id, read_only }): CrossAppConnectionWire[] => {
      const provider = ctx.repo.get('apps', provider_app_id);
      if (!provider) return [];
      const { name, logo_url, custom_api_url } = provider.config;
      return [{ provider_app_id, provider_app_name: name, provider_app_icon_url: logo_url ?? null, provider_app_custom_api_url: custom_api_url ?? null, read_only }];
    });
    return c.json({ connections });
  });
}

/**
 * POST /api/v1/cross-app/*: init (requester app) hands out the provider app's consent page; consent (the provider
 * app's user, from that page) issues the code; authenticate and link (requester app) redeem it for a session or a
 * linked account plus the provider token; unlink drops one; transact/session (the transact page) trades a provider token for a
 * session of the provider app's user, which the page's embedded wallet frame needs.
 */
export function crossAppRoutes(ctx: EmulatorContext) {
  const grantFor = async (c: Context<EmulatorEnv>) => {
    const body = await readBody(c, CodeBody);
    return redeemCrossAppCode(ctx, c.get('app'), body);
  };

  /** A provider token of this provider app, for the opener's page. */
  const checkGrant = (providerAppId: string, body: { token: string; callback_url: string }) => {
    const checked = checkProviderToken(ctx, body.token, body.callback_url);
    if (checked.grant.provider_app_id !== providerAppId) throw invalidData('Invalid token: not of this provider app');
    return checked;
  };

  return new Hono<EmulatorEnv>()
    .use(requireApp(ctx))
    .post('/init', async (c) => {
      const body = await readBody(c, InitBody);
      const app = c.get('app');
      const { provider_app_id } = connectionOf(app, body.provider);
      const provider = findApp(ctx.repo, provider_app_id);
      const query = { client_id: app.config.id, provider_app_id, code_challenge: body.code_challenge, state: body.state_code, redirect_to: body.redirect_to };
      return c.json({ url: consentUrl(provider, query, new URL(c.req.url).origin) });
    })
    .post('/consent', requireUser(ctx), async (c) => {
      // The approval carries back the consent page's own query.
      const body = await readBody(c, ConsentQuery);
      const provider = c.get('app');
      if (body.provider_app_id !== provider.config.id) throw invalidData('Invalid provider_app_id: not this app');
      connectionOf(findApp(ctx.repo, body.client_id), `privy:${provider.config.id}`);
      return c.json({ redirect_url: approveConsent(ctx, currentUser(ctx, c), body) });
    })
    .post('/authenticate', async (c) => {
      const { providerUser, token } = await grantFor(c);
      const app = c.get('app');
      const account = crossAppAccount(ctx, providerUser);
      const { user, isNewUser } = await logInWithProof(ctx, c, { account, identifier: account.subject, mode: 'login-or-sign-up' });
      const session = createSession(ctx.repo, app.config.id, user.id, ctx.now());
      const answer: CrossAppAuthResponseWire = {
        ...(await sessionAuthResponse(ctx, app, session, user, isNewUser)),
        oauth_tokens: issueProviderToken(ctx, token),
      };
      return c.json(answer);
    })
    .post('/link', requireUser(ctx), async (c) => {
      const { providerUser, token } = await grantFor(c);
      const account = crossAppAccount(ctx, providerUser);
      const current = currentUser(ctx, c);
      // The same account linked again (the requester lost its provider token) only gets a fresh token.
      const relink = current.linked_accounts.some((entry) => entry.type === 'cross_app' && entry.subject === account.subject);
      const user = relink ? toUserWire(current) : linkAccount(ctx, current, { account, identifier: account.subject });
      return c.json({ user, oauth_tokens: issueProviderToken(ctx, token) });
    })
    .post('/unlink', requireUser(ctx), async (c) => {
      const { subject } = await readBody(c, UnlinkBody);
      return c.json(unlinkAccount(ctx, currentUser(ctx, c), 'cross_app', subject, 'User has no such cross-app account'));
    })
    .post('/transact/session', async (c) => {
      const body = await readBody(c, TransactSessionBody);
      const provider = c.get('app');
      const { grant, providerUser } = checkGrant(provider.config.id, body);
      const session = createSession(ctx.repo, provider.config.id, providerUser.id, ctx.now());
      const answer = await sessionAuthResponse(ctx, provider, session, providerUser, false);
      const requester = findApp(ctx.repo, grant.requester_app_id);
      return c.json({ token: answer.token, user: answer.user, requester_app_name: requester.config.name });
    })
    .post('/transact/prepare', async (c) => {
      const body = await readBody(c, PrepareBody);
      checkGrant(c.get('app').config.id, body);
      return c.json({ transaction: await prepareTransaction(ctx, body.transaction) });
    })
    .post('/transact/broadcast', async (c) => {
      const body = await readBody(c, BroadcastBody);
      checkGrant(c.get('app').config.id, body);
      return c.json({ hash: await broadcastTransaction(ctx, body.chain_id, body.signed as `0x${string}`) });
    });
}
