import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { toSeconds } from '../../../schemas';
import { MFA_TOKEN_HEADER, type MfaVerifyAnswer } from '../../../schemas/mfa';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { dropExpired } from '../../shared/expiry';
import type { UserRecord } from '../../shared/records';
import { hashToken } from '../sessions';
import { missingMfaProof } from './errors';
import { hasMfa } from './methods';

/**
 * The MFA proof: an opaque token for one user of one app, alive 5 minutes, stored hashed, presented in the
 * `privy-mfa-token` header. It may be presented again until it expires, so one verification covers a short run of calls.
 */

export const MFA_PROOF_TTL_MS = 5 * 60_000;

export function issueMfaProof(ctx: EmulatorContext, user: UserRecord): MfaVerifyAnswer {
  dropExpired(ctx, 'mfa_proofs');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = ctx.now() + MFA_PROOF_TTL_MS;
  ctx.repo.put('mfa_proofs', hashToken(token), { app_id: user.app_id, user_id: user.id, expires_at: expiresAt });
  return { token, expires_at: toSeconds(expiresAt) };
}

/** A live proof of this user's in the request: an MFA verification of the last 5 minutes. */
export function hasLiveProof(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord): boolean {
  const token = c.req.header(MFA_TOKEN_HEADER);
  const record = token ? ctx.repo.get('mfa_proofs', hashToken(token)) : undefined;
  return record !== undefined && record.app_id === user.app_id && record.user_id === user.id && record.expires_at > ctx.now();
}

export function assertMfaProof(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord): void {
  if (!hasLiveProof(ctx, c, user)) throw missingMfaProof();
}

/** The gate of calls that use the wallet's key: a user enrolled in MFA needs a live proof; anyone else passes as before. */
export function assertMfaIfEnrolled(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord): void {
  if (hasMfa(user)) assertMfaProof(ctx, c, user);
}
