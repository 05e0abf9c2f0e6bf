import type { Address, HDAccount } from 'viem';
import * as z from 'zod/mini';
import type { FarcasterAccountRecord } from '../../shared/records';
import type { Repository } from '../../shared/repository';
import { testWalletAccount } from '../test-wallet/accounts';

/**
 * The stand-in for Farcaster's registry (its ID registry and the profiles on its hubs): fid -> custody key and
 * profile. Custody keys are the local chain's funded test accounts, so the emulator can sign as the Farcaster app.
 */

/** anvil's ten funded accounts. */
export const MAX_CUSTODY_INDEX = 9;

/** Ready-made accounts; typed ones join them in the repository. */
const SEEDED_FARCASTER_ACCOUNTS: readonly FarcasterAccountRecord[] = [
  {
    fid: 1001,
    username: 'alice',
    display_name: 'Alice',
    bio: 'Trying Portico on the local chain.',
    pfp_url: 'https://example.com/farcaster/alice.png',
    homepage_url: 'https://example.com/alice',
    custody_index: 1,
  },
  { fid: 1002, username: 'bob', display_name: 'Bob', bio: null, pfp_url: null, homepage_url: null, custody_index: 2 },
  { fid: 1003, username: 'carol', display_name: 'Carol', bio: 'Builds on Farcaster.', pfp_url: null, homepage_url: null, custody_index: 3 },
];

/** Every registered account, by fid. */
export function farcasterAccounts(repo: Repository): FarcasterAccountRecord[] {
  const typed = repo.list('farcaster_accounts').map(({ value }) => value);
  return [...SEEDED_FARCASTER_ACCOUNTS, ...typed].sort((a, b) => a.fid - b.fid);
}

export const findFarcasterAccount = (repo: Repository, fid: number): FarcasterAccountRecord | undefined =>
  SEEDED_FARCASTER_ACCOUNTS.find((account) => account.fid === fid) ?? repo.get('farcaster_accounts', String(fid));

/** The key that holds the fid, which only the (emulated) Farcaster app uses. */
export const custodyAccount = (account: FarcasterAccountRecord): HDAccount => testWalletAccount(account.custody_index);
export const custodyAddress = (account: FarcasterAccountRecord): Address => custodyAccount(account).address;

const httpUrl = (what: string) => z.optional(z.url({ protocol: /^https?$/, error: `Enter the ${what} as an http(s) URL.` }));

/** The new-account form; required fields arrive as '' when blank, optional ones as undefined. */
const TypedAccount = z.object({
  fid: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'Enter an fid: a whole number from 1 to 999999999.')),
  // Farcaster's fname rules.
  username: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,15}$/, 'Enter a username: up to 16 lower-case letters, digits or hyphens.')),
  display_name: z.optional(z.string().check(z.maxLength(32, 'Keep the display name to 32 characters.'))),
  bio: z.optional(z.string().check(z.maxLength(256, 'Keep the bio to 256 characters.'))),
  pfp_url: httpUrl('profile picture'),
  homepage_url: httpUrl('homepage'),
  custody_index: z.string().check(z.regex(/^\d$/, `Enter a custody account from 0 to ${MAX_CUSTODY_INDEX}.`)),
});
const REQUIRED = ['fid', 'username', 'custody_index'] as const;
export const NEW_ACCOUNT_FIELDS = [...REQUIRED, 'display_name', 'bio', 'pfp_url', 'homepage_url'] as const;
export type NewAccountField = (typeof NEW_ACCOUNT_FIELDS)[number];

/** A new account typed on the Farcaster app's page, or what is wrong with it; its fid and username must be free. */
export function accountFromForm(repo: Repository, form: URLSearchParams): { account: FarcasterAccountRecord } | { error: string } {
  const typed = Object.fromEntries(
    NEW_ACCOUNT_FIELDS.map((field) => {
      const value = form.get(field)?.trim() ?? '';
      return [field, value === '' && !(REQUIRED as readonly string[]).includes(field) ? undefined : value];
    }),
  );
  const parsed = TypedAccount.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Check the account’s fields.' };
  const { fid, username, display_name, bio, pfp_url, homepage_url, custody_index } = parsed.data;
  if (findFarcasterAccount(repo, Number(fid))) return { error: `fid ${fid} is already registered: pick it from the list.` };
  if (farcasterAccounts(repo).some((account) => account.username === username)) return { error: `The username ${username} is taken.` };
  return {
    account: {
      fid: Number(fid),
      username,
      display_name: display_name ?? null,
      bio: bio ?? null,
      pfp_url: pfp_url ?? null,
      homepage_url: homepage_url ?? null,
      custody_index: Number(custody_index),
    },
  };
}

export const registerFarcasterAccount = (repo: Repository, account: FarcasterAccountRecord): void =>
  repo.put('farcaster_accounts', String(account.fid), account);
