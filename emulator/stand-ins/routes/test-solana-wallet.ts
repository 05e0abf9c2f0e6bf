import { Hono } from 'hono';
import { readBody } from '../../shared/body';
import type { EmulatorEnv } from '../../shared/context';
import { testSolanaWalletKey } from '../test-solana-wallet/keys';
import { SolanaSignRequest } from '../test-solana-wallet/requests';
import { TEST_SOLANA_WALLET_NAME, testSolanaWalletScript } from '../test-solana-wallet/script';
import { signForTestSolanaWallet } from '../test-solana-wallet/signing';
import { parseAccountIndex } from '../test-wallet/accounts';
import { renderApprovePage } from '../test-wallet/approve-page';
import { requireApprovalPage, WALLET_SCRIPT_HEADERS } from '../test-wallet/serving';

/**
 * The Portico Test Solana Wallet: the script a page loads (GET /wallet.js?account=N), its approval page (GET /approve,
 * the test wallet's page under this wallet's name) and the signing an approved solana:signMessage triggers (POST /sign).
 */
export function testSolanaWalletRoutes() {
  return new Hono<EmulatorEnv>()
    .get('/wallet.js', async (c) => {
      const account = parseAccountIndex(c.req.query('account'));
      return c.body(testSolanaWalletScript(account, await testSolanaWalletKey(account)), 200, WALLET_SCRIPT_HEADERS);
    })
    .get('/approve', (c) => c.html(renderApprovePage(TEST_SOLANA_WALLET_NAME), 200, { 'cache-control': 'no-cache' }))
    .post('/sign', async (c) => {
      requireApprovalPage(c);
      return c.json({ signature: await signForTestSolanaWallet(await readBody(c, SolanaSignRequest)) });
    });
}
