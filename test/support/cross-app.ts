import { embeddedWallets, ProviderUser } from '../../emulator/pages/cross-app/browser/page-api';
import { frameLifetimeDeviceKey } from '../../emulator/pages/embedded-wallet/frame/device-key';
import { createWalletFrame } from '../../emulator/pages/embedded-wallet/frame/wallet-frame';
import { memoryStorage } from '../../kernel/index';
import { EMULATOR_URL, type setupEmulator } from './emulator';

type EmulatorEnv = ReturnType<typeof setupEmulator>;

/** What the consent page hands its script on <html>: the provider app, the consent query, the deny URL. */
async function consentPage(env: EmulatorEnv, url: string) {
  const response = await env.emulator.fetch(url);
  if (!response.ok) throw new Error(`The consent page answered ${response.status}`);
  const { appId, consent, denyUrl } = new DOMParser().parseFromString(await response.text(), 'text/html').documentElement.dataset;
  if (!appId || !consent || !denyUrl) throw new Error('The consent page lacks its data');
  return { appId, consent: JSON.parse(consent) as unknown, denyUrl };
}

/** The provider app's API as its page calls it: same origin as the page, the provider app's header. */
function providerApi(env: EmulatorEnv, appId: string) {
  return async (path: string, body: unknown, token?: string): Promise<Record<string, unknown>> => {
    const response = await env.emulator.fetch(`${EMULATOR_URL}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EMULATOR_URL, 'privy-app-id': appId, ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** A new wallet in the provider app's embedded wallet frame (its logic in process), as the consent page makes one. */
async function createProviderWallet(env: EmulatorEnv, appId: string, accessToken: string): Promise<string> {
  const fetch = env.emulator.fetch;
  const { handle } = createWalletFrame({
    appId,
    baseUrl: EMULATOR_URL,
    fetch,
    storage: memoryStorage(),
    deviceKey: frameLifetimeDeviceKey(),
    pageOrigin: EMULATOR_URL,
  });
  const reply = await handle({ id: 'create', event: 'wallet:create', data: { accessToken, recoveryMethod: 'privy' } });
  if (!reply || 'error' in reply) throw new Error(`wallet:create failed: ${JSON.stringify(reply)}`);
  return (reply.data as { address: string }).address;
}

/**
 * A person at the emulator's consent page (what consent-main.ts does in a browser): Deny goes to the page's deny URL;
 * Approve logs into the provider app by email code, creates a wallet if the person has none, and posts the consent.
 * Returns where the page sends the popup and the provider wallet it showed.
 */
export async function consentAt(env: EmulatorEnv, url: string, { email, decision = 'approve' }: { email: string; decision?: 'approve' | 'deny' }) {
  const page = await consentPage(env, url);
  if (decision === 'deny') return { back: new URL(page.denyUrl), wallet: null };
  const post = providerApi(env, page.appId);
  await post('/passwordless/init', { email });
  const login = await post('/passwordless/authenticate', { email, code: await env.latestCode(email) });
  const token = login.token as string;
  const existing = embeddedWallets(ProviderUser.parse(login.user)).find((wallet) => wallet.wallet_index === 0 && !wallet.imported);
  const wallet = existing?.address ?? (await createProviderWallet(env, page.appId, token));
  const { redirect_url } = await post('/cross-app/consent', page.consent, token);
  return { back: new URL(redirect_url as string), wallet };
}
