import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { calculateJwkThumbprint, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { dropExpired } from '../../shared/expiry';
import { ApiError } from '../../shared/http-error';
import { hashToken } from '../sessions';

/**
 * Device proofs, in the shape of DPoP (RFC 9449): the wallet frame holds a non-extractable P-256 key pair and signs,
 * for each call that releases or replaces a share, a JWS naming the method, the URL, a single-use server nonce, the
 * time and the hash of the access token. The access token alone (which the host page holds, and so any script on it)
 * therefore opens nothing: the request must also come from a frame whose key the wallet registered.
 */

const DEVICE_PROOF_HEADER = 'DPoP';
export const DEVICE_NONCE_HEADER = 'DPoP-Nonce';
const DEVICE_NONCE_TTL_MS = 60_000;
/** How far a proof's `iat` may be from the server's clock (seconds). */
const MAX_CLOCK_SKEW_S = 60;

/** A checked proof: the public key that signed it and its thumbprint. */
export interface DeviceProof {
  jkt: string;
  publicJwk: JWK;
}

const invalidProof = (message: string) => new ApiError(401, 'invalid_dpop_proof', message);

/** A fresh nonce for the next proof; every answer of the wallet routes carries one, so no proof costs a round trip. */
export function issueDeviceNonce(ctx: EmulatorContext): string {
  dropExpired(ctx, 'device_nonces');
  const nonce = randomBytes(24).toString('base64url');
  ctx.repo.put('device_nonces', nonce, { expires_at: ctx.now() + DEVICE_NONCE_TTL_MS });
  return nonce;
}

/** Spends a nonce: true once for a live one, false for an unknown, spent or expired one. */
function spendNonce(ctx: EmulatorContext, nonce: unknown): boolean {
  if (typeof nonce !== 'string') return false;
  const record = ctx.repo.get('device_nonces', nonce);
  if (!record) return false;
  ctx.repo.delete('device_nonces', nonce);
  return record.expires_at > ctx.now();
}

/** The request's URL as a proof names it: no query, no fragment (RFC 9449 section 4.3). */
const targetUri = (url: string) => {
  const { origin, pathname } = new URL(url);
  return origin + pathname;
};

/**
 * Checks the request's device proof against its access token and answers the key that signed it; whether that key may
 * open a given wallet is the caller's question (registeredDevice). Throws 401 `device_proof_required`, `invalid_dpop_proof`
 * or `use_dpop_nonce` (its answer carries a fresh nonce, as every wallet answer does).
 */
export async function verifyDeviceProof(ctx: EmulatorContext, c: Context<EmulatorEnv>, accessToken: string): Promise<DeviceProof> {
  const proof = c.req.header(DEVICE_PROOF_HEADER);
  if (!proof) throw new ApiError(401, 'device_proof_required', 'This call needs a proof from a wallet device (the DPoP header)');
  let payload: Record<string, unknown>;
  let publicJwk: JWK;
  try {
    const verified = await jwtVerify(proof, EmbeddedJWK, { typ: 'dpop+jwt', algorithms: ['ES256'] });
    payload = verified.payload;
    publicJwk = verified.protectedHeader.jwk as JWK;
  } catch {
    throw invalidProof('The device proof is not a valid ES256 DPoP JWS');
  }
  if (publicJwk.d !== undefined) throw invalidProof('The device proof carries a private key');
  if (payload.htm !== c.req.method || payload.htu !== targetUri(c.req.url)) throw invalidProof('The device proof is for another request');
  if (typeof payload.iat !== 'number' || Math.abs(payload.iat - ctx.now() / 1000) > MAX_CLOCK_SKEW_S) {
    throw invalidProof('The device proof is too old or from the future');
  }
  if (typeof payload.jti !== 'string' || payload.jti.length < 8) throw invalidProof('The device proof has no jti');
  if (payload.ath !== hashToken(accessToken)) throw invalidProof('The device proof is bound to another access token');
  // Last, so a proof failing any other check does not burn the nonce it names.
  if (!spendNonce(ctx, payload.nonce)) throw new ApiError(401, 'use_dpop_nonce', 'The device proof needs a fresh server nonce');
  return { jkt: await calculateJwkThumbprint(publicJwk, 'sha256'), publicJwk };
}
