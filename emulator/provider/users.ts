import { randomUUID } from 'node:crypto';
import { OAUTH_PROVIDERS, type LinkedAccountWire, type UserWire } from '../../schemas';
import type { UserRecord } from '../shared/records';
import type { Repository } from '../shared/repository';

export type EmailAccountWire = Extract<LinkedAccountWire, { type: 'email' }>;

const OAUTH_ACCOUNT_TYPES = new Set<string>(OAUTH_PROVIDERS.map((provider) => `${provider}_oauth`));

const accountKey = (appId: string, type: string, identifier: string) => `${appId}:${type}:${identifier}`;

/** What an account identifies its user by at login; null for accounts that log no one in by themselves. */
export function loginIdentifier(account: LinkedAccountWire): string | null {
  switch (account.type) {
    case 'email':
      return account.address;
    case 'phone':
      return account.phoneNumber;
    case 'custom_auth':
      return account.custom_user_id;
    case 'telegram':
      return account.telegram_user_id;
    case 'passkey':
      return account.credential_id;
    case 'farcaster':
      return String(account.fid);
    case 'cross_app':
      // The provider app's user id: unique across apps, so the subject alone finds the account.
      return account.subject;
    case 'wallet':
      // Lower-cased: a checksummed and a lower-case spelling are one address.
      return account.address.toLowerCase();
    default:
      // An OAuth account is found by the provider's stable subject.
      return OAUTH_ACCOUNT_TYPES.has(account.type) && 'subject' in account ? account.subject : null;
  }
}

/** Index keys of the accounts that identify a user at login; a guest is found by its credential's hash. */
function indexKeys(user: UserRecord): string[] {
  const keys = user.linked_accounts.flatMap((account) => {
    const identifier = loginIdentifier(account);
    return identifier === null ? [] : [accountKey(user.app_id, account.type, identifier)];
  });
  return user.guest_credential_hash ? [...keys, accountKey(user.app_id, 'guest', user.guest_credential_hash)] : keys;
}

export function findUserByAccount(
  repo: Repository,
  appId: string,
  type: LinkedAccountWire['type'],
  identifier: string,
): UserRecord | undefined {
  const entry = repo.get('account_index', accountKey(appId, type, identifier));
  return entry && repo.get('users', entry.user_id);
}

export function countUsers(repo: Repository, appId: string): number {
  return repo.list('users').filter(({ value }) => value.app_id === appId).length;
}

export function newUser(appId: string, createdAtSeconds: number): UserRecord {
  return {
    id: `did:privy:${randomUUID()}`,
    app_id: appId,
    created_at: createdAtSeconds,
    linked_accounts: [],
    mfa_methods: [],
    has_accepted_terms: false,
    is_guest: false,
    custom_metadata: {},
  };
}

/** The verification times of an account verified for the first time now. */
export const verifiedNow = (seconds: number) => ({
  verified_at: seconds,
  first_verified_at: seconds,
  latest_verified_at: seconds,
});

export function newEmailAccount(address: string, verifiedAtSeconds: number): EmailAccountWire {
  return { type: 'email', address, ...verifiedNow(verifiedAtSeconds) };
}

/** Stores the user and keeps the account index in step with its linked accounts. */
export function saveUser(repo: Repository, user: UserRecord): void {
  repo.transaction(() => {
    const previous = repo.get('users', user.id);
    const keys = indexKeys(user);
    for (const stale of previous ? indexKeys(previous) : []) {
      if (!keys.includes(stale)) repo.delete('account_index', stale);
    }
    for (const key of keys) repo.put('account_index', key, { user_id: user.id });
    repo.put('users', user.id, user);
  });
}

export function toUserWire(user: UserRecord): UserWire {
  return {
    id: user.id,
    created_at: user.created_at,
    linked_accounts: user.linked_accounts,
    mfa_methods: user.mfa_methods,
    has_accepted_terms: user.has_accepted_terms,
    is_guest: user.is_guest,
    custom_metadata: user.custom_metadata,
  };
}

/** The answer of every call that changes the user: the stored user, on the wire. */
export function saveUserAndAnswer(repo: Repository, user: UserRecord): UserWire {
  saveUser(repo, user);
  return toUserWire(user);
}
