import type { LinkedAccountWire, UserWire } from '../../schemas';
import type { EmulatorContext } from './context';
import { ApiError, invalidData } from '../shared/http-error';
import type { ProvenAccount } from './login';
import type { UserRecord } from '../shared/records';
import { findUserByAccount, loginIdentifier, saveUserAndAnswer } from './users';

/** Link, update and unlink of accounts a person proved they own (an email address, a phone number). */

/** The freshly verified account and what the account index finds its owner by. */
export type AccountProof = Pick<ProvenAccount, 'account' | 'identifier'>;

type AccountType = LinkedAccountWire['type'];

const isAccount = (account: LinkedAccountWire, type: AccountType, identifier: string) =>
  account.type === type && loginIdentifier(account) === identifier;

/** An account may belong to one user only. */
export function assertNotOwnedByAnother(ctx: EmulatorContext, user: UserRecord, { account, identifier }: AccountProof): void {
  const owner = findUserByAccount(ctx.repo, user.app_id, account.type, identifier);
  if (owner && owner.id !== user.id) {
    // 400, not 409: clients retry 409 (spec section 7), and a retry would replay an already spent code.
    throw new ApiError(400, 'linked_to_another_user', 'This account has already been linked to another user.');
  }
}

/** `missing` is the invalid_data message when the user has no such account. */
export function assertOwnsAccount(user: UserRecord, type: AccountType, identifier: string, missing: string): void {
  if (!user.linked_accounts.some((account) => isAccount(account, type, identifier))) throw invalidData(missing);
}

/**
 * Wallets are the exception to one account of each type (section 5): a user holds an embedded wallet and external
 * ones, and section 8 speaks of "the maximum number of linked wallets". The spec gives no number; this is ours.
 */
export const MAX_LINKED_WALLETS = 10;
const linkLimit = (type: AccountType) => (type === 'wallet' ? MAX_LINKED_WALLETS : 1);

/** Adds the account: never one another user owns, and no more of its type than the limit. */
export function linkAccount(ctx: EmulatorContext, user: UserRecord, proof: AccountProof): UserWire {
  assertNotOwnedByAnother(ctx, user, proof);
  const { type } = proof.account;
  const limit = linkLimit(type);
  const ofType = user.linked_accounts.filter((account) => account.type === type);
  if (ofType.length >= limit) {
    const message =
      limit === 1
        ? `User already has an account of type ${type} linked.`
        : `User already has the maximum of ${limit} accounts of type ${type} linked.`;
    throw new ApiError(400, 'cannot_link_more_of_type', message);
  }
  // Only where more than one is allowed can the same account come twice; answered as a passkey linked again is.
  if (ofType.some((account) => loginIdentifier(account) === proof.identifier)) {
    throw new ApiError(400, 'linked_to_another_user', 'This account is already linked.');
  }
  return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts: [...user.linked_accounts, proof.account] });
}

/** Swaps the user's account `oldIdentifier` (of the proof's type) for the proven one. */
export function replaceAccount(
  ctx: EmulatorContext,
  user: UserRecord,
  oldIdentifier: string,
  proof: AccountProof,
  missing: string,
): UserWire {
  const { type } = proof.account;
  assertOwnsAccount(user, type, oldIdentifier, missing);
  assertNotOwnedByAnother(ctx, user, proof);
  const linked_accounts = user.linked_accounts.map((account) =>
    isAccount(account, type, oldIdentifier) ? proof.account : account,
  );
  return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts });
}

export function unlinkAccount(
  ctx: EmulatorContext,
  user: UserRecord,
  type: AccountType,
  identifier: string,
  missing: string,
): UserWire {
  assertOwnsAccount(user, type, identifier, missing);
  const linked_accounts = user.linked_accounts.filter((account) => !isAccount(account, type, identifier));
  return saveUserAndAnswer(ctx.repo, { ...user, linked_accounts });
}
