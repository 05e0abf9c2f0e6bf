import { describe, expect, it } from 'vitest';
import type { LinkedAccountWire } from '../schemas/index';
import { UserSchema } from '../schemas/index';
import { T0, times, wireUser } from '../test/support/wire';
import { latestAccountOf, withViews } from './user';

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
