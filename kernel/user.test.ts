import { describe, expect, it } from 'vitest';
import type { LinkedAccountWire, PasskeyAccount, WalletAccount } from '../schemas/index';
import { UserSchema } from '../schemas/index';
import { T0, times, wireUser } from '../test/support/wire';
import { embeddedSolanaWallets, latestAccountOf, passkeyDeviceLabel, primaryEmbeddedWallet, withViews } from './user';

const userWith = (accounts: LinkedAccountWire[]) => UserSchema.parse(wireUser({ linked_accounts: accounts }));

describe('withViews', () => {
  it('picks the account of each type whose FIRST verification is the most recent', () => {
    const user = userWith([
      // Verified first most recently, but latest-verified long ago.
      { type: 'email', address: 'new@example.com', ...times(T0 + 500, T0 + 500) },
      // Verified first long ago, re-verified a moment ago: must not win.
      { type: 'email', address: 'old@example.com', ...times(T0, T0 + 10_000, T0 + 10_000) },
      { type: 'email', address: 'middle@example.com', ...times(T0 + 100) },
    ]);
    expect(withViews(user).email).toEqual({ address: 'new@example.com' });
  });

  it('does not depend on the order of the linked accounts', () => {
    const a: LinkedAccountWire = { type: 'google_oauth', subject: 'a', ...times(T0 + 1) };
    const b: LinkedAccountWire = { type: 'google_oauth', subject: 'b', ...times(T0 + 2) };
    expect(withViews(userWith([a, b])).google?.subject).toBe('b');
    expect(withViews(userWith([b, a])).google?.subject).toBe('b');
  });

  it('builds every view from its account type', () => {
    const providers = ['google', 'twitter', 'discord', 'github', 'spotify', 'instagram', 'tiktok', 'linkedin', 'apple'] as const;
    const user = withViews(
      userWith([
        { type: 'email', address: 'ada@example.com' },
        { type: 'phone', phoneNumber: '+15550100' },
        { type: 'wallet', address: '0xW' },
        ...providers.map((p): LinkedAccountWire => ({ type: `${p}_oauth`, subject: `${p}-sub` })),
        { type: 'farcaster', fid: 9, owner_address: '0xO', signer_public_key: '0xS' },
        { type: 'telegram', telegram_user_id: '42' },
      ]),
    );
    expect(user.email).toEqual({ address: 'ada@example.com' });
    expect(user.phone).toEqual({ number: '+15550100' });
    expect(user.wallet?.address).toBe('0xW');
    for (const p of providers) expect(user[p]?.subject, p).toBe(`${p}-sub`);
    expect(user.farcaster).toMatchObject({ fid: 9, signerPublicKey: '0xS' });
    expect(user.telegram?.telegramUserId).toBe('42');
    expect(user.linkedAccounts).toHaveLength(14);
  });

  it('leaves a view out when the user has no account of that type', () => {
    const user = withViews(userWith([{ type: 'email', address: 'a@b.c' }]));
    expect(user.email).toBeDefined();
    for (const view of ['phone', 'wallet', 'google', 'farcaster', 'telegram'] as const) expect(user).not.toHaveProperty(view);
  });

  it('latestAccountOf returns undefined without such an account', () => {
    expect(latestAccountOf(userWith([]), 'passkey')).toBeUndefined();
  });
});

describe('passkeyDeviceLabel', () => {
  const passkey = (fields: Partial<PasskeyAccount>): PasskeyAccount => ({
    type: 'passkey',
    credentialId: 'c',
    publicKey: null,
    enrolledInMfa: false,
    authenticatorName: null,
    createdWithDevice: null,
    createdWithOs: null,
    createdWithBrowser: null,
    verifiedAt: null,
    firstVerifiedAt: null,
    latestVerifiedAt: null,
    ...fields,
  });

  it('is the authenticator name when present', () => {
    expect(passkeyDeviceLabel(passkey({ authenticatorName: 'YubiKey 5', createdWithBrowser: 'Chrome', createdWithOs: 'macOS' }))).toBe(
      'YubiKey 5',
    );
  });
  it('else "browser on OS"', () => {
    expect(passkeyDeviceLabel(passkey({ createdWithBrowser: 'Chrome', createdWithOs: 'macOS' }))).toBe('Chrome on macOS');
  });
  it('else the browser', () => {
    expect(passkeyDeviceLabel(passkey({ createdWithBrowser: 'Firefox' }))).toBe('Firefox');
  });
  it('else "Unknown device"', () => {
    expect(passkeyDeviceLabel(passkey({}))).toBe('Unknown device');
    expect(passkeyDeviceLabel(passkey({ createdWithOs: 'Linux', createdWithDevice: 'Laptop' }))).toBe('Unknown device');
  });
});

describe('primaryEmbeddedWallet', () => {
  const embedded: LinkedAccountWire = {
    type: 'wallet',
    address: '0xPrimary',
    imported: false,
    chain_type: 'ethereum',
    wallet_client: 'privy',
    wallet_client_type: 'privy',
    connector_type: 'embedded',
    wallet_index: 0,
  };
  const primaryOf = (accounts: LinkedAccountWire[]) => primaryEmbeddedWallet(userWith(accounts));

  it('is the unimported ethereum wallet of the privy client with wallet index 0', () => {
    const found = primaryOf([{ type: 'email', address: 'a@b.c' }, embedded]);
    expect(found?.address).toBe('0xPrimary');
  });

  it.each<[string, Partial<Extract<LinkedAccountWire, { type: 'wallet' }>>]>([
    ['imported', { imported: true }],
    ['solana', { chain_type: 'solana' }],
    ['an external client', { wallet_client_type: 'metamask' }],
    ['wallet index 1', { wallet_index: 1 }],
    ['no wallet index', { wallet_index: null }],
  ])('is not a wallet that is %s', (_, change) => {
    expect(primaryOf([{ ...embedded, ...change } as LinkedAccountWire])).toBeUndefined();
  });

  it('picks index 0 among several embedded wallets', () => {
    const found = primaryOf([
      { ...embedded, address: '0xSecond', wallet_index: 1 } as LinkedAccountWire,
      { ...embedded, address: '0xImported', imported: true } as LinkedAccountWire,
      embedded,
    ]);
    expect((found as WalletAccount).address).toBe('0xPrimary');
  });

  it('is undefined for a user without wallets', () => {
    expect(primaryOf([{ type: 'email', address: 'a@b.c' }])).toBeUndefined();
  });
});

describe('embeddedSolanaWallets', () => {
  const solana = { type: 'wallet', address: 'So1ana', imported: false, chain_type: 'solana', wallet_client_type: 'privy', connector_type: 'embedded' };
  const wallet = (changes: Partial<Extract<LinkedAccountWire, { type: 'wallet' }>>) => ({ ...solana, ...changes }) as LinkedAccountWire;

  it('are the Solana wallets of the privy client, not its Ethereum ones nor another client’s', () => {
    const ethereum = wallet({ address: '0xEthereum', chain_type: 'ethereum' });
    const user = userWith([wallet({}), ethereum, wallet({ address: 'Phantom', wallet_client_type: 'phantom' })]);
    expect(embeddedSolanaWallets(user).map((account) => account.address)).toEqual(['So1ana']);
  });
});
