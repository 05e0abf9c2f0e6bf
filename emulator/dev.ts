import { Hono } from 'hono';
import { DevAppRequest, findApp, saveAppFromRequest, toDevAppAnswer } from './provider/apps';
import { readBody } from './shared/body';
import type { EmulatorContext, EmulatorEnv } from './provider/context';
import { FaultsRequest, type FaultInjector } from './provider/faults';
import { ApiError, errorResponse } from './shared/http-error';
import { LOCAL_CHAIN_ID } from './stand-ins/local-chain';
import { renderAuthenticatorPage, renderNoAuthenticatorPage } from './stand-ins/authenticator/authenticator-page';
import { totpAccount } from './provider/mfa/enrolment';
import { totpCode, TOTP_PERIOD_MS } from './provider/mfa/totp';
import { demoPageOnly } from './provider/origin';
import { recentMessages } from './provider/outbox';
import { renderOutboxPage } from './pages/outbox-page';
import type { TestToken } from './stand-ins/test-token/deploy';
import { createFaucet, FaucetRequest } from './stand-ins/test-token/faucet';
import { credit, DevCreditRequest } from './stand-ins/funding/credit';

/**
 * Test and demo helpers; no app header, never part of the provider's API. Those reading secrets (codes, server-only
 * settings) or changing settings answer no browser page but the demo's.
 */
/** `token`: the ERC-20 deployed on the local chain at start (PTT), which the faucet hands out; null when none was. */
export function devRoutes(ctx: EmulatorContext, faults: FaultInjector, demoOrigins: readonly string[], token: TestToken | null) {
  const demoOnly = demoPageOnly(demoOrigins);
  const tokenRpcUrl = token && ctx.chainRpcUrls[token.chainId];
  const faucet = token && tokenRpcUrl ? createFaucet(tokenRpcUrl, token) : null;
  const authenticatorSecret = (userId: string) => {
    const factors = ctx.repo.get('mfa_factors', userId);
    return factors?.pending_totp?.secret ?? factors?.totp_secret;
  };
  return new Hono<EmulatorEnv>()
    .get('/outbox', demoOnly, (c) => {
      const to = c.req.query('to');
      if (to === undefined) return c.html(renderOutboxPage(recentMessages(ctx)));
      const address = to.trim().toLowerCase();
      // `kind=notice` reads the latest security notice; by default the latest code, which a notice never hides.
      const wanted = c.req.query('kind') === 'notice' ? 'notice' : 'code';
      const latest = recentMessages(ctx).find((message) => message.to === address && message[wanted] !== undefined);
      return latest ? c.json(latest) : errorResponse(c, 404, 'not_found', `No ${wanted} sent to ${address}`);
    })
    .get('/analytics', (c) => c.json({ events: ctx.repo.list('analytics').map(({ value }) => value) }))
    // The whole configuration, server-only settings included, so a dashboard can change one field and PUT it back.
    .get('/apps/:appId', demoOnly, (c) => c.json(toDevAppAnswer(findApp(ctx.repo, c.req.param('appId')))))
    .put('/apps/:appId', demoOnly, async (c) => {
      const body = await readBody(c, DevAppRequest);
      return c.json(toDevAppAnswer(saveAppFromRequest(ctx.repo, c.req.param('appId'), body, ctx.now())));
    })
    .put('/faults', demoOnly, async (c) => {
      const { faults: next } = await readBody(c, FaultsRequest);
      faults.replace(next);
      return c.json({ faults: faults.list() });
    })
    .delete('/faults', demoOnly, (c) => {
      faults.replace([]);
      return c.json({ faults: faults.list() });
    })
    // The demo's stand-in for an authenticator app: the codes of a user's authenticator secret (pending or enrolled).
    .get('/totp/:userId', demoOnly, (c) => {
      const secret = authenticatorSecret(c.req.param('userId'));
      if (!secret) throw new ApiError(404, 'not_found', 'This user has no authenticator app secret');
      const now = ctx.now();
      return c.json({ code: totpCode(secret, now), next_code: totpCode(secret, now + TOTP_PERIOD_MS) });
    })
    // The same codes as a page for the person trying the demo, entry and countdown as an authenticator app shows them.
    .get('/authenticator/:userId', demoOnly, (c) => {
      const user = ctx.repo.get('users', c.req.param('userId'));
      const secret = user && authenticatorSecret(user.id);
      if (!user || !secret) {
        const page = renderNoAuthenticatorPage();
        return c.html(page.html, 404, page.headers);
      }
      const now = ctx.now();
      const page = renderAuthenticatorPage({
        ...totpAccount(findApp(ctx.repo, user.app_id), user),
        code: totpCode(secret, now),
        nextCode: totpCode(secret, now + TOTP_PERIOD_MS),
        msLeft: TOTP_PERIOD_MS - (now % TOTP_PERIOD_MS),
      });
      return c.html(page.html, 200, page.headers);
    })
    // Where the demo and tests find the chain and the test token, which lives at whatever address its deployment got.
    .get('/local-chain', (c) =>
      c.json({
        chain_id: LOCAL_CHAIN_ID,
        rpc_url: ctx.chainRpcUrls[LOCAL_CHAIN_ID] ?? null,
        test_token: token && { address: token.address, symbol: token.symbol, decimals: token.decimals },
      }),
    )
    // Every chain the emulator knows, with the test USDC's address there (null where none was deployed).
    .get('/chains', (c) =>
      c.json({
        chains: Object.entries(ctx.chainRpcUrls).map(([id, rpcUrl]) => ({ id: Number(id), rpcUrl, usdc: ctx.usdc[Number(id)] ?? null })),
      }),
    )
    // Native currency or the test USDC on any local chain, from the funder (anvil's account 9) or USDC's holder.
    .post('/credit', async (c) => {
      const { chain_id: chainId, address, asset, amount } = await readBody(c, DevCreditRequest);
      return c.json({ tx_hash: await credit(ctx, { chainId, address, asset, amount }) });
    })
    .post('/faucet', async (c) => {
      const body = await readBody(c, FaucetRequest);
      if (!faucet) throw new ApiError(409, 'no_test_token', 'The emulator was started without a test token (npm start deploys one)');
      return c.json(await faucet.fund(body));
    });
}
