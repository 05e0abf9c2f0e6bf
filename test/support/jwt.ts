import { base64urlnopad } from '@scure/base';

/** Builds unsigned JWT strings: the kernel only decodes claims, it never verifies signatures. */

const base64url = (text: string) => base64urlnopad.encode(new TextEncoder().encode(text));

export interface JwtClaims {
  /** Expiry in seconds since the epoch. */
  exp?: number;
  aud?: string | string[];
  sub?: string;
  sid?: string;
  iat?: number;
  iss?: string;
  [claim: string]: unknown;
}

/** `base64url(header).base64url(payload).sig` */
export function makeJwt(claims: JwtClaims, header: Record<string, unknown> = { alg: 'ES256', typ: 'JWT' }): string {
  return `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}.sig`;
}

export interface AccessTokenOptions {
  /** The app id the token is minted for (its `aud`). */
  aud: string | string[];
  /** Seconds from `now` until the token expires (negative: already expired). */
  expiresIn: number;
  /** The current time in ms. */
  now?: number;
  /** Makes otherwise identical tokens distinct. */
  sid?: string;
  sub?: string;
}

/** An access token as the provider mints it, expiring `expiresIn` seconds after `now`. */
export function accessToken({ aud, expiresIn, now = Date.now(), sid = 'session-1', sub = 'did:privy:user-1' }: AccessTokenOptions): string {
  const iat = Math.floor(now / 1000);
  return makeJwt({ iss: 'privy.io', aud, sub, sid, iat, exp: iat + expiresIn });
}

/** The `exp` claim (seconds) of a JWT (one built here or the emulator's), read without verifying it. */
export function expOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(new TextDecoder().decode(base64urlnopad.decode(payload))) as { exp: number }).exp;
}
