import type { AppConfigWire, AuthResponseWire, LinkedAccountWire, UserWire } from '../../schemas/index';

/** A valid app id: exactly 25 characters. */
export const APP_ID = 'clportico0000000000000001';
export const OTHER_APP_ID = 'clportico0000000000000002';
export const API_URL = 'https://auth.example.test';

/** Seconds since the epoch for a fixed day, and helpers to build verification times around it. */
export const T0 = 1_700_000_000;

export function times(firstVerifiedAt: number, latestVerifiedAt = firstVerifiedAt, verifiedAt = latestVerifiedAt) {
  return { verified_at: verifiedAt, first_verified_at: firstVerifiedAt, latest_verified_at: latestVerifiedAt };
}

function emailAccount(address: string, firstVerifiedAt = T0): LinkedAccountWire {
  return { type: 'email', address, ...times(firstVerifiedAt) };
}

export function wireUser(overrides: Partial<UserWire> = {}): UserWire {
  return {
    id: 'did:privy:user-1',
    created_at: T0,
    linked_accounts: [emailAccount('ada@example.com')],
    mfa_methods: [],
    has_accepted_terms: false,
    is_guest: false,
    custom_metadata: {},
    ...overrides,
  };
}

export function authAnswer(overrides: Partial<AuthResponseWire> = {}): AuthResponseWire {
  return {
    user: wireUser(),
    token: 'access-token',
    refresh_token: 'refresh-token',
    identity_token: 'identity-token',
    is_new_user: false,
    session_update_action: 'set',
    ...overrides,
  };
}

export function appConfigWire(overrides: Partial<AppConfigWire> = {}): AppConfigWire {
  return { id: APP_ID, name: 'Portico test app', email_auth: true, ...overrides };
}
