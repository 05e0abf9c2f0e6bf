import { Hono } from 'hono';
import { readBody } from '../../shared/body';
import type { ServiceContext, EmulatorEnv } from '../../shared/context';
import { parseAccountIndex, testWalletAccount } from '../test-wallet/accounts';
import { renderApprovePage } from '../test-wallet/approve-page';
import { createChainBook } from '../test-wallet/chains';
import { AddChainRequest, RpcRequest, SendRequest, SignRequest } from '../test-wallet/requests';
import { forwardRpc } from '../test-wallet/rpc';
import { TEST_WALLET_NAME, testWalletScript } from '../test-wallet/script';
import { requireApprovalPage, WALLET_SCRIPT_HEADERS } from '../test-wallet/serving';
import { sendForTestWallet } from '../test-wallet/sending';
import { signForTestWallet } from '../test-wallet/signing';

/**
 * The Portico Test Wallet: the script a page loads (GET /wallet.js?account=N), its approval page (GET /approve), the
 * signing, sending and network adding that approvals trigger (POST /sign, /send, /chains), and the JSON-RPC proxy to
 * the page's current chain (POST /rpc).
 */
export function testWalletRoutes(ctx: ServiceContext) {
  const chains = createChainBook(ctx.chainRpcUrls);
  return new Hono<EmulatorEnv>()
    .get('/wallet.js', (c) => {
      const account = parseAccountIndex(c.req.query('account'));
      return c.body(testWalletScript(account, testWalletAccount(account).address), 200, WALLET_SCRIPT_HEADERS);
    })
    .get('/approve', (c) => c.html(renderApprovePage(TEST_WALLET_NAME), 200, { 'cache-control': 'no-cache' }))
    .post('/sign', async (c) => {
      requireApprovalPage(c);
      return c.json({ signature: await signForTestWallet(await readBody(c, SignRequest)) });
    })
    .post('/send', async (c) => {
      requireApprovalPage(c);
      const request = await readBody(c, SendRequest);
      return c.json({ hash: await sendForTestWallet(chains.rpcUrl(request.chainId), request) });
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
