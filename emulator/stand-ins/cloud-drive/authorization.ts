import type { ServiceContext } from '../../shared/context';
import { dropExpired } from '../../shared/expiry';
import { assertCodeBinding, DENIED_CODE, invalidCode, OAUTH_CODE_TTL_MS, OAUTH_REQUEST_TTL_MS, randomId, returnUrl } from '../../provider/oauth';
import type { RecoveryOAuthRequestRecord, UserRecord } from '../../shared/records';

/**
 * The stand-in Google Drive's authorization server (recovery OAuth, spec section 7): the same round trip as login
 * OAuth (oauth.ts), but for a user already logged in, and it grants drive access instead of an identity.
 */

export const CLOUD_DRIVE_PROVIDER = 'google-drive';

type NewRequest = Pick<RecoveryOAuthRequestRecord, 'redirect_to' | 'code_challenge' | 'state_code'>;

/** Stores the request and returns the URL of the consent page on `origin` (the emulator). */
export function createDriveAuthorization(ctx: ServiceContext, user: UserRecord, request: NewRequest, origin: string): string {
  dropExpired(ctx, 'recovery_oauth_requests');
  const id = randomId(24);
  const record = { ...request, app_id: user.app_id, user_id: user.id, expires_at: ctx.now() + OAUTH_REQUEST_TTL_MS };
  ctx.repo.put('recovery_oauth_requests', id, record);
  return `${origin}/cloud-drive/${CLOUD_DRIVE_PROVIDER}/authorize?request=${encodeURIComponent(id)}`;
}

/** A live request for the consent page, if any. */
export function findDriveAuthorization(ctx: ServiceContext, id: string): RecoveryOAuthRequestRecord | undefined {
  const record = ctx.repo.get('recovery_oauth_requests', id);
  return record && record.expires_at > ctx.now() ? record : undefined;
}

/** The person allowed or denied: the request is spent either way; allowing issues a single-use code. */
export function answerDriveAuthorization(ctx: ServiceContext, id: string, record: RecoveryOAuthRequestRecord, allowed: boolean): string {
  ctx.repo.delete('recovery_oauth_requests', id);
  if (!allowed) return returnUrl(record, CLOUD_DRIVE_PROVIDER, DENIED_CODE);
  dropExpired(ctx, 'recovery_oauth_codes');
  const code = randomId(32);
  const { app_id, user_id, code_challenge, state_code } = record;
  ctx.repo.put('recovery_oauth_codes', code, { app_id, user_id, code_challenge, state_code, expires_at: ctx.now() + OAUTH_CODE_TTL_MS });
  return returnUrl(record, CLOUD_DRIVE_PROVIDER, code);
}

/**
 * Redeems a code once, as login OAuth does (spent even when a check fails): it must have been issued to this user of
 * this app, be live, and match the state and PKCE verifier of its init.
 */
export function redeemDriveCode(
  ctx: ServiceContext,
  user: UserRecord,
  body: { authorization_code: string; state_code: string; code_verifier: string },
): void {
  const record = ctx.repo.get('recovery_oauth_codes', body.authorization_code);
  if (record) ctx.repo.delete('recovery_oauth_codes', body.authorization_code);
  if (!record || record.app_id !== user.app_id || record.user_id !== user.id || record.expires_at <= ctx.now()) throw invalidCode();
  assertCodeBinding(record, body);
}
