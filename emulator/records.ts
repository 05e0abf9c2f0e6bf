import type { AppConfigWire, CustomMetadata, LinkedAccountWire, UserWire } from '../schemas';
import type * as z from 'zod/mini';

/** Shapes the emulator stores. Wire-facing parts reuse the wire types so answers cannot drift. */

export type StoredAppConfig = z.output<typeof AppConfigWire>;

/** Settings the provider keeps on its side and never sends to the client. */
export interface AppServerSettings {
  /** Lower-cased addresses allowed to log in; empty means everyone. */
  allowlist: string[];
  access_token_ttl_seconds: number;
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
}

export interface AccountIndexEntry {
  user_id: string;
}

export interface SessionRecord {
  id: string;
  app_id: string;
  user_id: string;
  created_at: number;
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
}

export interface CodeRecord {
  code: string;
  expires_at: number;
  failed_attempts: number;
}

/** How a code reaches a person; SMS joins later. */
export type DeliveryChannel = 'email';

export interface OutboxMessage {
  to: string;
  channel: DeliveryChannel;
  code: string;
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
