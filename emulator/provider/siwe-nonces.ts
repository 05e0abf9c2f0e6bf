import { randomBytes } from 'node:crypto';
import type { EmulatorContext } from './context';
import { ApiError } from '../shared/http-error';
import { takeRateLimitSlot } from '../shared/rate-limit';
import type { SiweNonceRecord } from '../shared/records';

/** Long enough to connect a wallet and sign, short enough that a leaked nonce is soon worthless. */
export const SIWE_NONCE_TTL_MS = 10 * 60 * 1000;
const INIT_LIMIT = { limit: 10, windowMs: 60 * 1000 };

const nonceKey = (appId: string, nonce: string) => `${appId}:${nonce}`;
const invalidNonce = (message: string) => new ApiError(401, 'invalid_credentials', message);

/** A fresh nonce for `address` (lower-cased): 64 hex characters, EIP-4361's alphanumeric grammar. */
export function issueSiweNonce(ctx: EmulatorContext, appId: string, address: string) {
  const nowMs = ctx.now();
  takeRateLimitSlot(ctx.repo, `siwe:${appId}:${address}`, INIT_LIMIT, nowMs);
  // Unused nonces would pile up: drop the expired ones as new ones are made.
  for (const { id, value } of ctx.repo.list('siwe_nonces')) {
    if (value.expires_at <= nowMs) ctx.repo.delete('siwe_nonces', id);
  }
  // node:crypto, not viem's generateSiweNonce: that one draws from Math.random.
  const nonce = randomBytes(32).toString('hex');
  const record: SiweNonceRecord = { address, issued_at: nowMs, expires_at: nowMs + SIWE_NONCE_TTL_MS };
  ctx.repo.put('siwe_nonces', nonceKey(appId, nonce), record);
  return { nonce, expiresAt: record.expires_at };
}

/**
 * Takes the nonce out of the store, so it serves one attempt whatever its outcome, and checks it is alive and was
 * issued to `address` (lower-cased) for this app.
 */
export function takeSiweNonce(ctx: EmulatorContext, appId: string, nonce: string, address: string): SiweNonceRecord {
  const key = nonceKey(appId, nonce);
  const record = ctx.repo.transaction(() => {
    const found = ctx.repo.get('siwe_nonces', key);
    if (found) ctx.repo.delete('siwe_nonces', key);
    return found;
  });
  if (!record) throw invalidNonce('Unknown or already used nonce: ask siwe/init for a new one');
  if (record.expires_at <= ctx.now()) throw invalidNonce('The nonce expired: ask siwe/init for a new one');
  if (record.address !== address) throw invalidNonce('The nonce was issued for another address');
  return record;
}
