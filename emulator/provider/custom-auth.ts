import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import * as z from 'zod/mini';
import { ApiError } from '../shared/http-error';
import type { AppRecord, CustomAuthSettings } from '../shared/records';

const Jwk = z.looseObject({ kty: z.string() });
const Jwks = z.object({ keys: z.array(Jwk) });
const JWKS_TIMEOUT_MS = 5_000;

/** The `custom_auth` field of PUT /dev/apps: where the app's own auth provider publishes its keys. */
export const CustomAuthSettingsRequest = z
  .object({
    jwks_url: z.optional(z.url({ protocol: /^https?$/ })),
    public_key_jwk: z.optional(Jwk),
    issuer: z.optional(z.string().check(z.minLength(1))),
    audience: z.optional(z.string().check(z.minLength(1))),
  })
  .check(z.refine((settings) => Boolean(settings.jwks_url || settings.public_key_jwk), 'Set jwks_url or public_key_jwk'));

/** The app's settings for custom auth, or disallowed_login_method when it is off or has no keys. */
export function requireCustomAuth(app: AppRecord): CustomAuthSettings {
  const settings = app.settings.custom_auth;
  if (!app.config.custom_jwt_auth || !settings) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with a custom auth provider is not allowed for this app');
  }
  return settings;
}

async function providerKeys({ public_key_jwk, jwks_url }: CustomAuthSettings): Promise<JSONWebKeySet> {
  if (public_key_jwk) return { keys: [public_key_jwk] };
  try {
    const response = await fetch(jwks_url as string, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`status ${response.status}`);
    return Jwks.parse(await response.json());
  } catch {
    throw new ApiError(502, 'custom_auth_provider_unavailable', "Could not load the custom auth provider's keys");
  }
}

/** The user id (`sub`) of a token the app's provider signed: signature, expiry, and issuer and audience when set. */
export async function verifyCustomToken(settings: CustomAuthSettings, token: string, nowMs: number): Promise<string> {
  const keys = createLocalJWKSet(await providerKeys(settings));
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      requiredClaims: ['sub', 'exp'],
      currentDate: new Date(nowMs),
    });
    if (!payload.sub) throw new Error('empty sub');
    return payload.sub;
  } catch {
    throw new ApiError(401, 'invalid_credentials', 'Invalid or expired custom auth token');
  }
}
