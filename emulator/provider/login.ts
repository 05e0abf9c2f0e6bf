import type { Context } from 'hono';
import { toSeconds, type LinkedAccountWire, type LoginMode } from '../../schemas';
import { checkAdmission } from './admission';
import { bearerUser } from './auth';
import type { EmulatorContext, EmulatorEnv } from './context';
import type { AppRecord, UserRecord } from '../shared/records';
import { findUserByAccount, loginIdentifier, newUser, saveUser } from './users';

/** What a login route hands on once the person proved they own an account. */
export interface ProvenAccount {
  /** The account a new user (or an upgraded guest) gets. */
  account: LinkedAccountWire;
  /** What the account index finds its owner by, and what the allowlist checks. */
  identifier: string;
  mode: LoginMode;
}

const isSameAccount = (a: LinkedAccountWire, b: LinkedAccountWire) =>
  a.type === b.type && loginIdentifier(a) === loginIdentifier(b);

/**
 * Logs in the owner of the account, refreshing its verification time, or signs up a new user with it
 * (`newUserFields` extend that new user) when the app admits one.
 */
export function logInOrSignUp(
  ctx: EmulatorContext,
  app: AppRecord,
  { account, identifier, mode }: ProvenAccount,
  newUserFields: Partial<UserRecord> = {},
): { user: UserRecord; isNewUser: boolean } {
  const existing = findUserByAccount(ctx.repo, app.config.id, account.type, identifier);
  checkAdmission(ctx, app, { identifier, isNewUser: !existing, mode });
  const nowSeconds = toSeconds(ctx.now());
  const user: UserRecord = existing
    ? {
        ...existing,
        linked_accounts: existing.linked_accounts.map((linked) =>
          isSameAccount(linked, account) ? { ...linked, latest_verified_at: nowSeconds } : linked,
        ),
      }
    : { ...newUser(app.config.id, nowSeconds), ...newUserFields, linked_accounts: [account] };
  saveUser(ctx.repo, user);
  return { user, isNewUser: !existing };
}

/**
 * The one login step of every method. A guest who proves a real account keeps their user: when the request
 * carries a guest's live session and nobody owns the account yet, the account joins the guest's accounts and
 * the user stops being a guest (and its guest credential stops working). Everything else logs in as usual.
 */
export async function logInWithProof(ctx: EmulatorContext, c: Context<EmulatorEnv>, proven: ProvenAccount) {
  const caller = await bearerUser(ctx, c);
  const app = c.get('app');
  const owner = findUserByAccount(ctx.repo, app.config.id, proven.account.type, proven.identifier);
  if (caller?.is_guest && !owner) {
    // The guest already counts as a user, so only the allowlist applies.
    checkAdmission(ctx, app, { identifier: proven.identifier, isNewUser: false, mode: proven.mode });
    const linked_accounts = [...caller.linked_accounts, proven.account];
    saveUser(ctx.repo, { ...caller, is_guest: false, guest_credential_hash: undefined, linked_accounts });
  }
  return logInOrSignUp(ctx, app, proven);
}
