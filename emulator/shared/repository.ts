import type {
  AccountIndexEntry,
  AnalyticsEventRecord,
  AppRecord,
  CaptchaTokenRecord,
  CloudDriveFileRecord,
  CloudDriveTokenRecord,
  CodeRecord,
  CrossAppCodeRecord,
  CrossAppTokenRecord,
  DeviceNonceRecord,
  EmbeddedWalletRecord,
  FarcasterAccountRecord,
  FarcasterChannelRecord,
  FarcasterSignerRecord,
  MfaAttemptsRecord,
  MfaFactorsRecord,
  MfaProofRecord,
  OAuthCodeRecord,
  OAuthRequestRecord,
  OutboxMessage,
  PasskeyChallengeRecord,
  PasskeyCredentialRecord,
  RateLimitWindow,
  RecoveryKeyRecord,
  RecoveryOAuthCodeRecord,
  RecoveryOAuthRequestRecord,
  RefreshTokenRecord,
  SessionRecord,
  SigningKeyRecord,
  SiweNonceRecord,
  UserRecord,
} from './records';

/** Every collection the emulator stores and the document each holds. */
export interface Collections {
  apps: AppRecord;
  users: UserRecord;
  /** `{appId}:{type}:{identifier}` -> owning user, e.g. `demo-app-...:email:a@b.c`. */
  account_index: AccountIndexEntry;
  sessions: SessionRecord;
  refresh_tokens: RefreshTokenRecord;
  codes: CodeRecord;
  rate_limits: RateLimitWindow;
  outbox: OutboxMessage;
  analytics: AnalyticsEventRecord;
  signing_keys: SigningKeyRecord;
  captcha_tokens: CaptchaTokenRecord;
  oauth_requests: OAuthRequestRecord;
  oauth_codes: OAuthCodeRecord;
  passkey_challenges: PasskeyChallengeRecord;
  passkey_credentials: PasskeyCredentialRecord;
  siwe_nonces: SiweNonceRecord;
  /** `{appId}:{lower-case address}` -> an embedded wallet's shares held by the provider. */
  embedded_wallets: EmbeddedWalletRecord;
  /** `{appId}:{lower-case address}:{userId}` -> a recovery key issued to the frame, not yet bound to a wallet. */
  embedded_recovery_keys: RecoveryKeyRecord;
  /** A single-use nonce a device proof must carry (60 s). */
  device_nonces: DeviceNonceRecord;
  recovery_oauth_requests: RecoveryOAuthRequestRecord;
  recovery_oauth_codes: RecoveryOAuthCodeRecord;
  /** SHA-256 of a stand-in Google Drive access token -> the app and user it was granted for. */
  cloud_drive_tokens: CloudDriveTokenRecord;
  /** `{appId}:{userId}:{name}` -> a file in that user's stand-in Google Drive. */
  cloud_drive_files: CloudDriveFileRecord;
  /** User id -> the user's MFA secrets (SMS number, TOTP secret). */
  mfa_factors: MfaFactorsRecord;
  /** SHA-256 of an MFA proof token -> the user and app it proves. */
  mfa_proofs: MfaProofRecord;
  /** User id -> wrong MFA answers in the current window. */
  mfa_attempts: MfaAttemptsRecord;
  /** Channel token -> a Farcaster login channel. */
  farcaster_channels: FarcasterChannelRecord;
  /** fid -> a test Farcaster account typed on the emulated Farcaster app. */
  farcaster_accounts: FarcasterAccountRecord;
  /** Lower-case Ed25519 public key -> a Farcaster signer request. */
  farcaster_signers: FarcasterSignerRecord;
  /** A cross-app authorization code -> what it grants (single use). */
  cross_app_codes: CrossAppCodeRecord;
  /** SHA-256 of a provider token -> the provider app's user and the requester app it is scoped to. */
  cross_app_tokens: CrossAppTokenRecord;
}
export type CollectionName = keyof Collections;

interface StoredDocument<T> {
  id: string;
  value: T;
}

/**
 * A small synchronous document store. Synchronous on purpose: a read-check-write between two awaits
 * cannot interleave with another request, which keeps token rotation race-free.
 */
export interface Repository {
  get<C extends CollectionName>(collection: C, id: string): Collections[C] | undefined;
  put<C extends CollectionName>(collection: C, id: string, value: Collections[C]): void;
  delete(collection: CollectionName, id: string): void;
  /** Documents with their ids, in the order they were first stored. */
  list<C extends CollectionName>(collection: C): StoredDocument<Collections[C]>[];
  /** Runs `work` so that either all of its writes land or none do. */
  transaction<T>(work: () => T): T;
  close(): void;
}
