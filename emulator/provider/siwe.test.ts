// @vitest-environment node
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it, vi } from 'vitest';
import { AuthResponseWire, toSeconds } from '../../schemas';
import { MAX_LINKED_WALLETS } from './account-linking';
import { DEMO_APP_ID } from './apps';
import { SIWE_CLOCK_SKEW_MS } from './siwe-message';
import { SIWE_NONCE_TTL_MS } from './siwe-nonces';
import { ANVIL_FIRST_KEY, PAGE_ORIGIN, siweWallet, type SiweOptions } from './siwe-test-support';
import { startEmulator, testClock } from '../test-support';

const ada = privateKeyToAccount(ANVIL_FIRST_KEY);
const randomAccount = () => privateKeyToAccount(generatePrivateKey());
const INVALID_MESSAGE = { status: 400, code: 'invalid_message' };
const INVALID_CREDENTIALS = { status: 401, code: 'invalid_credentials' };

/** The demo app with wallet login on; no chain RPC unless a test gives one, so no test depends on a running anvil. */
async function walletApp(options: { config?: Record<string, unknown>; chainRpcUrls?: Record<number, string> } = {}) {
  const clock = testClock();
  const api = startEmulator({ now: clock.now, chainRpcUrls: options.chainRpcUrls ?? {} });
  const configured = await api.configureApp(DEMO_APP_ID, { wallet_auth: true, ...options.config });
  if (configured.status !== 200) throw new Error(configured.text);
  return { api, clock, wallet: siweWallet(api, clock.now) };
}

describe('Sign-In With Ethereum login', () => {
  it('signs up with anvil’s first account, then logs the same user in; the wallet account is on the wire', async () => {
    const { api, clock, wallet } = await walletApp();
    const requests = vi.spyOn(api.emulator, 'fetch');
    const signUp = await wallet.logIn(ada);
    // init + authenticate, nothing else.
    expect(requests.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/v1/siwe/init',
      '/api/v1/siwe/authenticate',
    ]);
    const seconds = toSeconds(clock.now());
    expect(signUp.is_new_user).toBe(true);
    expect(signUp.token).toBeTruthy();
    expect(signUp.user?.linked_accounts).toEqual([
      {
        type: 'wallet',
        id: null,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        imported: false,
        delegated: false,
        chain_type: 'ethereum',
        chain_id: 'eip155:31337',
        wallet_client: 'unknown',
        wallet_client_type: 'metamask',
        connector_type: 'injected',
        recovery_method: null,
        wallet_index: null,
        public_key: null,
        verified_at: seconds,
        first_verified_at: seconds,
        latest_verified_at: seconds,
      },
    ]);

    clock.advance(5_000);
    // The address's spelling does not matter: the nonce and the account go by the address.
    const nonce = await wallet.init(ada.address.toLowerCase());
    const again = await wallet.logIn(ada, { nonce });
    expect(again.is_new_user).toBe(false);
    expect(again.user?.id).toBe(signUp.user?.id);
    expect(again.user?.linked_accounts[0]).toMatchObject({ first_verified_at: seconds, latest_verified_at: seconds + 5 });
  });

  it('gives each new wallet its own user', async () => {
    const { wallet } = await walletApp();
    const first = await wallet.logIn(randomAccount());
    const second = await wallet.logIn(randomAccount());
    expect(first.is_new_user && second.is_new_user).toBe(true);
    expect(first.user?.id).not.toBe(second.user?.id);
  });

  it('answers init with a fresh nonce for the address and when it expires', async () => {
    const { api, clock } = await walletApp();
    const answer = JSON.parse((await api.call('/api/v1/siwe/init', { body: { address: ada.address } })).text);
    expect(answer).toEqual({
      nonce: expect.stringMatching(/^[0-9a-f]{64}$/),
      address: ada.address,
      expires_at: new Date(clock.now() + SIWE_NONCE_TTL_MS).toISOString(),
    });
  });

  it('is refused when the app does not enable wallet login', async () => {
    const { api } = await walletApp({ config: { wallet_auth: false } });
    const refused = { status: 403, code: 'disallowed_login_method' };
    expect(await api.fail('/api/v1/siwe/init', { body: { address: ada.address } })).toMatchObject(refused);
    const body = { message: 'x', signature: '0x00', chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' };
    expect(await api.fail('/api/v1/siwe/authenticate', { body, headers: { origin: PAGE_ORIGIN } })).toMatchObject(refused);
  });

  it('keeps the sign-up and allowlist rules of every login method', async () => {
    // The allowlist holds the checksummed spelling; the login goes by the address, whatever its spelling.
    const { wallet } = await walletApp({ config: { allowlist: [ada.address] } });
    expect((await wallet.logIn(ada)).is_new_user).toBe(true);
    const stranger = randomAccount();
    expect(await wallet.refuse(stranger)).toMatchObject({ status: 403, code: 'allowlist_rejected' });

    const newcomer = randomAccount();
    expect(await wallet.refuse(newcomer, { mode: 'no-signup' })).toMatchObject({
      status: 404,
      code: 'user_does_not_exist',
    });
  });
});

describe('Sign-In With Ethereum refusals', () => {
  /** Each case: what differs from a good login, and the answer. */
  const someoneElse = randomAccount();
  const cases: { name: string; options: (nowMs: number) => SiweOptions; expected: object; error?: RegExp }[] = [
    {
      name: 'an expired message (Expiration Time past)',
      options: (nowMs) => ({ message: { expirationTime: new Date(nowMs - 1_000) } }),
      expected: INVALID_MESSAGE,
      error: /expired/,
    },
    {
      name: 'a message not valid yet (Not Before ahead)',
      options: (nowMs) => ({ message: { notBefore: new Date(nowMs + 60_000) } }),
      expected: INVALID_MESSAGE,
      error: /not valid before/,
    },
    {
      name: 'a message issued in the future',
      options: (nowMs) => ({ message: { issuedAt: new Date(nowMs + SIWE_CLOCK_SKEW_MS + 1_000) } }),
      expected: INVALID_MESSAGE,
      error: /issued in the future/,
    },
    {
      name: 'a message issued before its nonce',
      options: (nowMs) => ({ message: { issuedAt: new Date(nowMs - SIWE_CLOCK_SKEW_MS - 1_000) } }),
      expected: INVALID_MESSAGE,
      error: /issued before its nonce/,
    },
    {
      name: 'a wrong domain',
      options: () => ({ message: { domain: 'evil.example' } }),
      expected: INVALID_MESSAGE,
      error: /domain evil\.example is not the calling page's localhost:5173/,
    },
    {
      name: 'a wrong URI',
      options: () => ({ message: { uri: 'http://localhost:6666/' } }),
      expected: INVALID_MESSAGE,
      error: /URI http:\/\/localhost:6666\/ is not on the calling page's origin/,
    },
    {
      name: 'a wrong scheme',
      options: () => ({ message: { scheme: 'https' } }),
      expected: INVALID_MESSAGE,
      error: /scheme https/,
    },
    {
      name: 'a Chain ID other than the request’s',
      options: () => ({ message: { chainId: 1 }, chainId: 'eip155:31337' }),
      expected: INVALID_MESSAGE,
      error: /Chain ID 1 is not the request's chainId eip155:31337/,
    },
    {
      name: 'a chainId that is not CAIP-2 (a bare number)',
      options: () => ({ chainId: '31337' }),
      expected: { status: 400, code: 'invalid_data' },
      error: /Invalid chainId/,
    },
    {
      name: 'a chainId in hex',
      options: () => ({ chainId: 'eip155:0x7a69' }),
      expected: { status: 400, code: 'invalid_data' },
    },
    {
      name: 'a signature by another address',
      options: () => ({ signer: someoneElse }),
      expected: INVALID_CREDENTIALS,
      error: /signature is not 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266's/,
    },
    {
      name: 'a tampered message',
      options: () => ({ tamper: (message) => message.replace('logging in', 'logging out') }),
      expected: INVALID_CREDENTIALS,
      error: /signature is not/,
    },
    {
      name: 'a message that is not EIP-4361',
      options: () => ({ tamper: () => 'Please sign this to log in' }),
      expected: INVALID_MESSAGE,
      error: /Not a Sign-In With Ethereum/,
    },
    {
      name: 'a version other than 1',
      options: () => ({ tamper: (message) => message.replace('Version: 1', 'Version: 2') }),
      expected: INVALID_MESSAGE,
      error: /version 2/,
    },
    {
      name: 'no Origin header',
      options: () => ({ headers: {} }),
      expected: { status: 403, code: 'invalid_origin' },
      error: /Origin header/,
    },
    {
      name: 'a page that is not local',
      options: () => ({ headers: { origin: 'https://evil.example' } }),
      expected: { status: 403, code: 'invalid_origin' },
    },
  ];

  it.each(cases)('refuses $name', async ({ options, expected, error }) => {
    const { clock, wallet } = await walletApp();
    const answer = await wallet.refuse(ada, options(clock.now()));
    expect(answer).toMatchObject(expected);
    if (error) expect(answer.error).toMatch(error);
  });

  it('refuses a replayed nonce, even after a successful login', async () => {
    const { api, wallet } = await walletApp();
    const body = await wallet.signedBody(ada);
    const headers = { origin: PAGE_ORIGIN };
    await api.ok(AuthResponseWire, '/api/v1/siwe/authenticate', { body, headers });
    const replay = await api.fail('/api/v1/siwe/authenticate', { body, headers });
    expect(replay).toMatchObject({ ...INVALID_CREDENTIALS, error: expect.stringMatching(/already used nonce/) });
  });

  it('spends the nonce on a failed attempt too', async () => {
    const { wallet } = await walletApp();
    const nonce = await wallet.init(ada.address);
    await wallet.refuse(ada, { nonce, signer: randomAccount() });
    expect(await wallet.refuse(ada, { nonce })).toMatchObject(INVALID_CREDENTIALS);
  });

  it('refuses a nonce issued for another address', async () => {
    const { wallet } = await walletApp();
    const nonce = await wallet.init(someoneElse.address);
    const answer = await wallet.refuse(ada, { nonce });
    expect(answer).toMatchObject({ ...INVALID_CREDENTIALS, error: 'The nonce was issued for another address' });
  });

  it('refuses a nonce of another app', async () => {
    const { api, wallet } = await walletApp();
    await api.configureApp('other-app-000000000000001', { wallet_auth: true });
    const nonce = await wallet.init(ada.address, { appId: 'other-app-000000000000001' });
    expect(await wallet.refuse(ada, { nonce })).toMatchObject(INVALID_CREDENTIALS);
  });

  it('refuses an expired nonce (10 minutes)', async () => {
    const { clock, wallet } = await walletApp();
    const nonce = await wallet.init(ada.address);
    clock.advance(SIWE_NONCE_TTL_MS);
    const answer = await wallet.refuse(ada, { nonce, message: { issuedAt: new Date(clock.now() - SIWE_NONCE_TTL_MS) } });
    expect(answer).toMatchObject({ ...INVALID_CREDENTIALS, error: expect.stringMatching(/nonce expired/) });
  });

  it('accepts a wallet clock a little ahead, and a message inside its validity window', async () => {
    const { clock, wallet } = await walletApp();
    const now = clock.now();
    const answer = await wallet.logIn(ada, {
      message: {
        issuedAt: new Date(now + SIWE_CLOCK_SKEW_MS - 1_000),
        notBefore: new Date(now - 1_000),
        expirationTime: new Date(now + 60_000),
      },
    });
    expect(answer.is_new_user).toBe(true);
  });

  it('limits nonces per address: 10 a minute', async () => {
    const { api, wallet } = await walletApp();
    for (let i = 0; i < 10; i += 1) await wallet.init(ada.address);
    expect(await api.fail('/api/v1/siwe/init', { body: { address: ada.address } })).toMatchObject({
      status: 429,
      code: 'too_many_requests',
    });
  });
});

describe('Sign-In With Ethereum contract wallets without a chain', () => {
  it('names a chain that does not answer', async () => {
    const { wallet } = await walletApp({ chainRpcUrls: { 31337: 'http://127.0.0.1:1' } });
    // ada signs for an address that is not hers: only a contract wallet there could accept it.
    const answer = await wallet.refuse(ada, { address: randomAccount().address });
    expect(answer).toMatchObject(INVALID_CREDENTIALS);
    expect(answer.error).toMatch(/chain eip155:31337 at http:\/\/127\.0\.0\.1:1 did not answer/);
  });

  it('names a chain it has no RPC URL for', async () => {
    const { wallet } = await walletApp();
    const answer = await wallet.refuse(ada, { address: randomAccount().address, message: { chainId: 1 } });
    expect(answer.error).toMatch(/no RPC URL for chain eip155:1/);
  });
});

describe('Sign-In With Ethereum link and unlink', () => {
  it('links a wallet to a logged-in user, who then logs in with it; unlink removes it', async () => {
    const { api, wallet } = await walletApp();
    const session = await api.logIn('ada@example.com');
    const linked = await wallet.link(ada, session.token!);
    expect(linked.status).toBe(200);
    const user = JSON.parse(linked.text);
    expect(user.linked_accounts.map((a: { type: string }) => a.type)).toEqual(['email', 'wallet']);

    const login = await wallet.logIn(ada);
    expect(login.is_new_user).toBe(false);
    expect(login.user?.id).toBe(session.user?.id);

    const unlinked = await wallet.unlink(ada.address.toLowerCase(), session.token!);
    expect(unlinked.linked_accounts.map((a) => a.type)).toEqual(['email']);
    expect(await api.fail('/api/v1/siwe/unlink', { body: { address: ada.address }, token: session.token! })).toMatchObject({
      status: 400,
      code: 'invalid_data',
      error: 'User has no such wallet',
    });
    // Unlinked, the wallet signs up a new user.
    expect((await wallet.logIn(ada)).is_new_user).toBe(true);
  });

  it('refuses a wallet another user owns, the same wallet twice, and an eleventh wallet', async () => {
    const { api, wallet } = await walletApp();
    await wallet.logIn(ada);
    const session = await api.logIn('grace@example.com');
    const taken = await wallet.link(ada, session.token!);
    expect(taken.status).toBe(400);
    expect(JSON.parse(taken.text)).toMatchObject({ code: 'linked_to_another_user' });

    const first = randomAccount();
    expect((await wallet.link(first, session.token!)).status).toBe(200);
    const again = await wallet.link(first, session.token!);
    expect(JSON.parse(again.text)).toMatchObject({ code: 'linked_to_another_user', error: 'This account is already linked.' });

    for (let linked = 1; linked < MAX_LINKED_WALLETS; linked += 1) {
      expect((await wallet.link(randomAccount(), session.token!)).status).toBe(200);
    }
    const beyond = await wallet.link(randomAccount(), session.token!);
    expect(JSON.parse(beyond.text)).toMatchObject({
      code: 'cannot_link_more_of_type',
      error: 'User already has the maximum of 10 accounts of type wallet linked.',
    });
  });

  it('needs a logged-in user', async () => {
    const { api } = await walletApp();
    const body = { message: 'x', signature: '0x00', chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' };
    expect(await api.fail('/api/v1/siwe/link', { body })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    expect(await api.fail('/api/v1/siwe/unlink', { body: { address: ada.address } })).toMatchObject({
      status: 401,
      code: 'must_be_authenticated',
    });
  });
});
