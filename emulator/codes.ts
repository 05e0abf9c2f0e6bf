import { randomInt } from 'node:crypto';
import { ApiError } from './http-error';
import type { DeliveryChannel } from './records';
import type { Repository } from './repository';

export const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_FAILED_ATTEMPTS = 5;

export const codeKey = (appId: string, channel: DeliveryChannel, address: string) => `${appId}:${channel}:${address}`;

const invalidCode = () => new ApiError(401, 'invalid_credentials', 'Invalid or expired verification code');

/** A fresh 6-digit code; it replaces any code still pending for the same address. */
export function issueCode(repo: Repository, key: string, nowMs: number): string {
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  repo.put('codes', key, { code, expires_at: nowMs + CODE_TTL_MS, failed_attempts: 0 });
  return code;
}

/** Single use: a right code is deleted; a wrong one counts, and the fifth wrong try deletes the code. */
export function consumeCode(repo: Repository, key: string, submitted: string, nowMs: number): void {
  const record = repo.get('codes', key);
  if (!record || record.expires_at <= nowMs) throw invalidCode();
  if (record.code === submitted.trim()) {
    repo.delete('codes', key);
    return;
  }
  const failed_attempts = record.failed_attempts + 1;
  if (failed_attempts >= MAX_FAILED_ATTEMPTS) repo.delete('codes', key);
  else repo.put('codes', key, { ...record, failed_attempts });
  throw invalidCode();
}
