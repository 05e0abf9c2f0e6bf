import { randomInt } from 'node:crypto';
import { ApiError } from '../shared/http-error';
import type { DeliveryChannel } from '../shared/records';
import type { Repository } from '../shared/repository';

export const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 5;

export const codeKey = (appId: string, channel: DeliveryChannel, address: string) => `${appId}:${channel}:${address}`;

const invalidCode = () => new ApiError(401, 'invalid_credentials', 'Invalid or expired verification code');

/** A fresh 6-digit code; it replaces any code still pending for the same address. */
export function issueCode(repo: Repository, key: string, nowMs: number, ttlMs = CODE_TTL_MS): string {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  repo.put('codes', key, { code, expires_at: nowMs + ttlMs, failed_attempts: 0 });
  return code;
}

/**
 * Single use: a right code is deleted and answers true; a wrong, expired or missing one answers false, a wrong one
 * counts, and the fifth wrong try deletes the code. For callers that answer a wrong code their own way (MFA).
 */
export function spendCode(repo: Repository, key: string, submitted: string, nowMs: number): boolean {
  const record = repo.get('codes', key);
  if (!record || record.expires_at <= nowMs) return false;
  if (record.code === submitted.trim()) {
    repo.delete('codes', key);
    return true;
  }
  const failed_attempts = record.failed_attempts + 1;
  if (failed_attempts >= MAX_FAILED_ATTEMPTS) repo.delete('codes', key);
  else repo.put('codes', key, { ...record, failed_attempts });
  return false;
}

/** spendCode, with a wrong code answered as login codes are. */
export function consumeCode(repo: Repository, key: string, submitted: string, nowMs: number): void {
  if (!spendCode(repo, key, submitted, nowMs)) throw invalidCode();
}
