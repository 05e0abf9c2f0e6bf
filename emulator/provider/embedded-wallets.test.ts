// @vitest-environment node
import { base64urlnopad } from '@scure/base';
import { createHash } from 'node:crypto';
import { hexToBytes } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { UserWire } from '../../schemas';
import { DEMO_APP_ID } from './apps';
import {
  combineShares,
  decryptWithKey,
  deriveWallet,
  encryptForPassword,
  encryptWithKey,
  generateEntropy,
  generateRecoveryKey,
  mnemonicFromEntropy,
  splitEntropy,
} from './embedded-wallet/keys';
import { shareX } from './embedded-wallet/keys/shares';
import { testDevice } from '../pages/embedded-wallet/device-test-support';
import { RECOVERY_KEY_TTL_MS } from './embedded-wallet/store';
import { startEmulator, testClock } from '../test-support';

const FAST_KDF = { iterations: 1_000 };
const RecoveryKeyAnswer = z.object({ recovery_key: z.string() });
const RecoveryShareAnswer = z.object({
  auth_share: z.string(),
  encrypted_recovery_share: z.string(),
  recovery_method: z.string(),
  recovery_key: z.optional(z.string()),
  device_share_x: z.optional(z.int()),
});

/** A logged-in user and a new wallet's shares, sealed the way the frame seals them. */
async function setUp() {
  const clock = testClock();
  const device = await testDevice(clock.now);
  const api = startEmulator({ now: clock.now, device });
  const email = `ada-${Math.random()}@example.com`;
  const { token, user } = await api.logIn(email);
  const entropy = generateEntropy();
  const { address } = deriveWallet(mnemonicFromEntropy(entropy), 0);
  const shares = await splitEntropy(entropy);
  const path = (route: string) => `/api/v1/embedded_wallets${route}`;

  async function automaticBody(forToken = token!) {
    const { recovery_key } = await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address }, token: forToken });
    return {
      address,
      wallet_index: 0,
      recovery_method: 'privy',
      auth_share: base64urlnopad.encode(shares.auth),
      encrypted_recovery_share: await encryptWithKey(shares.recovery, base64urlnopad.decode(recovery_key)),
      device_share_x: shareX(shares.device),
    };
  }
  /** Sealed with a key of the frame's own, which google-drive keeps in the user's drive. */
  const driveBody = async () => ({
    address,
    wallet_index: 0,
    recovery_method: 'google-drive',
    auth_share: base64urlnopad.encode(shares.auth),
    encrypted_recovery_share: await encryptWithKey(shares.recovery, generateRecoveryKey()),
    device_share_x: shareX(shares.device),
  });
  const passcodeBody = async () => ({
    address,
    wallet_index: 0,
    recovery_method: 'user-passcode',
    auth_share: base64urlnopad.encode(shares.auth),
    encrypted_recovery_share: await encryptForPassword(shares.recovery, 'hunter22', FAST_KDF),
    device_share_x: shareX(shares.device),
  });
  return { api, clock, email, token: token!, userId: user!.id, entropy, address, shares, path, automaticBody, driveBody, passcodeBody };
}

describe('POST /api/v1/embedded_wallets', () => {
  it('registers the shares and adds the embedded wallet account of WIRE.md to the user', async () => {
    const { api, email, token, address, path, automaticBody } = await setUp();
    const user = await api.ok(UserWire, path(''), { body: await automaticBody(), token });
    expect(user.linked_accounts.find((account) => account.type === 'wallet')).toEqual(
      expect.objectContaining({
        type: 'wallet',
        id: null,
        address,
        imported: false,
        delegated: false,
        chain_type: 'ethereum',
        chain_id: 'eip155:1',
        wallet_client: 'privy',
        wallet_client_type: 'privy',
        connector_type: 'embedded',
        recovery_method: 'privy',
        wallet_index: 0,
        public_key: null,
      }),
    );
    // The account is stored: the next login shows it.
    const again = await api.logIn(email);
    expect(again.user!.linked_accounts.some((account) => account.type === 'wallet' && account.address === address)).toBe(true);
  });

  it('refuses a second primary wallet with embedded_wallet_already_exists', async () => {
    const { api, token, path, automaticBody } = await setUp();
    await api.ok(UserWire, path(''), { body: await automaticBody(), token });
    const other = generateEntropy();
    const second = { ...(await automaticBody()), address: deriveWallet(mnemonicFromEntropy(other), 0).address };
    expect(await api.fail(path(''), { body: second, token })).toEqual({
      status: 400,
      code: 'embedded_wallet_already_exists',
      error: 'User already has an embedded wallet.',
    });
  });

  it('refuses automatic recovery without a key issued for the address, and a key that expired', async () => {
    const { api, clock, token, path, automaticBody, shares } = await setUp();
    const body = await automaticBody();
    clock.advance(RECOVERY_KEY_TTL_MS);
    expect(await api.fail(path(''), { body, token })).toMatchObject({ status: 400, code: 'invalid_data' });
    // The key is spent by the failed attempt too; sealing with a key of one's own is refused.
    const ownKey = new Uint8Array(32);
    const sealed = await encryptWithKey(shares.recovery, ownKey);
    expect(await api.fail(path(''), { body: { ...body, encrypted_recovery_share: sealed }, token })).toMatchObject({ status: 400 });
  });

  it('refuses an envelope sealed for another method than it names', async () => {
    const { api, token, path, passcodeBody } = await setUp();
    const body = { ...(await passcodeBody()), recovery_method: 'privy' };
    await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address: body.address }, token });
    expect(await api.fail(path(''), { body, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it.each([
    ['no body', undefined],
    ['a bad address', { address: '0x12' }],
    ['an unknown recovery method', { recovery_method: 'icloud' }],
    ['a share that is not base64url', { auth_share: '!'.repeat(23) }],
    ['a share of the wrong length', { auth_share: 'A'.repeat(22) }],
    ['an envelope that is not one', { encrypted_recovery_share: 'not an envelope' }],
    ['another wallet index', { wallet_index: 1 }],
  ])('answers 400 for %s', async (_, change) => {
    const { api, token, path, passcodeBody } = await setUp();
    const body = change === undefined ? undefined : { ...(await passcodeBody()), ...change };
    expect(await api.fail(path(''), { method: 'POST', body, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('needs the app and a valid access token', async () => {
    const { api, token, path, passcodeBody } = await setUp();
    const body = await passcodeBody();
    expect(await api.fail(path(''), { body })).toMatchObject({ status: 401, code: 'must_be_authenticated' });
    expect(await api.fail(path(''), { body, token: `${token}x` })).toMatchObject({ status: 401 });
    expect(await api.fail(path(''), { body, token, appId: null })).toMatchObject({ status: 400 });
  });
});

describe('the shares routes', () => {
  it('release the auth share and the recovery share with its key to the owner, and they rebuild the wallet', async () => {
    const { api, token, address, path, automaticBody, entropy } = await setUp();
    await api.ok(UserWire, path(''), { body: await automaticBody(), token });
    const { auth_share } = await api.ok(z.object({ auth_share: z.string() }), path('/shares/auth'), { body: { address }, token });
    const recovery = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address }, token });
    expect(recovery.recovery_method).toBe('privy');
    const recoveryShare = await decryptWithKey(recovery.encrypted_recovery_share, base64urlnopad.decode(recovery.recovery_key!));
    expect(await combineShares([base64urlnopad.decode(auth_share), recoveryShare])).toEqual(entropy);
  });

  it('keep no key for google-drive, even one issued for the address, and refuse a password-sealed share for it', async () => {
    const { api, token, address, path, shares, driveBody, passcodeBody } = await setUp();
    await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address }, token });
    const user = await api.ok(UserWire, path(''), { body: await driveBody(), token });
    expect(user.linked_accounts.find((account) => account.type === 'wallet')).toMatchObject({ recovery_method: 'google-drive' });
    const recovery = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address }, token });
    expect(recovery).toEqual({
      auth_share: expect.any(String),
      encrypted_recovery_share: expect.any(String),
      recovery_method: 'google-drive',
      device_share_x: shareX(shares.device),
    });
    const { wallet_index: _, ...passcode } = await passcodeBody();
    const sealedByPassword = { ...passcode, recovery_method: 'google-drive' };
    expect(await api.fail(path('/recovery'), { body: sealedByPassword, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('give no key for user-passcode', async () => {
    const { api, token, address, path, passcodeBody } = await setUp();
    await api.ok(UserWire, path(''), { body: await passcodeBody(), token });
    const recovery = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address }, token });
    expect(recovery.recovery_method).toBe('user-passcode');
    expect(recovery.recovery_key).toBeUndefined();
  });

  it('answer another user’s wallet, and an unknown one, as not found', async () => {
    const { api, token, address, path, passcodeBody } = await setUp();
    await api.ok(UserWire, path(''), { body: await passcodeBody(), token });
    const { token: mallory } = await api.logIn('mallory@example.com');
    for (const route of ['/shares/auth', '/shares/recovery', '/recovery_key']) {
      expect(await api.fail(path(route), { body: { address }, token: mallory! })).toMatchObject({
        status: 404,
        code: 'embedded_wallet_not_found',
      });
    }
    const unknown = deriveWallet(mnemonicFromEntropy(generateEntropy()), 0).address;
    expect(await api.fail(path('/shares/auth'), { body: { address: unknown }, token })).toMatchObject({ status: 404 });
  });
});

describe('POST /api/v1/embedded_wallets/recovery (set-recovery)', () => {
  it('switches user-passcode to automatic and back, replacing both shares, and the account follows', async () => {
    const { api, token, address, path, passcodeBody, entropy } = await setUp();
    await api.ok(UserWire, path(''), { body: await passcodeBody(), token });
    const split = await splitEntropy(entropy);
    const { recovery_key } = await api.ok(RecoveryKeyAnswer, path('/recovery_key'), { body: { address }, token });
    const toAutomatic = {
      address,
      recovery_method: 'privy',
      auth_share: base64urlnopad.encode(split.auth),
      encrypted_recovery_share: await encryptWithKey(split.recovery, base64urlnopad.decode(recovery_key)),
      device_share_x: shareX(split.device),
    };
    const user = await api.ok(UserWire, path('/recovery'), { body: toAutomatic, token });
    expect(user.linked_accounts.find((account) => account.type === 'wallet')).toMatchObject({ recovery_method: 'privy' });
    const released = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address }, token });
    expect(released).toEqual({ ...toAutomatic, recovery_key, address: undefined });

    const toPasscode = {
      ...toAutomatic,
      recovery_method: 'user-passcode',
      encrypted_recovery_share: await encryptForPassword(split.recovery, 'hunter22', FAST_KDF),
    };
    const back = await api.ok(UserWire, path('/recovery'), { body: toPasscode, token });
    expect(back.linked_accounts.find((account) => account.type === 'wallet')).toMatchObject({ recovery_method: 'user-passcode' });
    const now = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address }, token });
    // The provider dropped the key with the method.
    expect(now.recovery_key).toBeUndefined();
  });

  it('refuses another user’s wallet and a bad body', async () => {
    const { api, token, address, path, passcodeBody } = await setUp();
    const body = await passcodeBody();
    await api.ok(UserWire, path(''), { body, token });
    const { token: mallory } = await api.logIn('mallory@example.com');
    const { wallet_index: _, ...setRecovery } = body;
    expect(await api.fail(path('/recovery'), { body: setRecovery, token: mallory! })).toMatchObject({ status: 404 });
    expect(await api.fail(path('/recovery'), { body: { address }, token })).toMatchObject({ status: 400, code: 'invalid_data' });
  });
});

it('keeps each app’s wallets apart', async () => {
  const { api, address, path } = await setUp();
  expect(DEMO_APP_ID).toHaveLength(25);
  const { token } = await api.logIn('grace@example.com');
  expect(await api.fail(path('/shares/auth'), { body: { address }, token: token! })).toMatchObject({ status: 404 });
});

describe('POST /api/v1/embedded_wallets/additional', () => {
  /** A user with a primary wallet, and the addresses of its seed's further indexes. */
  async function withPrimary() {
    const setup = await setUp();
    await setup.api.ok(UserWire, setup.path(''), { body: await setup.passcodeBody(), token: setup.token });
    const at = (index: number) => deriveWallet(mnemonicFromEntropy(setup.entropy), index).address;
    const additional = (wallet_index: number, token = setup.token, primary_address = setup.address) => ({
      body: { primary_address, wallet_index, address: at(wallet_index) },
      token,
    });
    return { ...setup, at, additional };
  }

  it('adds the next index’s account with the primary’s fields, and no shares', async () => {
    const { api, path, address, at, additional } = await withPrimary();
    await api.ok(UserWire, path('/additional'), additional(1));
    const user = await api.ok(UserWire, path('/additional'), additional(2));
    const wireFields = (account: (typeof user.linked_accounts)[number]) => {
      const { verified_at: _, first_verified_at: __, latest_verified_at: ___, ...fields } = account;
      return fields;
    };
    const [primary, ...further] = user.linked_accounts.filter((account) => account.type === 'wallet').map(wireFields);
    expect(primary).toMatchObject({ address, wallet_index: 0, recovery_method: 'user-passcode', imported: false });
    expect(further).toEqual([
      { ...primary, address: at(1), wallet_index: 1 },
      { ...primary, address: at(2), wallet_index: 2 },
    ]);
    expect(await api.fail(path('/shares/auth'), { body: { address: at(1) }, token: additional(1).token })).toMatchObject({ status: 404 });
  });

  it('refuses an index that is not the highest plus one, with the index it expects', async () => {
    const { api, path, additional } = await withPrimary();
    expect(await api.fail(path('/additional'), additional(2))).toEqual({
      status: 400,
      code: 'invalid_data',
      error: 'wallet_index must be 1: the highest existing index plus one',
    });
    await api.ok(UserWire, path('/additional'), additional(1));
    expect(await api.fail(path('/additional'), additional(1))).toMatchObject({ status: 400, error: 'wallet_index must be 2: the highest existing index plus one' });
  });

  it('refuses another user’s primary and an unknown one as not found, and an address already taken', async () => {
    const { api, path, additional, at, address, token } = await withPrimary();
    const { token: mallory } = await api.logIn('mallory@example.com');
    expect(await api.fail(path('/additional'), additional(1, mallory!))).toMatchObject({ status: 404, code: 'embedded_wallet_not_found' });
    expect(await api.fail(path('/additional'), additional(1, token, at(5)))).toMatchObject({ status: 404 });
    const taken = { body: { primary_address: address, wallet_index: 1, address }, token };
    expect(await api.fail(path('/additional'), taken)).toMatchObject({ status: 400, code: 'embedded_wallet_already_exists' });
  });
});

describe('POST /api/v1/embedded_wallets/import', () => {
  /** An imported key's shares, sealed with a recovery key the provider issued. */
  async function importBody() {
    const setup = await setUp();
    const privateKey = generatePrivateKey();
    const address = privateKeyToAddress(privateKey);
    const shares = await splitEntropy(hexToBytes(privateKey));
    const { recovery_key } = await setup.api.ok(RecoveryKeyAnswer, setup.path('/recovery_key'), { body: { address }, token: setup.token });
    const body = {
      address,
      auth_share: base64urlnopad.encode(shares.auth),
      encrypted_recovery_share: await encryptWithKey(shares.recovery, base64urlnopad.decode(recovery_key)),
      device_share_x: shareX(shares.device),
    };
    return { ...setup, privateKey, importedAddress: address, importedShares: shares, body };
  }

  it('registers the 44-character shares of a 32-byte key as an imported wallet, which rebuild the key', async () => {
    const { api, path, token, body, privateKey, importedAddress } = await importBody();
    expect(body.auth_share).toHaveLength(44);
    const user = await api.ok(UserWire, path('/import'), { body, token });
    expect(user.linked_accounts.find((account) => account.type === 'wallet')).toEqual(
      expect.objectContaining({ address: importedAddress, imported: true, wallet_index: 0, recovery_method: 'privy', wallet_client_type: 'privy', connector_type: 'embedded' }),
    );
    const { auth_share } = await api.ok(z.object({ auth_share: z.string() }), path('/shares/auth'), { body: { address: importedAddress }, token });
    const recovery = await api.ok(RecoveryShareAnswer, path('/shares/recovery'), { body: { address: importedAddress }, token });
    const share = await decryptWithKey(recovery.encrypted_recovery_share, base64urlnopad.decode(recovery.recovery_key!));
    expect(await combineShares([base64urlnopad.decode(auth_share), share])).toEqual(hexToBytes(privateKey));
  });

  it('refuses an address that already exists, for the user and for another user', async () => {
    const { api, path, token, body } = await importBody();
    await api.ok(UserWire, path('/import'), { body, token });
    expect(await api.fail(path('/import'), { body, token })).toEqual({
      status: 400,
      code: 'embedded_wallet_already_exists',
      error: 'This wallet already exists.',
    });
    const { token: mallory } = await api.logIn('mallory@example.com');
    expect(await api.fail(path('/import'), { body, token: mallory! })).toMatchObject({ status: 400, code: 'linked_to_another_user' });
  });

  it('refuses an HD wallet’s share length, and keeps the kinds apart on set-recovery', async () => {
    const { api, path, token, body, shares } = await importBody();
    const hdShare = base64urlnopad.encode(shares.auth);
    expect(await api.fail(path('/import'), { body: { ...body, auth_share: hdShare }, token })).toMatchObject({ status: 400, code: 'invalid_data' });
    await api.ok(UserWire, path('/import'), { body, token });
    const setRecovery = { ...body, recovery_method: 'user-passcode', encrypted_recovery_share: await encryptForPassword(shares.recovery, 'hunter22', FAST_KDF) };
    expect(await api.fail(path('/recovery'), { body: { ...setRecovery, auth_share: hdShare }, token })).toEqual({
      status: 400,
      code: 'invalid_data',
      error: 'auth_share is not a share of an imported wallet',
    });
  });
});

describe('GET /apps/:appId/embedded-wallets', () => {
  it('serves the frame only to local pages, with its bundled script', async () => {
    const api = startEmulator();
    const page = await api.call(`/apps/${DEMO_APP_ID}/embedded-wallets?caid=x&client_id=y`, { appId: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-app-id="${DEMO_APP_ID}"`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*');
    expect(policy).not.toContain("'unsafe-inline'");
    const script = await api.call('/embedded-wallets/frame.js', { appId: null });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('iframe:ready');
  }, 30_000);

  it('answers 404 for an unknown app', async () => {
    const api = startEmulator();
    expect(await api.fail('/apps/no-such-app-000000000000000/embedded-wallets', { appId: null })).toMatchObject({ status: 404, code: 'app_not_found' });
  });
});

describe('GET /apps/:appId/embedded-wallets/export', () => {
  const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const exportUrl = (query: Record<string, string>) => `/apps/${DEMO_APP_ID}/embedded-wallets/export?${new URLSearchParams(query)}`;

  it('serves the page to local pages only, its one inline style named by hash, never cached', async () => {
    const api = startEmulator();
    const page = await api.call(exportUrl({ address: ADDRESS, client_id: 'c', caid: 'a', phrase_export: 'true', width: '360', theme: 'dark', extra: 'ignored' }), { appId: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain(`data-app-id="${DEMO_APP_ID}"`);
    expect(page.text).toContain('data-theme="dark"');
    expect(page.text).toContain('Never share your private key or seed phrase with anyone.');
    expect(page.text).toContain('<script type="module" src="/embedded-wallets/export.js"></script>');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain('frame-ancestors http://localhost:* https://localhost:* http://127.0.0.1:* https://127.0.0.1:*');
    expect(policy).not.toContain('unsafe-inline');
    const css = /<style>([\s\S]*)<\/style>/.exec(page.text)![1]!;
    expect(css).toContain('main{max-width:360px}');
    expect(policy).toContain(`style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    // No secret, nor anything that looks like one, before export:init.
    expect(page.text).not.toMatch(/[0-9a-f]{64}/i);
  });

  it('serves its script, which speaks export:init', async () => {
    const api = startEmulator();
    const script = await api.call('/embedded-wallets/export.js', { appId: null });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.text).toContain('export:init');
    expect(script.text).toContain('iframe:ready');
  }, 30_000);

  it.each([
    ['no address', {}],
    ['a bad address', { address: '0x12' }],
    ['phrase_export that is not true or false', { address: ADDRESS, phrase_export: 'yes' }],
    ['an unknown theme', { address: ADDRESS, theme: 'blue' }],
    ['a width that is not a number of pixels', { address: ADDRESS, width: '50%' }],
  ])('answers 400 for %s', async (_, query) => {
    const api = startEmulator();
    expect(await api.fail(exportUrl(query), { appId: null })).toMatchObject({ status: 400, code: 'invalid_data' });
  });

  it('answers 404 for an unknown app', async () => {
    const api = startEmulator();
    const path = `/apps/no-such-app-000000000000000/embedded-wallets/export?address=${ADDRESS}`;
    expect(await api.fail(path, { appId: null })).toMatchObject({ status: 404, code: 'app_not_found' });
  });
});
