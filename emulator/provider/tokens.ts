import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { AccessTokenClaims, toSeconds, type LinkedAccountWire } from '../../schemas';
import { invalidToken } from '../shared/http-error';
import type { SigningKeyRecord } from '../shared/records';

export const TOKEN_ISSUER = 'portico-emulator';
const ALGORITHM = 'ES256';

/** Made synchronously with node:crypto so the emulator can seed itself without awaiting. */
export function generateSigningKey(): SigningKeyRecord {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomBytes(8).toString('hex'), private_jwk: privateKey.export({ format: 'jwk' }) };
}

export interface SessionTokenInput {
  appId: string;
  userId: string;
  sessionId: string;
  /** The login behind the session (ms), the token's `auth_time` (OpenID Connect's claim): refreshes keep it. */
  authenticatedAt: number;
  ttlSeconds: number;
}

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService(key: SigningKeyRecord, now: () => number) {
  const privateKey = createPrivateKey({ key: key.private_jwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: key.kid, alg: ALGORITHM, use: 'sig' };

  const sign = (claims: Record<string, unknown>, input: { appId: string; userId: string; ttlSeconds: number }) => {
    const issuedAt = toSeconds(now());
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(input.appId)
      .setSubject(input.userId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + input.ttlSeconds)
      .sign(privateKey);
  };

  return {
    jwks: () => ({ keys: [publicJwk] }),

    signAccessToken: (input: SessionTokenInput) => sign({ sid: input.sessionId, auth_time: toSeconds(input.authenticatedAt) }, input),

    /** The identity token carries the linked accounts as a JSON string, as the provider's does. */
    signIdentityToken: (input: Omit<SessionTokenInput, 'sessionId' | 'authenticatedAt'> & { linkedAccounts: LinkedAccountWire[] }) =>
      sign({ linked_accounts: JSON.stringify(input.linkedAccounts) }, input),

    /** Signature, issuer, audience and expiry; the caller still checks that the session is alive. */
    async verifyAccessToken(token: string, appId: string): Promise<AccessTokenClaims> {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: TOKEN_ISSUER,
          audience: appId,
          algorithms: [ALGORITHM],
          currentDate: new Date(now()),
        });
        return AccessTokenClaims.parse(payload);
      } catch {
        throw invalidToken();
      }
    },
  };
}
