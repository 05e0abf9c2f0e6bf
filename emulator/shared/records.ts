import type { AppConfigWire, CustomMetadata, LinkedAccountWire, OAuthProvider, UserWire } from '../../schemas';
import type * as z from 'zod/mini';
import type { FarcasterSignerAnswer, FarcasterStatusAnswer } from '../../schemas/farcaster';

/**
 * The automatic method's literal is the provider's own name (spec section 3): the provider keeps its key. With
 * `google-drive` the key is in the user's stand-in Google Drive (cloud-drive/); iCloud is not emulated.
 */
export const RECOVERY_METHODS = ['privy', 'user-passcode', 'google-drive'] as const;
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number];

/** Shapes the emulator stores. Wire-facing parts reuse the wire types so answers cannot drift. */

type StoredAppConfig = z.output<typeof AppConfigWire>;

/** Settings the provider keeps on its side and never sends to the client. */
interface AppServerSettings {
  /** Lower-cased addresses allowed to log in; empty means everyone. */
  allowlist: string[];
  access_token_ttl_seconds: number;
  /** How tokens of the app's own auth provider are verified at custom_jwt_account/authenticate. */
  custom_auth?: CustomAuthSettings;
  /** Calling-code prefixes ("+7") whose numbers get no SMS code (not_supported); none when absent. */
  sms_unsupported_regions?: string[];
  /** The token of the bot in `telegram_auth_config`: Telegram signs login data with it. */
  telegram_bot_token?: string;
  /** The passkey relying party id; the calling page's hostname when absent. */
  passkey_rp_id?: string;
  /** The provider apps this app may log in with (cross-app); none when absent. */
  cross_app_connections?: CrossAppConnectionSetting[];
}

/** One provider app a requester app is connected to; a read-only one cannot transact. */
export interface CrossAppConnectionSetting {
  provider_app_id: string;
  read_only: boolean;
}

/** One of `jwks_url` or `public_key_jwk` holds the provider's keys; `issuer` and `audience` are checked when set. */
export interface CustomAuthSettings {
  jwks_url?: string;
  public_key_jwk?: JsonWebKey;
  issuer?: string;
  audience?: string;
}

export interface AppRecord {
  config: StoredAppConfig;
  settings: AppServerSettings;
}

export interface UserRecord {
  id: string;
  app_id: string;
  created_at: number;
  linked_accounts: LinkedAccountWire[];
  mfa_methods: NonNullable<UserWire['mfa_methods']>;
  has_accepted_terms: boolean;
  is_guest: boolean;
  custom_metadata: CustomMetadata;
  /** SHA-256 of a guest's credential, which finds the guest again; dropped when the guest is upgraded. */
  guest_credential_hash?: string;
}

export interface AccountIndexEntry {
  user_id: string;
}

export interface SessionRecord {
  id: string;
  app_id: string;
  user_id: string;
  created_at: number;
  /**
   * When the person last proved who they are (ms): the login that opened the session, kept by refreshes and forks, so
   * a refreshed or forked token is never "fresh". Absent in records stored before it existed (created_at then).
   */
  authenticated_at?: number;
  revoked_at: number | null;
}

/** `refresh` tokens rotate through POST /sessions; `recovery` tokens open a forked session once. */
export type RefreshTokenKind = 'refresh' | 'recovery';

/** Keyed by the SHA-256 of the token: the token itself is never stored. */
export interface RefreshTokenRecord {
  session_id: string;
  kind: RefreshTokenKind;
  expires_at: number;
  used_at: number | null;
  /** Once used: the next refresh token, sealed with this one (see rotateRefreshToken). */
  successor?: string | null;
}

export interface CodeRecord {
  code: string;
  expires_at: number;
  failed_attempts: number;
}

/** A test captcha token (keyed by the token): single use, deleted when spent. */
export interface CaptchaTokenRecord {
  site_key: string;
  expires_at: number;
}

/** The identity a person approved at an emulated OAuth provider's page (the provider's fields of section 3.2). */
export interface OAuthIdentity {
  subject: string;
  name?: string;
  email?: string;
  username?: string;
  vanity_name?: string;
  profile_picture_url?: string;
}

/** An oauth/init request waiting at the provider's page (keyed by its random id): PKCE challenge, state and return URL. */
export interface OAuthRequestRecord {
  app_id: string;
  provider: OAuthProvider;
  redirect_to: string;
  code_challenge: string;
  state_code: string;
  expires_at: number;
}

/** An authorization code the provider's page issued (keyed by the code): single use, short-lived. */
export interface OAuthCodeRecord {
  app_id: string;
  provider: OAuthProvider;
  code_challenge: string;
  state_code: string;
  identity: OAuthIdentity;
  expires_at: number;
}

/** How a code reaches a person. */
export type DeliveryChannel = 'email' | 'sms';

export interface OutboxMessage {
  to: string;
  channel: DeliveryChannel;
  /** A login or MFA code; absent in a notice. */
  code?: string;
  /** A security notice's text (say, a wallet restored on a new device); absent in a code. */
  notice?: string;
  sentAt: string;
}

/** Times (ms) of recent attempts under one rate-limit key. */
export interface RateLimitWindow {
  hits: number[];
}

export interface AnalyticsEventRecord {
  app_id: string;
  event_name: string;
  client_id: string | null;
  payload: Record<string, unknown>;
  received_at: string;
}

/** The signing key as a private JWK, so tokens still verify after a restart. */
export interface SigningKeyRecord {
  kid: string;
  private_jwk: JsonWebKey;
}

/** A passkey ceremony's challenge: single use, for one app, one relying party and (link) one session. */
export interface PasskeyChallengeRecord {
  challenge: string;
  app_id: string;
  rp_id: string;
  expires_at: number;
  /** The session a link or MFA ceremony belongs to; absent for login. */
  session_id?: string;
}

/**
 * A user's MFA secrets (keyed by user id); which methods are enrolled is the user's `mfa_methods`. The TOTP secret
 * is base32; one awaiting its first code is `pending_totp` until totp/enroll.
 */
export interface MfaFactorsRecord {
  sms_phone_number?: string;
  totp_secret?: string;
  /** The last TOTP time step accepted, so a code is good once (RFC 6238 section 5.2). */
  totp_last_step?: number;
  pending_totp?: { secret: string; expires_at: number };
}

/** An MFA proof (keyed by the SHA-256 of the token: the token itself is never stored), for one user of one app. */
export interface MfaProofRecord {
  app_id: string;
  user_id: string;
  expires_at: number;
}

/** A user's wrong MFA answers with one factor (keyed `{userId}:{factor}`), across lock-outs; deleted by a right one. */
export interface MfaAttemptsRecord {
  failures: number;
  /** Every try is refused until then (milliseconds since the epoch; in the past when not locked). */
  locked_until: number;
}

/** A Sign-In With Ethereum nonce (keyed `{appId}:{nonce}`): single use, short-lived, for one address. */
export interface SiweNonceRecord {
  /** Lower-cased: the message must be signed for this address. */
  address: string;
  issued_at: number;
  expires_at: number;
}

/** What verifies a passkey's assertions (keyed `{appId}:{credentialId}`); the account itself is on the user. */
export interface PasskeyCredentialRecord {
  user_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: string[];
}

/**
 * What the provider holds of an embedded wallet (keyed `{appId}:{lower-case address}`): the auth share and the
 * recovery share sealed for the user's method. Neither alone rebuilds the key; see embedded-wallet/keys/index.ts.
 * One per secret: the primary HD wallet (whose shares also open its further indexes, which have only an account on
 * the user) and each imported key.
 */
export interface EmbeddedWalletRecord {
  user_id: string;
  /** Checksummed, as the wallet account shows it. */
  address: string;
  wallet_index: number;
  /** An imported private key rather than HD entropy; absent (HD) in records stored before imports existed. */
  imported?: boolean;
  recovery_method: RecoveryMethod;
  /** base64url. */
  auth_share: string;
  /** A recovery envelope (keys/recovery-envelope.ts). */
  encrypted_recovery_share: string;
  /**
   * Only for `privy` (the automatic method): its recovery key wrapped by the key service (kms/), which alone can open
   * it, so this record alone rebuilds nothing. `google-drive`'s key is in the user's drive, never here.
   */
  recovery_key: string | null;
  /** The device share's x coordinate (its last byte), so a recovering device can rebuild that very share. */
  device_share_x?: number;
  /** The frames (devices) whose proof releases this wallet's shares: the public keys of their device key pairs. */
  device_keys?: DeviceKeyRecord[];
}

/** A device key pair's public half, registered when its frame created, imported or recovered the wallet. */
interface DeviceKeyRecord {
  /** RFC 7638 thumbprint of the public JWK (the DPoP proof's key id). */
  jkt: string;
  public_jwk: Record<string, unknown>;
  registered_at: number;
}

/** A single-use server nonce for device proofs (keyed by the nonce). */
export interface DeviceNonceRecord {
  expires_at: number;
}

/** A recovery key handed to the frame for one address and one user, waiting for the shares it sealed. */
export interface RecoveryKeyRecord {
  /** Wrapped by the key service (kms/). */
  key: string;
  expires_at: number;
}

/**
 * A recovery oauth/init request waiting at the stand-in Google Drive's consent page (keyed by its random id): for one
 * user of one app, with its PKCE challenge, state and return URL.
 */
export interface RecoveryOAuthRequestRecord {
  app_id: string;
  user_id: string;
  redirect_to: string;
  code_challenge: string;
  state_code: string;
  expires_at: number;
}

/** A code the consent page issued (keyed by the code): single use, short-lived, for the request's user and app. */
export type RecoveryOAuthCodeRecord = Omit<RecoveryOAuthRequestRecord, 'redirect_to'>;

/** A stand-in Google Drive access token (keyed by its SHA-256: the token itself is never stored). */
export interface CloudDriveTokenRecord {
  app_id: string;
  user_id: string;
  expires_at: number;
}

/** A file in a user's stand-in Google Drive (keyed `{appId}:{userId}:{name}`). */
export interface CloudDriveFileRecord {
  content: string;
}

/**
 * A Farcaster login channel (keyed by its channel token): `pending` until the person approves in the (emulated)
 * Farcaster app, then `completed` with the signed message; single use, short-lived, for one app.
 */
export interface FarcasterChannelRecord {
  app_id: string;
  /** The page that called farcaster/init: the message's domain and URI. */
  origin: string;
  nonce: string;
  issued_at: number;
  expires_at: number;
  /** `rejected` in the Farcaster app: status stays pending, as Farcaster's relay never tells the client. */
  state: 'pending' | 'completed' | 'rejected';
  /** What status answers once completed. */
  result?: Required<Pick<FarcasterStatusAnswer, 'message' | 'signature' | 'fid' | 'username'>> &
    Pick<FarcasterStatusAnswer, 'display_name' | 'bio' | 'pfp_url'>;
  /** When authenticate or link spent it. */
  used_at?: number;
}

/** A test Farcaster account the person typed on the emulated Farcaster app (keyed by fid); seeded ones live in code. */
export interface FarcasterAccountRecord {
  fid: number;
  username: string;
  display_name: string | null;
  bio: string | null;
  pfp_url: string | null;
  homepage_url: string | null;
  /** Its custody key: account m/44'/60'/0'/0/{index} of anvil's test mnemonic. */
  custody_index: number;
}

/** An Ed25519 key a user asked to make a signer of their Farcaster account (keyed by the lower-case key). */
export interface FarcasterSignerRecord {
  app_id: string;
  user_id: string;
  fid: number;
  status: FarcasterSignerAnswer['status'];
  created_at: number;
}

/**
 * A code the provider app's consent page issued (keyed by the code): single use, 10 minutes, bound to the requester
 * app, its state and PKCE challenge, and the requester page's origin (which the provider token is later bound to).
 */
export interface CrossAppCodeRecord {
  requester_app_id: string;
  provider_app_id: string;
  provider_user_id: string;
  code_challenge: string;
  state_code: string;
  requester_origin: string;
  expires_at: number;
}

/** A provider token (keyed by its SHA-256): the provider app's user, scoped to one requester app and its origin. */
export type CrossAppTokenRecord = Omit<CrossAppCodeRecord, 'code_challenge' | 'state_code'>;
