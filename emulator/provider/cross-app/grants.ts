import { toSeconds, type LinkedAccountWire } from '../../../schemas';
import type { EmulatorContext } from '../context';
import { dropExpired } from '../../shared/expiry';
import { ApiError, invalidData } from '../../shared/http-error';
import { assertCodeBinding, assertLocalRedirect, invalidCode, randomId, returnUrl } from '../oauth';
import type { AppRecord, CrossAppConnectionSetting, CrossAppTokenRecord, UserRecord } from '../../shared/records';
import { hashToken } from '../sessions';
import { verifiedNow } from '../users';
import type { ConsentQuery } from './requests';

/** The cross-app authorization server: connections, the consent page's codes, PKCE, provider tokens. */

export const CROSS_APP_CODE_TTL_MS = 10 * 60 * 1000;
export const PROVIDER_TOKEN_TTL_SECONDS = 3600;
const PREFIX = 'privy:';

export const providerId = (providerAppId: string) => `${PREFIX}${providerAppId}`;

/** The app's connection to the provider app named `privy:{id}`, else invalid_data. */
export function connectionOf(app: AppRecord, provider: string): CrossAppConnectionSetting {
  const id = provider.startsWith(PREFIX) ? provider.slice(PREFIX.length) : '';
  const connection = app.settings.cross_app_connections?.find((entry) => entry.provider_app_id === id);
  if (!connection) throw invalidData('Invalid connected app');
  return connection;
}

/** The consent page's URL at the provider app's API origin (the emulator unless the provider names its own). */
export function consentUrl(provider: AppRecord, query: ConsentQuery, emulatorOrigin: string): string {
  assertLocalRedirect(query.redirect_to);
  const url = new URL('/oauth/authorize', provider.config.custom_api_url ?? emulatorOrigin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The person approved at the provider app, logged in as `providerUser`: a code and where to send it. */
export function approveConsent(ctx: EmulatorContext, providerUser: UserRecord, query: ConsentQuery): string {
  assertLocalRedirect(query.redirect_to);
  dropExpired(ctx, 'cross_app_codes');
  const code = randomId(32);
  ctx.repo.put('cross_app_codes', code, {
    requester_app_id: query.client_id,
    provider_app_id: providerUser.app_id,
    provider_user_id: providerUser.id,
    code_challenge: query.code_challenge,
    state_code: query.state,
    requester_origin: new URL(query.redirect_to).origin,
    expires_at: ctx.now() + CROSS_APP_CODE_TTL_MS,
  });
  return returnUrl({ redirect_to: query.redirect_to, state_code: query.state }, providerId(providerUser.app_id), code);
}

/** The code a denial sends back; the widget reports "User denied confirmation during cross-app auth flow". */
const DENIED_CODE = 'error';

export const denyUrl = (query: ConsentQuery) =>
  returnUrl({ redirect_to: query.redirect_to, state_code: query.state }, providerId(query.provider_app_id), DENIED_CODE);

/** Redeems a code once (spent even when a check fails): the requester app, provider, state and verifier must match. */
export function redeemCrossAppCode(
  ctx: EmulatorContext,
  app: AppRecord,
  body: { authorization_code: string; state_code: string; code_verifier: string; provider: string },
): { providerUser: UserRecord; token: CrossAppTokenRecord } {
  const record = ctx.repo.get('cross_app_codes', body.authorization_code);
  if (record) ctx.repo.delete('cross_app_codes', body.authorization_code);
  if (!record || record.requester_app_id !== app.config.id || record.expires_at <= ctx.now()) throw invalidCode();
  if (providerId(record.provider_app_id) !== body.provider) throw invalidCode();
  assertCodeBinding(record, body);
  connectionOf(app, body.provider);
  const providerUser = ctx.repo.get('users', record.provider_user_id);
  if (!providerUser) throw invalidCode();
  const { requester_app_id, provider_app_id, provider_user_id, requester_origin } = record;
  const expires_at = ctx.now() + PROVIDER_TOKEN_TTL_SECONDS * 1000;
  return { providerUser, token: { requester_app_id, provider_app_id, provider_user_id, requester_origin, expires_at } };
}

/** The requester app's `cross_app` account for the provider app's user, with that user's Ethereum embedded wallets. */
export function crossAppAccount(ctx: EmulatorContext, providerUser: UserRecord): Extract<LinkedAccountWire, { type: 'cross_app' }> {
  const embedded_wallets = providerUser.linked_accounts.flatMap((account) =>
    account.type === 'wallet' && account.connector_type === 'embedded' && account.chain_type === 'ethereum' ? [{ address: account.address }] : [],
  );
  return {
    type: 'cross_app',
    subject: providerUser.id,
    embedded_wallets,
    smart_wallets: [],
    provider_app_id: providerUser.app_id,
    ...verifiedNow(toSeconds(ctx.now())),
  };
}

/** An opaque provider token, stored hashed, and its answer. */
export function issueProviderToken(ctx: EmulatorContext, grant: CrossAppTokenRecord) {
  dropExpired(ctx, 'cross_app_tokens');
  const access_token = randomId(32);
  ctx.repo.put('cross_app_tokens', hashToken(access_token), grant);
  return { provider: providerId(grant.provider_app_id), access_token, access_token_expires_in_seconds: PROVIDER_TOKEN_TTL_SECONDS };
}

export const TOKEN_REQUIRED = 'Transactions require a valid token';
export const READ_ONLY = 'Cannot transact against a read-only provider app';

/**
 * The transact page's check of a provider token: live, of an existing provider user, for a page at the requester
 * origin it was granted to, and of a connection that may transact.
 */
export function checkProviderToken(ctx: EmulatorContext, token: string, callbackUrl: string): { grant: CrossAppTokenRecord; providerUser: UserRecord } {
  const grant = ctx.repo.get('cross_app_tokens', hashToken(token));
  const providerUser = grant && ctx.repo.get('users', grant.provider_user_id);
  const callbackOrigin = URL.canParse(callbackUrl) ? new URL(callbackUrl).origin : null;
  if (!grant || !providerUser || grant.expires_at <= ctx.now() || callbackOrigin !== grant.requester_origin) {
    throw new ApiError(401, 'missing_or_invalid_token', TOKEN_REQUIRED);
  }
  const requester = ctx.repo.get('apps', grant.requester_app_id);
  const connection = requester?.settings.cross_app_connections?.find((entry) => entry.provider_app_id === grant.provider_app_id);
  if (!connection) throw new ApiError(401, 'missing_or_invalid_token', TOKEN_REQUIRED);
  if (connection.read_only) throw new ApiError(403, 'read_only_provider_app', READ_ONLY);
  return { grant, providerUser };
}
