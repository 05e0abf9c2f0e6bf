import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../kernel/index';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../../test/support/emulator';
import { createTestWallet } from '../../test/support/test-wallet';
import { knownWalletById } from './catalogue';
import { siwe, type Eip1193Provider } from './index';
import { CONNECTOR_FALLBACK_MS } from './wallet-link-arrival';
import { walletLinkPage } from './wallet-link-page';

const stops: (() => void)[] = [];
beforeEach(() => history.replaceState(null, '', '/shop?item=7'));
afterEach(() => stops.splice(0).forEach((stop) => stop()));

function announce(provider: Eip1193Provider) {
  const detail = Object.freeze({ info: { uuid: crypto.randomUUID(), name: 'Portico Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'test.portico' }, provider });
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', send);
  stops.push(() => window.removeEventListener('eip6963:requestProvider', send));
  send();
}

async function started(env: ReturnType<typeof setupEmulator>, url: string) {
  history.replaceState(null, '', url);
  const kernel = env.kernel([siwe()], memoryStorage(), { origin: location.origin });
  await kernel.start();
  return kernel;
}

describe('wallet links (section 2.10: connector and wallet client parameters)', () => {
  it('carry the connector, the wallet client and a forked session token; Phantom opens them in its app', () => {
    const page = walletLinkPage('https://shop.example/cart?item=7', 'phantom', 'forked-1');
    expect(Object.fromEntries(new URL(page).searchParams)).toEqual({ item: '7', privy_connector: 'injected', privy_wallet_client: 'phantom', privy_token: 'forked-1' });
    expect(new URL(walletLinkPage('https://shop.example/', 'phantom', null)).searchParams.has('privy_token')).toBe(false);
    expect(knownWalletById('phantom')!.mobileLink!(page)).toBe(`https://phantom.app/ul/browse/${encodeURIComponent(page)}`);
  });

  it('start the named wallet’s connection on load, and leave the URL', async () => {
    const env = setupEmulator();
    await env.configureApp({ wallet_auth: true });
    announce(createTestWallet());
    const kernel = await started(env, '/shop?item=7&privy_connector=injected&privy_wallet_client=portico_test_wallet');
    expect(kernel.getSnapshot().modal).toMatchObject({ open: true, intent: 'login', screen: 'AWAITING_CONNECTION', data: { walletId: 'portico_test_wallet' } });
    expect(location.search).toBe('?item=7');
  });

  it('show LOGIN_FAILED_SCREEN when the wallet is absent (the link opened outside the wallet’s browser)', async () => {
    const env = setupEmulator();
    await env.configureApp({ wallet_auth: true });
    const before = Date.now();
    const kernel = await started(env, '/shop?privy_connector=injected&privy_wallet_client=phantom');
    expect(Date.now() - before).toBeGreaterThanOrEqual(CONNECTOR_FALLBACK_MS - 50);
    expect(kernel.getSnapshot().modal).toMatchObject({ open: true, screen: 'LOGIN_FAILED_SCREEN', data: { walletId: 'phantom' } });
  });

  it('keep a person logged in through the forked session, and connect the wallet for them (connect-only)', async () => {
    const env = setupEmulator();
    await env.configureApp({ wallet_auth: true, guest_auth: true });
    announce(createTestWallet());
    // A person logged in elsewhere (a guest, straight at the API) forks their session for the wallet's browser.
    const call = async (path: string, body: unknown, token?: string) => {
      const headers = { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID, ...(token && { authorization: `Bearer ${token}` }) };
      const response = await env.emulator.fetch(`${EMULATOR_URL}${path}`, { method: 'POST', body: JSON.stringify(body), headers });
      return (await response.json()) as { token: string; refresh_token: string; new_session_refresh_token: string; user: { id: string } };
    };
    const session = await call('/api/v1/guest/authenticate', { guest_credential: 'guest-credential-0000000000000001' });
    const forked = await call('/api/v1/sessions/fork', { refresh_token: session.refresh_token }, session.token);

    const url = new URL(walletLinkPage(location.href, 'portico_test_wallet', forked.new_session_refresh_token));
    const kernel = await started(env, url.pathname + url.search);
    expect(kernel.getSnapshot()).toMatchObject({ status: 'authenticated', user: { id: session.user.id } });
    expect(kernel.getSnapshot().modal).toMatchObject({ open: true, intent: 'connect', screen: 'AWAITING_CONNECT_ONLY_CONNECTION' });
    expect(location.search).toBe('?item=7');
  });
});
