import { describe, expect, it } from 'vitest';
import { T0, times } from '../test/support/wire';
import { isKnownAccountType, LinkedAccountWire, toLinkedAccount } from './linked-accounts';
import { OAUTH_PROVIDERS } from './names';

const map = (wire: unknown) => toLinkedAccount(LinkedAccountWire.parse(wire));

describe('LinkedAccountWire + toLinkedAccount', () => {
  it('knows every account type in WIRE.md and nothing else', () => {
    const known = [
      'wallet',
      'smart_wallet',
      'email',
      'phone',
      ...OAUTH_PROVIDERS.map((p) => `${p}_oauth`),
      'custom_auth',
      'cross_app',
      'farcaster',
      'passkey',
      'telegram',
      'guest',
    ];
    expect(OAUTH_PROVIDERS).toHaveLength(9);
    for (const type of known) expect(isKnownAccountType(type), type).toBe(true);
    for (const type of ['unknown', 'oauth', 'google', 'Email', '', 42, null]) expect(isKnownAccountType(type)).toBe(false);
  });

  it('reads the phone number from camelCase phoneNumber', () => {
    expect(map({ type: 'phone', phoneNumber: '+447700900000', ...times(T0) })).toEqual({
      type: 'phone',
      number: '+447700900000',
      verifiedAt: new Date(T0 * 1000),
      firstVerifiedAt: new Date(T0 * 1000),
      latestVerifiedAt: new Date(T0 * 1000),
    });
    expect(LinkedAccountWire.safeParse({ type: 'phone', phone_number: '+44' }).success).toBe(false);
  });

  it('maps Farcaster homepage_url to url and profile_picture_url to pfp', () => {
    const account = map({
      type: 'farcaster',
      fid: 3,
      owner_address: '0xO',
      profile_picture_url: 'https://pfp',
      homepage_url: 'https://home',
    });
    expect(account).toMatchObject({ type: 'farcaster', fid: 3, ownerAddress: '0xO', pfp: 'https://pfp', url: 'https://home' });
    expect(account).not.toHaveProperty('profilePictureUrl');
    expect(account).not.toHaveProperty('homepageUrl');
  });

  it('maps every OAuth provider with the same field set, profile_picture_url -> profilePictureUrl', () => {
    for (const provider of OAUTH_PROVIDERS) {
      expect(map({ type: `${provider}_oauth`, subject: 's', profile_picture_url: 'https://p', vanity_name: 'v' })).toEqual({
        type: `${provider}_oauth`,
        subject: 's',
        email: null,
        name: null,
        username: null,
        profilePictureUrl: 'https://p',
        vanityName: 'v',
        verifiedAt: null,
        firstVerifiedAt: null,
        latestVerifiedAt: null,
      });
    }
  });

  it('rejects a known type without its required field', () => {
    expect(LinkedAccountWire.safeParse({ type: 'email' }).success).toBe(false);
    expect(LinkedAccountWire.safeParse({ type: 'custom_auth' }).success).toBe(false);
    expect(LinkedAccountWire.safeParse({ type: 'telegram', telegram_user_id: 777 }).success).toBe(false);
    expect(LinkedAccountWire.safeParse({ type: 'cross_app', subject: 's' }).success).toBe(false);
  });

  it('keeps a solana wallet\'s chain type', () => {
    expect(map({ type: 'wallet', address: 'So1', chain_type: 'solana' })).toMatchObject({ chainType: 'solana' });
  });
});
