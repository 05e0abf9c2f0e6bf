import { Hono } from 'hono';
import type { EmulatorEnv } from '../../shared/context';
import { testMobileWalletScript } from '../test-mobile-wallet/bundle';
import { parseAccountIndex, testWalletAccount } from '../test-wallet/accounts';
import { renderTestMobileWalletPage, TEST_MOBILE_WALLET_SCRIPT_PATH } from '../test-mobile-wallet/page';

/**
 * The test mobile wallet (WalletConnect v2 over the relay double): its page for `?account=N` (1 by default, so it is
 * not the injected test wallet's account 0) and its bundled script. It signs through the test wallet's routes.
 */
export function testMobileWalletRoutes() {
  return new Hono<EmulatorEnv>()
    .get('/test-mobile-wallet', (c) => {
      const index = parseAccountIndex(c.req.query('account') ?? '1');
      return c.html(renderTestMobileWalletPage({ index, address: testWalletAccount(index).address }));
    })
    .get(TEST_MOBILE_WALLET_SCRIPT_PATH, async (c) =>
      c.body(await testMobileWalletScript(), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' }),
    );
}
