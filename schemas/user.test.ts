import { afterEach, describe, expect, it, vi } from 'vitest';
import { T0, times, wireUser } from '../test/support/wire';
import type { LinkedAccount } from './linked-accounts';
import { UserSchema } from './user';

const at = (seconds: number) => new Date(seconds * 1000);
const domainTimes = (first: number) => ({ verifiedAt: at(first), firstVerifiedAt: at(first), latestVerifiedAt: at(first) });

const OAUTH = ['google', 'spotify', 'twitter', 'discord', 'github', 'tiktok', 'linkedin', 'apple', 'instagram'] as const;

/** One account of every type in WIRE.md, each with its own verification time. */
function everyAccountWire() {
  let t = T0;
  const next = () => times((t += 60));
  return [
    {
      type: 'wallet',
      ...next(),
      id: 'wallet-id',
      address: '0xAbC',
      imported: false,
      delegated: true,
      chain_type: 'ethereum',
      chain_id: 'eip155:1',
      wallet_client: 'privy',
      wallet_client_type: 'privy',
      connector_type: 'embedded',
      recovery_method: 'privy',
      wallet_index: 0,
      public_key: null,
    },
    { type: 'smart_wallet', ...next(), address: '0xSmart', smart_wallet_type: 'kernel', smart_wallet_version: 'v3' },
    { type: 'email', ...next(), address: 'ada@example.com' },
    { type: 'phone', ...next(), phoneNumber: '+15555550100' },
    ...OAUTH.map((provider) => ({
      type: `${provider}_oauth`,
      ...next(),
      subject: `${provider}-subject`,
      email: `${provider}@example.com`,
      name: `${provider} name`,
      username: `${provider}_user`,
      profile_picture_url: `https://img.example/${provider}.png`,
      vanity_name: provider === 'linkedin' ? 'ada-lovelace' : null,
    })),
    { type: 'custom_auth', ...next(), custom_user_id: 'custom-42' },
    {
      type: 'cross_app',
      ...next(),
      subject: 'cross-subject',
      embedded_wallets: [{ address: '0xE1' }],
      smart_wallets: [{ address: '0xS1' }],
      provider_app_id: 'provider-app',
    },
    {
      type: 'farcaster',
      ...next(),
      fid: 1234,
      owner_address: '0xOwner',
      display_name: 'Ada',
      username: 'ada',
      bio: 'Poet of science',
      profile_picture_url: 'https://img.example/fc.png',
      homepage_url: 'https://ada.example',
      signer_public_key: '0xSigner',
    },
    {
      type: 'passkey',
      ...next(),
      credential_id: 'cred-1',
      public_key: 'pk-1',
      enrolled_in_mfa: true,
      authenticator_name: 'iCloud Keychain',
      created_with_device: 'Mac',
      created_with_os: 'macOS',
      created_with_browser: 'Safari',
    },
    {
      type: 'telegram',
      ...next(),
      telegram_user_id: '777',
      first_name: 'Ada',
      last_name: 'Lovelace',
      username: 'ada_tg',
      photo_url: 'https://t.me/ada.jpg',
    },
    { type: 'guest', ...next() },
  ];
}

function expectedDomainAccounts(): LinkedAccount[] {
  let t = T0;
  const next = () => domainTimes((t += 60));
  return [
    {
      type: 'wallet',
      ...next(),
      id: 'wallet-id',
      address: '0xAbC',
      imported: false,
      delegated: true,
      chainType: 'ethereum',
      chainId: 'eip155:1',
      walletClient: 'privy',
      walletClientType: 'privy',
      connectorType: 'embedded',
      recoveryMethod: 'privy',
      walletIndex: 0,
      publicKey: null,
    },
    { type: 'smart_wallet', ...next(), address: '0xSmart', smartWalletType: 'kernel', smartWalletVersion: 'v3' },
    { type: 'email', ...next(), address: 'ada@example.com' },
    { type: 'phone', ...next(), number: '+15555550100' },
    ...OAUTH.map((provider) => ({
      type: `${provider}_oauth` as const,
      ...next(),
      subject: `${provider}-subject`,
      email: `${provider}@example.com`,
      name: `${provider} name`,
      username: `${provider}_user`,
      profilePictureUrl: `https://img.example/${provider}.png`,
      vanityName: provider === 'linkedin' ? 'ada-lovelace' : null,
    })),
    { type: 'custom_auth', ...next(), customUserId: 'custom-42' },
    {
      type: 'cross_app',
      ...next(),
      subject: 'cross-subject',
      embeddedWallets: [{ address: '0xE1' }],
      smartWallets: [{ address: '0xS1' }],
      providerApp: { id: 'provider-app' },
    },
    {
      type: 'farcaster',
      ...next(),
      fid: 1234,
      ownerAddress: '0xOwner',
      displayName: 'Ada',
      username: 'ada',
      bio: 'Poet of science',
      pfp: 'https://img.example/fc.png',
      url: 'https://ada.example',
      signerPublicKey: '0xSigner',
    },
    {
      type: 'passkey',
      ...next(),
      credentialId: 'cred-1',
      publicKey: 'pk-1',
      enrolledInMfa: true,
      authenticatorName: 'iCloud Keychain',
      createdWithDevice: 'Mac',
      createdWithOs: 'macOS',
      createdWithBrowser: 'Safari',
    },
    {
      type: 'telegram',
      ...next(),
      telegramUserId: '777',
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada_tg',
      photoUrl: 'https://t.me/ada.jpg',
    },
    { type: 'guest', ...next() },
  ];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UserSchema', () => {
  it('maps a wire user with one account of every type to the camelCase domain', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = UserSchema.safeParse(
      wireUser({
        id: 'did:privy:abc',
        created_at: T0,
        linked_accounts: everyAccountWire() as never,
        mfa_methods: [
          { type: 'totp', verified_at: T0 + 5 },
          { type: 'passkey', verified_at: null },
        ],
        has_accepted_terms: true,
        is_guest: false,
        custom_metadata: { plan: 'pro', seats: 3, beta: true },
      }),
    );
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues)).toBe(true);
    const user = result.data!;
    expect(user.linkedAccounts).toHaveLength(19);
    expect(user.linkedAccounts).toEqual(expectedDomainAccounts());
    expect(user).toEqual({
      id: 'did:privy:abc',
      createdAt: at(T0),
      linkedAccounts: expectedDomainAccounts(),
      mfaMethods: [
        { type: 'totp', verifiedAt: at(T0 + 5) },
        { type: 'passkey', verifiedAt: null },
      ],
      hasAcceptedTerms: true,
      isGuest: false,
      customMetadata: { plan: 'pro', seats: 3, beta: true },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('converts every time from seconds to a Date', () => {
    const user = UserSchema.parse(
      wireUser({
        created_at: 1,
        linked_accounts: [{ type: 'email', address: 'a@b.c', verified_at: 2, first_verified_at: 3, latest_verified_at: 4 }],
      }),
    );
    expect(user.createdAt).toEqual(new Date(1000));
    expect(user.linkedAccounts[0]).toMatchObject({
      verifiedAt: new Date(2000),
      firstVerifiedAt: new Date(3000),
      latestVerifiedAt: new Date(4000),
    });
  });

  it('applies defaults for optional user fields', () => {
    const user = UserSchema.parse({ id: 'u', created_at: T0, linked_accounts: [] });
    expect(user).toEqual({
      id: 'u',
      createdAt: at(T0),
      linkedAccounts: [],
      mfaMethods: [],
      hasAcceptedTerms: false,
      isGuest: false,
      customMetadata: {},
    });
  });

  it('fills defaults for absent optional account fields', () => {
    const user = UserSchema.parse(
      wireUser({
        linked_accounts: [
          { type: 'wallet', address: '0x1' },
          { type: 'passkey', credential_id: 'c' },
          { type: 'cross_app', subject: 's', provider_app_id: 'p' },
        ],
      }),
    );
    expect(user.linkedAccounts).toEqual([
      {
        type: 'wallet',
        verifiedAt: null,
        firstVerifiedAt: null,
        latestVerifiedAt: null,
        id: null,
        address: '0x1',
        imported: false,
        delegated: false,
        chainType: 'ethereum',
        chainId: null,
        walletClient: 'unknown',
        walletClientType: null,
        connectorType: null,
        recoveryMethod: null,
        walletIndex: null,
        publicKey: null,
      },
      {
        type: 'passkey',
        verifiedAt: null,
        firstVerifiedAt: null,
        latestVerifiedAt: null,
        credentialId: 'c',
        publicKey: null,
        enrolledInMfa: false,
        authenticatorName: null,
        createdWithDevice: null,
        createdWithOs: null,
        createdWithBrowser: null,
      },
      {
        type: 'cross_app',
        verifiedAt: null,
        firstVerifiedAt: null,
        latestVerifiedAt: null,
        subject: 's',
        embeddedWallets: [],
        smartWallets: [],
        providerApp: { id: 'p' },
      },
    ]);
  });

  it('skips an account of an unknown type with a warning and keeps the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = UserSchema.safeParse(
      wireUser({
        linked_accounts: [
          { type: 'email', address: 'ada@example.com', ...times(T0) },
          { type: 'carrier_pigeon', coop: 'north', ...times(T0) },
        ] as never,
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data?.linkedAccounts.map((a) => a.type)).toEqual(['email']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('carrier_pigeon');
  });

  it('fails when a known type carries a wrong field', () => {
    const cases: unknown[] = [
      { type: 'email', address: 42 },
      { type: 'phone', phone_number: '+1555' }, // snake_case: the wire sends phoneNumber
      { type: 'farcaster', fid: '1234', owner_address: '0x' },
      { type: 'wallet', address: '0x', chain_type: 'bitcoin' },
      { type: 'google_oauth', subject: null },
      { type: 'email', address: 'a@b.c', verified_at: 'yesterday' },
    ];
    for (const account of cases) {
      const result = UserSchema.safeParse(wireUser({ linked_accounts: [account] as never }));
      expect(result.success, JSON.stringify(account)).toBe(false);
      // The issue points at the offending account.
      expect(result.error?.issues[0]?.path.slice(0, 2)).toEqual(['linked_accounts', 0]);
    }
  });

  it('fails on a wrong user field', () => {
    expect(UserSchema.safeParse(wireUser({ created_at: '2024-01-01' as never })).success).toBe(false);
    expect(UserSchema.safeParse(wireUser({ mfa_methods: [{ type: 'email' as never }] })).success).toBe(false);
    expect(UserSchema.safeParse(wireUser({ custom_metadata: { nested: { a: 1 } } as never })).success).toBe(false);
    expect(UserSchema.safeParse({ created_at: T0, linked_accounts: [] }).success).toBe(false);
  });
});
