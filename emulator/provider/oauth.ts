import { createHash, randomBytes } from 'node:crypto';
import { toSeconds, type AuthResponseWire, type LinkedAccountWire, type LoginMode, type OAuthAccountType, type OAuthProvider } from '../../schemas';
import type { EmulatorContext } from './context';
import { isLocalOrigin } from './cors';
import { dropExpired } from '../shared/expiry';
import { ApiError, invalidData } from '../shared/http-error';
import type { ProvenAccount } from './login';
import { EMULATED_PROVIDERS, type OAuthIdentityField } from './oauth-providers';
import { takeRateLimitSlot } from '../shared/rate-limit';
import type { AppRecord, OAuthIdentity, OAuthRequestRecord } from '../shared/records';
import { verifiedNow } from './users';

/** The emulated authorization server: requests from oauth/init, codes from the provider's page, PKCE checks. */

export const OAUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
/** Real providers' codes live about a minute. */
export const OAUTH_CODE_TTL_MS = 60 * 1000;
const INIT_LIMIT = { limit: 20, windowMs: 60 * 1000 };
const ACCESS_TOKEN_TTL_SECONDS = 3600;
const REFRESH_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

export const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
export const randomId = (bytes: number) => randomBytes(bytes).toString('base64url');

export function requireOAuthLogin(app: AppRecord, provider: OAuthProvider): void {
  if (!app.config[`${provider}_oauth`]) {
    throw new ApiError(403, 'disallowed_login_method', `Login with ${EMULATED_PROVIDERS[provider].name} is not allowed for this app`);
  }
}

/** The emulator only sends codes back to local development pages. */
export function assertLocalRedirect(redirectTo: string): void {
  if (!URL.canParse(redirectTo) || !isLocalOrigin(new URL(redirectTo).origin)) {
    throw invalidData('Invalid redirect_to: expected an http(s) URL on localhost or 127.0.0.1');
  }
}

type NewRequest = Pick<OAuthRequestRecord, 'provider' | 'redirect_to' | 'code_challenge' | 'state_code'>;

/** Stores the request and returns the URL of the provider's authorization page on `origin` (the emulator). */
export function createAuthorizationRequest(ctx: EmulatorContext, appId: string, request: NewRequest, origin: string): string {
  takeRateLimitSlot(ctx.repo, `oauth:${appId}:${request.provider}`, INIT_LIMIT, ctx.now());
  dropExpired(ctx, 'oauth_requests');
  const id = randomId(24);
  ctx.repo.put('oauth_requests', id, { ...request, app_id: appId, expires_at: ctx.now() + OAUTH_REQUEST_TTL_MS });
  return `${origin}/oauth/${request.provider}/authorize?request=${encodeURIComponent(id)}`;
}

/** A live request for this provider's page, if any. */
export function findAuthorizationRequest(ctx: EmulatorContext, provider: string, id: string): OAuthRequestRecord | undefined {
  const record = ctx.repo.get('oauth_requests', id);
  return record && record.provider === provider && record.expires_at > ctx.now() ? record : undefined;
}

/**
 * The page's return to the app: the provider-prefixed parameters of section 2.10 (prefix `privy`, WIRE.md), of login
 * OAuth and of recovery OAuth alike.
 */
export function returnUrl(request: { redirect_to: string; state_code: string }, provider: string, code: string): string {
  const url = new URL(request.redirect_to);
  url.searchParams.set('privy_oauth_code', code);
  url.searchParams.set('privy_oauth_state', request.state_code);
  url.searchParams.set('privy_oauth_provider', provider);
  return url.toString();
}

/** The person approved: a single-use code for the identity, and where to send it. */
export function approveRequest(ctx: EmulatorContext, id: string, record: OAuthRequestRecord, identity: OAuthIdentity): string {
  ctx.repo.delete('oauth_requests', id);
  dropExpired(ctx, 'oauth_codes');
  const code = randomId(32);
  const { app_id, provider, code_challenge, state_code } = record;
  ctx.repo.put('oauth_codes', code, { app_id, provider, code_challenge, state_code, identity, expires_at: ctx.now() + OAUTH_CODE_TTL_MS });
  return returnUrl(record, record.provider, code);
}

/** The code a denial sends: literally "undefined" (section 5). */
export const DENIED_CODE = 'undefined';

/** The person denied: no code, and where to say so. */
export function denyRequest(ctx: EmulatorContext, id: string, record: OAuthRequestRecord): string {
  ctx.repo.delete('oauth_requests', id);
  return returnUrl(record, record.provider, DENIED_CODE);
}

export const invalidCode = () => new ApiError(401, 'invalid_credentials', 'Invalid or expired authorization code');

/** The code's own checks: the state must be the one of init and the verifier must hash to its challenge (PKCE S256). */
export function assertCodeBinding(
  record: { state_code: string; code_challenge: string },
  body: { state_code: string; code_verifier: string },
): void {
  if (record.state_code !== body.state_code || s256(body.code_verifier) !== record.code_challenge) throw invalidCode();
}

/**
 * Redeems a code once: it is spent even when the check fails (RFC 6749 section 4.1.2), so a replayed or
 * intercepted code is useless. The state must be the one of oauth/init and the verifier must hash to its challenge.
 */
export function redeemCode(
  ctx: EmulatorContext,
  app: AppRecord,
  body: { authorization_code: string; state_code: string; code_verifier: string },
): { provider: OAuthProvider; identity: OAuthIdentity } {
  const record = ctx.repo.get('oauth_codes', body.authorization_code);
  if (record) ctx.repo.delete('oauth_codes', body.authorization_code);
  if (!record || record.app_id !== app.config.id || record.expires_at <= ctx.now()) throw invalidCode();
  assertCodeBinding(record, body);
  requireOAuthLogin(app, record.provider);
  const { identity, provider } = record;
  if (identity.username === 'suspended' || identity.email?.startsWith('suspended@')) {
    const name = EMULATED_PROVIDERS[provider].name;
    throw new ApiError(403, 'oauth_account_suspended', `Your ${name} account is suspended.`);
  }
  return { provider, identity };
}

type OAuthAccountWire = Extract<LinkedAccountWire, { type: OAuthAccountType }>;

/** The provider's account as the user gets it: the subject plus only the fields this provider shares. */
export function oauthProof(ctx: EmulatorContext, provider: OAuthProvider, identity: OAuthIdentity, mode: LoginMode = 'login-or-sign-up'): ProvenAccount {
  const shared = Object.fromEntries(EMULATED_PROVIDERS[provider].fields.map((field) => [field, identity[field] ?? null]));
  const account = { type: `${provider}_oauth`, subject: identity.subject, ...shared, ...verifiedNow(toSeconds(ctx.now())) } as OAuthAccountWire;
  return { account, identifier: identity.subject, mode };
}

/** Fresh provider tokens, as the provider's token endpoint would grant them. */
export function oauthTokens(provider: OAuthProvider): NonNullable<AuthResponseWire['oauth_tokens']> {
  return {
    provider,
    access_token: `${provider}-access-${randomId(24)}`,
    access_token_expires_in_seconds: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: `${provider}-refresh-${randomId(24)}`,
    refresh_token_expires_in_seconds: REFRESH_TOKEN_TTL_SECONDS,
    scopes: [...EMULATED_PROVIDERS[provider].scopes],
  };
}

const MAX_FIELD_LENGTH = 200;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The identity typed on the provider's page: the provider's fields, its key field required; the subject follows from the key. */
export function identityFromForm(provider: OAuthProvider, form: URLSearchParams): { identity: OAuthIdentity } | { error: string } {
  const { fields, key } = EMULATED_PROVIDERS[provider];
  const values: Partial<Record<OAuthIdentityField, string>> = {};
  for (const field of fields) {
    const value = (form.get(field) ?? '').trim();
    if (value.length > MAX_FIELD_LENGTH) return { error: `Keep each field under ${MAX_FIELD_LENGTH} characters.` };
    if (value) values[field] = value;
  }
  const keyValue = values[key];
  if (!keyValue) return { error: key === 'email' ? 'Enter an email address.' : 'Enter a username.' };
  if (values.email && !EMAIL.test(values.email)) return { error: 'Enter a valid email address, like ada@example.com.' };
  // The same key is the same account at this provider, like a real provider's stable user id.
  const digest = createHash('sha256').update(`${provider}:${keyValue.toLowerCase()}`).digest('hex');
  return { identity: { subject: BigInt(`0x${digest.slice(0, 15)}`).toString(), ...values } };
}
