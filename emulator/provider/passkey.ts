import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { toSeconds, type LinkedAccountWire } from '../../schemas';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '../../schemas/passkey';
import type { EmulatorContext, EmulatorEnv } from './context';
import { isLocalOrigin } from './cors';
import { ApiError, invalidData } from '../shared/http-error';
import { localCallingOrigin } from './origin';
import type { AppRecord, PasskeyChallengeRecord, UserRecord } from '../shared/records';
import { verifiedNow } from './users';

/** Passkeys (sections 5 and 7): WebAuthn ceremonies checked with @simplewebauthn/server. */

const MAX_PASSKEYS = 5;
const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

type PasskeyAccountWire = Extract<LinkedAccountWire, { type: 'passkey' }>;

/** Authenticator names of a few well-known AAGUIDs (the passkey provider registry's names). */
const AUTHENTICATOR_NAMES: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  'cb69481e-8ff7-4039-93ec-0a2729a154a8': 'YubiKey 5 Series',
  'ee882879-721c-4913-9775-3dfcce97072a': 'YubiKey 5 Series',
};

const authenticatorName = (aaguid: string): string | null => AUTHENTICATOR_NAMES[aaguid.toLowerCase()] ?? null;

/** A tiny User-Agent reading: the browser and the operating system a passkey was created with. */
export function parseUserAgent(userAgent: string | undefined): { browser: string | null; os: string | null } {
  const ua = userAgent ?? '';
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /Firefox\/|FxiOS\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\/|CriOS\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux|X11/.test(ua)
            ? 'Linux'
            : null;
  return { browser, os };
}

/** Passkey login or link is refused unless the app enabled passkeys. */
export function assertPasskeysAllowed(app: AppRecord): void {
  if (!app.config.passkey_auth) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with passkey is not allowed for this app');
  }
}

/** A passkey may also be linked for MFA alone (section 4: "adding a passkey links it then enrols"). */
function assertPasskeyLinkAllowed(app: AppRecord): void {
  if (!app.config.mfa_methods?.includes('passkey')) assertPasskeysAllowed(app);
}

/** The relying party: the app's `passkey_rp_id`, else the calling page's hostname. */
function relyingPartyId(c: Context<EmulatorEnv>): string {
  const origin = localCallingOrigin(c);
  return c.get('app').settings.passkey_rp_id ?? (origin ? new URL(origin).hostname : 'localhost');
}

/** `auth`: login, keyed by the challenge; `link` and `mfa`: one ceremony per session, keyed by the session. */
const challengeKey = (appId: string, kind: 'auth' | 'link' | 'mfa', id: string) => `${appId}:${kind}:${id}`;

/** Request options whose challenge is stored under `key`; an MFA ceremony's belong to a session and its passkeys. */
async function assertionOptions(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  key: (challenge: string) => string,
  mfa?: { sessionId: string; credentialIds: string[] },
) {
  const app = c.get('app');
  const rpID = relyingPartyId(c);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: 60_000,
    ...(mfa && { allowCredentials: mfa.credentialIds.map((id) => ({ id })) }),
  });
  ctx.repo.put('passkey_challenges', key(options.challenge), {
    challenge: options.challenge,
    app_id: app.config.id,
    rp_id: rpID,
    expires_at: ctx.now() + PASSKEY_CHALLENGE_TTL_MS,
    ...(mfa && { session_id: mfa.sessionId }),
  });
  return { relying_party: rpID, options };
}

export async function authenticationOptions(ctx: EmulatorContext, c: Context<EmulatorEnv>) {
  const app = c.get('app');
  assertPasskeysAllowed(app);
  return assertionOptions(ctx, c, (challenge) => challengeKey(app.config.id, 'auth', challenge));
}

/** Options for an MFA assertion by one of `credentialIds`, bound to the caller's session (a new one replaces it). */
export async function mfaAuthenticationOptions(ctx: EmulatorContext, c: Context<EmulatorEnv>, credentialIds: string[]) {
  const sessionId = c.get('session').id;
  return assertionOptions(ctx, c, () => challengeKey(c.get('app').config.id, 'mfa', sessionId), { sessionId, credentialIds });
}

export async function registrationOptions(ctx: EmulatorContext, c: Context<EmulatorEnv>, user: UserRecord) {
  const app = c.get('app');
  assertPasskeyLinkAllowed(app);
  assertRoomForPasskey(user);
  const rpID = relyingPartyId(c);
  const passkeys = user.linked_accounts.filter((a): a is PasskeyAccountWire => a.type === 'passkey');
  const email = user.linked_accounts.find((a) => a.type === 'email');
  const options = await generateRegistrationOptions({
    rpName: app.config.name ?? 'Portico',
    rpID,
    userName: email && 'address' in email ? email.address : user.id,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    challenge: randomBytes(32),
    excludeCredentials: passkeys.map((p) => ({ id: p.credential_id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: 60_000,
  });
  // One link ceremony per session: a new one replaces the previous challenge.
  ctx.repo.put('passkey_challenges', challengeKey(app.config.id, 'link', c.get('session').id), {
    challenge: options.challenge,
    app_id: app.config.id,
    rp_id: rpID,
    session_id: c.get('session').id,
    expires_at: ctx.now() + PASSKEY_CHALLENGE_TTL_MS,
  });
  return { relying_party: rpID, options };
}

/** Takes the challenge out of the store (single use) and checks it is alive and for this relying party (if named). */
function takeChallenge(ctx: EmulatorContext, key: string, relyingParty: string | undefined) {
  const record = ctx.repo.transaction(() => {
    const found = ctx.repo.get('passkey_challenges', key);
    if (found) ctx.repo.delete('passkey_challenges', key);
    return found;
  });
  if (!record || record.expires_at <= ctx.now()) throw invalidPasskey('Unknown or expired passkey challenge');
  if (relyingParty !== undefined && record.rp_id !== relyingParty) throw invalidPasskey('The relying party does not match the challenge');
  return record;
}

const invalidPasskey = (message: string) => new ApiError(401, 'invalid_credentials', message);

/**
 * The page the ceremony ran on, from the client data: it must be local and, when the request names its origin, the
 * page that called (a request with none, from a server or a test, is checked by the client data alone).
 */
function expectedOrigin(c: Context<EmulatorEnv>, clientDataJson: string): string {
  const fromRequest = localCallingOrigin(c);
  let origin: unknown;
  try {
    origin = JSON.parse(Buffer.from(clientDataJson, 'base64url').toString('utf8')).origin;
  } catch {
    throw invalidData('Invalid authenticator_response.response.client_data_json');
  }
  if (typeof origin !== 'string' || !isLocalOrigin(origin) || (fromRequest !== undefined && origin !== fromRequest)) {
    throw invalidPasskey('The passkey was used on an origin this app does not allow');
  }
  return origin;
}

const toAuthenticationJson = (r: PasskeyAuthenticationResponse): AuthenticationResponseJSON => ({
  id: r.id,
  rawId: r.raw_id,
  response: {
    clientDataJSON: r.response.client_data_json,
    authenticatorData: r.response.authenticator_data,
    signature: r.response.signature,
    ...(r.response.user_handle ? { userHandle: r.response.user_handle } : {}),
  },
  ...(r.authenticator_attachment ? { authenticatorAttachment: r.authenticator_attachment } : {}),
  clientExtensionResults: (r.client_extension_results ?? {}) as AuthenticationResponseJSON['clientExtensionResults'],
  type: 'public-key',
});

const toRegistrationJson = (r: PasskeyRegistrationResponse): RegistrationResponseJSON => ({
  id: r.id,
  rawId: r.raw_id,
  response: {
    clientDataJSON: r.response.client_data_json,
    attestationObject: r.response.attestation_object,
    ...(r.response.transports ? { transports: r.response.transports as AuthenticatorTransport[] } : {}),
  },
  ...(r.authenticator_attachment ? { authenticatorAttachment: r.authenticator_attachment } : {}),
  clientExtensionResults: (r.client_extension_results ?? {}) as RegistrationResponseJSON['clientExtensionResults'],
  type: 'public-key',
});

const credentialKey = (appId: string, credentialId: string) => `${appId}:${credentialId}`;

/**
 * Checks a login assertion: the challenge (single use, from authenticate/init), origin, RP ID, user verification,
 * the signature with the stored key, and a signature counter that never goes backwards. Returns the owner's id.
 */
export async function verifyPasskeyLogin(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  body: { relying_party: string; challenge: string; authenticator_response: PasskeyAuthenticationResponse },
): Promise<{ userId: string; credentialId: string }> {
  const app = c.get('app');
  assertPasskeysAllowed(app);
  const response = body.authenticator_response;
  const origin = expectedOrigin(c, response.response.client_data_json);
  const challenge = takeChallenge(ctx, challengeKey(app.config.id, 'auth', body.challenge), body.relying_party);
  return verifyAssertion(ctx, c, response, origin, challenge);
}

/** Checks an MFA assertion as a login one, for the session's challenge of mfaAuthenticationOptions. */
export async function verifyPasskeyMfa(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  response: PasskeyAuthenticationResponse,
  relyingParty: string | undefined,
): Promise<{ userId: string; credentialId: string }> {
  const origin = expectedOrigin(c, response.response.client_data_json);
  const challenge = takeChallenge(ctx, challengeKey(c.get('app').config.id, 'mfa', c.get('session').id), relyingParty);
  return verifyAssertion(ctx, c, response, origin, challenge);
}

/** Runs a @simplewebauthn check; what it throws becomes an invalid-passkey error. */
async function verifying<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    throw invalidPasskey(`Passkey verification failed: ${(error as Error).message}`);
  }
}

/** The signature with the stored key, user verification, origin and RP ID, and a counter that never goes backwards. */
async function verifyAssertion(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  response: PasskeyAuthenticationResponse,
  origin: string,
  challenge: PasskeyChallengeRecord,
): Promise<{ userId: string; credentialId: string }> {
  const key = credentialKey(c.get('app').config.id, response.id);
  const stored = ctx.repo.get('passkey_credentials', key);
  if (!stored) throw invalidPasskey('Unknown passkey');
  const result = await verifying(() =>
    verifyAuthenticationResponse({
      response: toAuthenticationJson(response),
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: challenge.rp_id,
      requireUserVerification: true,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
    }),
  );
  if (!result.verified) throw invalidPasskey('Passkey verification failed');
  // Re-read: no await between this read and the write.
  const current = ctx.repo.get('passkey_credentials', key);
  if (!current || result.authenticationInfo.newCounter < current.counter) throw invalidPasskey('Passkey counter went backwards');
  ctx.repo.put('passkey_credentials', key, { ...current, counter: result.authenticationInfo.newCounter });
  return { userId: stored.user_id, credentialId: response.id };
}

/** At most 5 passkeys per user. */
export function assertRoomForPasskey(user: UserRecord): void {
  if (user.linked_accounts.filter((a) => a.type === 'passkey').length >= MAX_PASSKEYS) {
    throw new ApiError(400, 'cannot_link_more_of_type', 'Cannot link more passkeys to account.');
  }
}

/** Checks a registration for the session's link challenge and returns the new passkey account (not yet saved). */
export async function verifyPasskeyRegistration(
  ctx: EmulatorContext,
  c: Context<EmulatorEnv>,
  body: { relying_party: string; authenticator_response: PasskeyRegistrationResponse },
): Promise<{ account: PasskeyAccountWire; publicKey: string; counter: number; transports: string[] }> {
  const app = c.get('app');
  assertPasskeyLinkAllowed(app);
  const response = body.authenticator_response;
  const origin = expectedOrigin(c, response.response.client_data_json);
  const record = takeChallenge(ctx, challengeKey(app.config.id, 'link', c.get('session').id), body.relying_party);
  if (record.session_id !== c.get('session').id) throw invalidPasskey('The challenge belongs to another session');
  const result = await verifying(() =>
    verifyRegistrationResponse({
      response: toRegistrationJson(response),
      expectedChallenge: record.challenge,
      expectedOrigin: origin,
      expectedRPID: record.rp_id,
      requireUserVerification: true,
    }),
  );
  if (!result.verified || !result.registrationInfo) throw invalidPasskey('Passkey verification failed');
  const { credential, aaguid } = result.registrationInfo;
  const publicKey = Buffer.from(credential.publicKey).toString('base64url');
  const { browser, os } = parseUserAgent(c.req.header('user-agent'));
  const account: PasskeyAccountWire = {
    type: 'passkey',
    credential_id: credential.id,
    public_key: publicKey,
    enrolled_in_mfa: false,
    authenticator_name: authenticatorName(aaguid),
    created_with_device: null,
    created_with_os: os,
    created_with_browser: browser,
    ...verifiedNow(toSeconds(ctx.now())),
  };
  return { account, publicKey, counter: credential.counter, transports: credential.transports ?? response.response.transports ?? [] };
}
