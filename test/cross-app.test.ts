// The cross-app plugin alone against the in-process emulator: the demo app uses the seeded provider app's accounts.
// A person plays the provider app's consent page (test/support/cross-app.ts); the popup's return is relayed to this
// window by the kernel's own relay, as the popup's page would do it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROVIDER_APP_ID } from '../emulator/provider/seed';
import { type ConnectedWallet, type PorticoUser, memoryStorage } from '../kernel/index';
import { relayReturnToOpener } from '../kit/popup-return';
import { POPUP_HEIGHT } from '../kit/open-popup';
import { POPUP_POLL_MS, POPUP_TIMEOUT_MS } from '../kit/popup';
import { crossApp, crossAppMessages as m } from '../plugins/cross-app/index';
import { withApp } from '../plugins/cross-app/messages';
import { CROSS_APP_MESSAGES } from '../schemas/cross-app';
import { consentAt } from './support/cross-app';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from './support/emulator';
import { fakePopup, providerPage } from './support/oauth';
import { signInByEmail } from './support/passkey';

const PROVIDER_NAME = 'Portico Provider Demo';
let people = 0;
const newEmail = () => `cross-app-${(people += 1)}@example.com`;

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

/** The plugin alone on the demo app, connected to the provider app; `signedInAs` logs a person in by email first. */
async function crossAppOnly({ readOnly = false, signedInAs }: { readOnly?: boolean; signedInAs?: string } = {}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: readOnly }] });
  const storage = memoryStorage();
  if (signedInAs) await signInByEmail(env, storage, signedInAs);
  const portico = env.kernel([crossApp()], storage);
  await portico.start();
  const calls = (path: string) => env.requests.filter((request) => new URL(request.url).pathname === path);
  /** The events the emulator received. */
  const analytics = () => env.repo.list('analytics').map(({ value }) => value.event_name);
  const crossAppWallet = () => portico.getSnapshot().wallets.find((wallet) => wallet.connectorType === 'cross_app') as ConnectedWallet;
  return { env, portico, storage, calls, analytics, crossAppWallet };
}
type Setup = Awaited<ReturnType<typeof crossAppOnly>>;

/** The consent page sends the popup back to this page; the plugin there relays the return to its opener, this window. */
function returnFromPopup(back: URL): void {
  const opener = { location: window.location, postMessage: (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: back.origin })) };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  vi.spyOn(window, 'close').mockImplementation(() => {});
  relayReturnToOpener(Object.fromEntries(back.searchParams));
  Reflect.deleteProperty(window, 'opener');
}

interface Answer {
  decision?: 'approve' | 'deny';
  /** Who logs in at the provider app; a new person unless given. */
  email?: string;
  /** A state to return instead of the one the emulator sends back. */
  state?: string;
}

/** Starts `flow` (it opens the consent popup), answers at the emulator's consent page and returns to this page. */
async function throughConsent<T>({ env }: Setup, flow: () => Promise<T>, { decision = 'approve', state, email = newEmail() }: Answer = {}) {
  const popup = fakePopup();
  const result = flow();
  const url = await providerPage(popup);
  const { back, wallet } = await consentAt(env, url, { email, decision });
  if (state) back.searchParams.set('privy_oauth_state', state);
  returnFromPopup(back);
  return { popup, url, wallet, result };
}

const subjectOf = (user: PorticoUser) => user.linkedAccounts.flatMap((account) => (account.type === 'cross_app' ? [account.subject] : []))[0] ?? '';

const logIn = async (setup: Setup, email?: string) => {
  const { result, ...rest } = await throughConsent(setup, () => setup.portico['cross-app'].login(PROVIDER_APP_ID), { email });
  return { ...rest, user: (await result).user };
};

describe('cross-app login and link against the emulator', () => {
  it('logs in through the provider app’s consent page: the cross_app account, its wallet and the provider token', async () => {
    const setup = await crossAppOnly();
    const { portico, calls } = setup;
    const { popup, url, wallet, user } = await logIn(setup);

    expect(window.open).toHaveBeenCalledWith('about:blank', 'privy-cross-app', expect.stringContaining(`width=400,height=${POPUP_HEIGHT}`));
    const consent = new URL(url);
    expect(consent.origin + consent.pathname).toBe(`${EMULATOR_URL}/oauth/authorize`);
    const init = (await calls('/api/v1/cross-app/init')[0]?.clone().json()) as Record<string, string>;
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      client_id: DEMO_APP_ID,
      provider_app_id: PROVIDER_APP_ID,
      code_challenge: init.code_challenge,
      state: init.state_code,
      redirect_to: 'http://localhost:3000/',
    });
    expect(user.linkedAccounts).toEqual([expect.objectContaining({ type: 'cross_app', providerApp: { id: PROVIDER_APP_ID }, embeddedWallets: [{ address: wallet }] })]);
    expect(portico.getSnapshot().status).toBe('authenticated');
    expect(portico['cross-app'].getProviderAccessToken(PROVIDER_APP_ID)).toEqual(expect.any(String));
    expect(setup.crossAppWallet()).toMatchObject({ address: wallet, connectorType: 'cross_app', walletClientType: 'privy', branding: { name: PROVIDER_NAME } });
    expect(popup.closed).toBe(true);
  });

  it('links the provider account to a person logged in by email, and unlinks it', async () => {
    const email = newEmail();
    const setup = await crossAppOnly({ signedInAs: email });
    const { portico } = setup;
    const before = portico.getSnapshot().user;
    expect(before?.linkedAccounts).toEqual([expect.objectContaining({ type: 'email', address: email })]);

    const { result, wallet } = await throughConsent(setup, () => portico['cross-app'].link(PROVIDER_APP_ID));
    const linked = await result;
    expect(linked.id).toBe(before?.id);
    expect(linked.linkedAccounts.map((account) => account.type).sort()).toEqual(['cross_app', 'email']);
    expect(setup.crossAppWallet()?.address).toBe(wallet);

    const unlinked = await portico['cross-app'].unlink(subjectOf(linked));
    expect(unlinked.linkedAccounts.map((entry) => entry.type)).toEqual(['email']);
    expect(setup.crossAppWallet()).toBeUndefined();
  });

  it('refuses link when not logged in, and login when already logged in', async () => {
    const setup = await crossAppOnly();
    fakePopup();
    await expect(setup.portico['cross-app'].link(PROVIDER_APP_ID)).rejects.toMatchObject({ code: 'must_be_authenticated' });
    const { user } = await logIn(setup);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakePopup();
    expect((await setup.portico['cross-app'].login(PROVIDER_APP_ID)).user.id).toBe(user.id);
    expect(setup.calls('/api/v1/cross-app/init')).toHaveLength(1);
  });

  it('refuses a return with a state it did not send (oauth_unexpected) and reports a possible phishing attempt', async () => {
    const setup = await crossAppOnly();
    const { result } = await throughConsent(setup, () => setup.portico['cross-app'].login(PROVIDER_APP_ID), { state: 'not-my-state' });
    await expect(result).rejects.toMatchObject({ code: 'oauth_unexpected', shortMessage: m.unexpectedFlow });
    await vi.waitFor(() => expect(setup.analytics()).toContain('possible_phishing_attempt'));
    expect(setup.calls('/api/v1/cross-app/authenticate')).toHaveLength(0);
    expect(setup.portico.getSnapshot().status).toBe('unauthenticated');
  });

  it('a denial at the consent page fails with the denial error', async () => {
    const setup = await crossAppOnly();
    const { result } = await throughConsent(setup, () => setup.portico['cross-app'].login(PROVIDER_APP_ID), { decision: 'deny' });
    await expect(result).rejects.toMatchObject({ code: 'oauth_user_denied', shortMessage: m.userDenied });
    expect(setup.calls('/api/v1/cross-app/authenticate')).toHaveLength(0);
    expect(setup.portico.getSnapshot().status).toBe('unauthenticated');
  });

  it('a closed consent popup fails with the connect message; no return in time is a time-out', async () => {
    const setup = await crossAppOnly();
    const popup = fakePopup();
    const closed = setup.portico['cross-app'].login(PROVIDER_APP_ID);
    await providerPage(popup);
    popup.close();
    await expect(closed).rejects.toMatchObject({ code: 'cross_app_auth_failed', shortMessage: withApp(m.connectFailed, PROVIDER_NAME) });

    // Faked before the flow starts: the wait's timers are set as soon as the consent URL is known.
    vi.useFakeTimers();
    const slow = fakePopup();
    const timedOut = setup.portico['cross-app'].login(PROVIDER_APP_ID);
    await providerPage(slow);
    const settled = expect(timedOut).rejects.toMatchObject({ code: 'cross_app_auth_failed', shortMessage: m.authTimedOut });
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS + POPUP_POLL_MS);
    await settled;
    expect(slow.closed).toBe(true);
  });
});

describe('cross-app signing against the emulator', () => {
  const fromOrigin = (origin: string, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it('personal_sign opens the emulator’s approval page with the real provider token, and takes its answer from that origin only', async () => {
    const setup = await crossAppOnly();
    await logIn(setup);
    const wallet = setup.crossAppWallet();
    const popup = fakePopup();
    const signature = wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', wallet.address] });
    const url = new URL(await providerPage(popup));
    expect(window.open).toHaveBeenLastCalledWith('about:blank', 'privy-cross-app-transact', expect.stringContaining('width=400'));
    expect(url.origin + url.pathname).toBe(`${EMULATOR_URL}/oauth/transact`);
    expect(url.searchParams.get('token')).toBe(setup.portico['cross-app'].getProviderAccessToken(PROVIDER_APP_ID));

    // The emulator renders the approval only for a live token granted to this page's origin.
    const page = await setup.env.emulator.fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Portico Demo asks you to sign with your ${PROVIDER_NAME} wallet`);
    expect(html).not.toContain('Request not possible');

    fromOrigin('http://evil.example', { type: CROSS_APP_MESSAGES.response, result: '0xforged' });
    fromOrigin(EMULATOR_URL, { type: CROSS_APP_MESSAGES.response, result: '0xsigned' });
    await expect(signature).resolves.toBe('0xsigned');
    expect(popup.closed).toBe(true);
    await vi.waitFor(() => expect(setup.analytics()).toEqual(expect.arrayContaining(['cross_app_request_started', 'cross_app_request_success'])));
  });

  it('a read-only provider app is refused (4100) without a popup', async () => {
    const setup = await crossAppOnly({ readOnly: true });
    await logIn(setup);
    expect(await setup.portico['cross-app'].getConnections()).toEqual([
      { providerAppId: PROVIDER_APP_ID, providerAppName: PROVIDER_NAME, providerAppIconUrl: expect.stringMatching(/^data:image\//), providerAppCustomApiUrl: null, readOnly: true },
    ]);
    // The login's popup spy, emptied: only what follows counts.
    const open = vi.mocked(window.open);
    open.mockClear();
    const wallet = setup.crossAppWallet();
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] })).rejects.toMatchObject({ code: 4100, message: m.readOnly });
    expect(open).not.toHaveBeenCalled();
  });

  it('without a provider token, a request links the account again through the consent popup, then asks in the transact popup', async () => {
    const setup = await crossAppOnly();
    const person = newEmail();
    await logIn(setup, person);
    const wallet = setup.crossAppWallet();
    const tokenKey = `privy:${DEMO_APP_ID}:cross-app-token:${PROVIDER_APP_ID}`;
    const lost = setup.storage.getItem(tokenKey);
    setup.storage.removeItem(tokenKey);
    const consent = fakePopup();
    const result = wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] });
    const url = new URL(await providerPage(consent));
    expect(url.pathname).toBe('/oauth/authorize');
    // The next window opened is the transact page's.
    const transact = fakePopup();
    returnFromPopup((await consentAt(setup.env, url.toString(), { email: person })).back);
    const page = new URL(await providerPage(transact));
    const fresh = setup.storage.getItem(tokenKey);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(lost);
    expect(setup.calls('/api/v1/cross-app/link')).toHaveLength(1);
    expect(page.pathname).toBe('/oauth/transact');
    expect(page.searchParams.get('token')).toBe(fresh);
    window.dispatchEvent(new MessageEvent('message', { data: { type: CROSS_APP_MESSAGES.response, result: '0xsigned' }, origin: EMULATOR_URL }));
    await expect(result).resolves.toBe('0xsigned');
  });

  it('an address no longer in a cross-app account is refused (4100) without a popup', async () => {
    const setup = await crossAppOnly();
    const { user } = await logIn(setup);
    const wallet = setup.crossAppWallet();
    const open = vi.mocked(window.open);
    await setup.portico['cross-app'].unlink(subjectOf(user));
    open.mockClear();
    // The provider held from before the unlink is refused for its address alone.
    await expect(wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] })).rejects.toMatchObject({ code: 4100, message: m.wrongAddress });
    expect(open).not.toHaveBeenCalled();
  });

  it('a closed approval popup is "User rejected request" (4001); no answer in time is "Request timeout"', async () => {
    const setup = await crossAppOnly();
    await logIn(setup);
    const wallet = setup.crossAppWallet();
    const popup = fakePopup();
    const closed = wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] });
    await providerPage(popup);
    popup.close();
    await expect(closed).rejects.toMatchObject({ code: 4001, message: m.userRejected });

    vi.useFakeTimers();
    const slow = fakePopup();
    const timedOut = wallet.provider.request({ method: 'personal_sign', params: ['0x00', wallet.address] });
    const settled = expect(timedOut).rejects.toMatchObject({ message: m.requestTimeout });
    await vi.advanceTimersByTimeAsync(POPUP_TIMEOUT_MS + POPUP_POLL_MS);
    await settled;
    expect(slow.closed).toBe(true);
  });
});
