import { Secret, TOTP } from 'otpauth';

/** RFC 6238 TOTP as authenticator apps make it: HMAC-SHA-1, 6 digits, 30-second steps. Secrets are base32. */

const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
export const TOTP_PERIOD_MS = PERIOD_SECONDS * 1000;
/** Steps either side of now a code may come from (clock drift, a code typed as it rolled over). */
const WINDOW = 1;

/** 20 random bytes: RFC 4226's recommended length for SHA-1. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time step `nowMs` falls in. */
export const totpStep = (nowMs: number): number => TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs });

/** The code for `nowMs`; `digits` other than 6 only for RFC 6238's 8-digit test vectors. */
export const totpCode = (secret: string, nowMs: number, digits = DIGITS): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits, period: PERIOD_SECONDS, timestamp: nowMs });

/** The step `code` was made for, within the window around now; null when it fits none. */
export function matchTotpStep(secret: string, code: string, nowMs: number): number | null {
  const delta = TOTP.validate({
    token: code.trim(),
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: nowMs,
    window: WINDOW,
  });
  return delta === null ? null : totpStep(nowMs) + delta;
}

/** The Key URI an authenticator app scans (its QR code): `otpauth://totp/{issuer}:{label}?secret=...`. */
export function totpAuthUrl(issuer: string, label: string, secret: string): string {
  const name = `${encodeURIComponent(issuer)}:${encodeURIComponent(label)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=${ALGORITHM}&digits=${DIGITS}&period=${PERIOD_SECONDS}`;
  return `otpauth://totp/${name}?${query}`;
}
