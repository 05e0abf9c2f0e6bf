import { Hono, type Context } from 'hono';
import { readBody } from '../body';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../http-error';
import { parseAccountIndex, testWalletAccount } from '../test-wallet/accounts';
import { renderApprovePage } from '../test-wallet/approve-page';
import { createChainBook } from '../test-wallet/chains';
import { AddChainRequest, RpcRequest, SignRequest } from '../test-wallet/requests';
import { forwardRpc } from '../test-wallet/rpc';
import { testWalletScript } from '../test-wallet/script';
import { signForTestWallet } from '../test-wallet/signing';

/**
 * Approvals are carried out only for the approval page, which the emulator serves itself: a browser names the
 * page's origin, and another page's request is refused. A request naming no origin (a test, a script) is let through.
 */
function requireApprovalPage(c: Context<EmulatorEnv>): void {
  const origin = c.req.header('origin');
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    throw new ApiError(403, 'invalid_origin', 'Only the test wallet’s approval page may carry out approvals');
  }
}

/**
 * The Portico Test Wallet: the script a page loads (GET /wallet.js?account=N), its approval page (GET /approve), the
 * signing and network adding that approvals trigger (POST /sign, /chains), and the JSON-RPC proxy to the page's
 * current chain (POST /rpc).
 */
export function testWalletRoutes(ctx: EmulatorContext) {
  const chains = createChainBook(ctx.chainRpcUrls);
  return new Hono<EmulatorEnv>()
    .get('/wallet.js', (c) => {
      const account = parseAccountIndex(c.req.query('account'));
      return c.body(testWalletScript(account, testWalletAccount(account).address), 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
        // Any page may load the wallet, also with a crossorigin attribute; it holds nothing secret.
        'access-control-allow-origin': '*',
      });
    })
    .get('/approve', (c) => c.html(renderApprovePage(), 200, { 'cache-control': 'no-cache' }))
    .post('/sign', async (c) => {
      requireApprovalPage(c);
      return c.json({ signature: await signForTestWallet(await readBody(c, SignRequest)) });
    })
    .post('/chains', async (c) => {
      requireApprovalPage(c);
      const { chainId, rpcUrl } = await readBody(c, AddChainRequest);
      chains.add(chainId, rpcUrl);
      return c.json({ chainId, rpcUrl });
    })
    .post('/rpc', async (c) => {
      const request = await readBody(c, RpcRequest);
      return c.json(await forwardRpc(chains.rpcUrl(request.chainId), request));
    });
}
