import { createHash, randomBytes } from 'node:crypto';
import type { ServiceContext } from '../../shared/context';
import { dropExpired } from '../../shared/expiry';
import { invalidToken } from '../../shared/http-error';
import type { CloudDriveTokenRecord, UserRecord } from '../../shared/records';

/** Stand-in Google Drive access tokens: opaque, stored hashed like refresh tokens, for one user of one app. */

/** The drive keeps a token's SHA-256 only, so a copy of its storage opens no drive. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const DRIVE_TOKEN_TTL_MS = 60 * 60_000;

export type DriveOwner = Pick<CloudDriveTokenRecord, 'app_id' | 'user_id'>;

export function issueDriveToken(ctx: ServiceContext, user: UserRecord): string {
  dropExpired(ctx, 'cloud_drive_tokens');
  const token = randomBytes(32).toString('base64url');
  ctx.repo.put('cloud_drive_tokens', hashToken(token), { app_id: user.app_id, user_id: user.id, expires_at: ctx.now() + DRIVE_TOKEN_TTL_MS });
  return token;
}

/** Whose drive a live token opens; a missing, unknown or expired token is a 401, as at Google. */
export function driveOwnerOf(ctx: ServiceContext, token: string | undefined): DriveOwner {
  const record = token ? ctx.repo.get('cloud_drive_tokens', hashToken(token)) : undefined;
  if (!record || record.expires_at <= ctx.now()) throw invalidToken('Invalid or expired Google Drive access token');
  return { app_id: record.app_id, user_id: record.user_id };
}
