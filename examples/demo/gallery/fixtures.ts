import type { AppConfigWire, AuthResponseWire, UserWire } from 'portico';
import type { TelegramAuthResult } from 'portico/plugins/telegram';

/** Fixed times (seconds; noon UTC, the same date in nearly every time zone), so no screen shows when it was opened. */
const JAN_2025 = 1_735_732_800;
const MAR_2025 = 1_740_830_400;

export const SAMPLE_EMAIL = 'ada@example.com';
/** E.164; the screens show it as "+1 415 555 0101". */
export const SAMPLE_PHONE = '+14155550101';
export const SAMPLE_CODE = '123456';
/** What Telegram's login button hands over (the stub refuses it). */
export const SAMPLE_TELEGRAM_AUTH: TelegramAuthResult = { id: 1_000_001, first_name: 'Ada', username: 'ada', auth_date: JAN_2025, hash: '0'.repeat(64) };

/** An app with every login method on and no captcha, as GET /api/v1/apps/{appId} answers. */
export function appConfig(appId: string): AppConfigWire {
  return {
    id: appId,
    name: 'Portico Gallery',
    email_auth: true,
    sms_auth: true,
    google_oauth: true,
    discord_oauth: true,
    github_oauth: true,
    linkedin_oauth: true,
    twitter_oauth: true,
    spotify_oauth: true,
    instagram_oauth: true,
    tiktok_oauth: true,
    apple_oauth: true,
    telegram_auth: true,
    farcaster_auth: true,
    telegram_auth_config: { bot_id: '1000000001', bot_name: 'portico_gallery_bot' },
    passkey_auth: true,
    mfa_methods: ['totp', 'sms', 'passkey'],
    funding_config: { methods: ['moonpay', 'coinbase-onramp', 'external', 'manual'], default_recommended_amount: '0.05', prompt_funding_on_wallet_creation: false },
    wallet_auth: true,
    guest_auth: true,
    terms_and_conditions_url: 'https://example.com/terms',
    privacy_policy_url: 'https://example.com/privacy',
    created_at: JAN_2025,
    updated_at: JAN_2025,
  };
}

const verified = (at: number) => ({ verified_at: at, first_verified_at: at, latest_verified_at: at });

/** A user with an address, a number and two passkeys (LINK_PASSKEY_SCREEN lists them). */
const sampleUser: UserWire = {
  id: 'did:privy:gallery-user-0001',
  created_at: JAN_2025,
  linked_accounts: [
    { type: 'email', address: SAMPLE_EMAIL, ...verified(JAN_2025) },
    { type: 'phone', phoneNumber: SAMPLE_PHONE, ...verified(JAN_2025) },
    {
      type: 'passkey',
      credential_id: 'gallery-passkey-laptop',
      created_with_browser: 'Chrome',
      created_with_os: 'macOS',
      ...verified(JAN_2025),
    },
    { type: 'passkey', credential_id: 'gallery-passkey-key', authenticator_name: 'YubiKey 5C', ...verified(MAR_2025) },
  ],
  has_accepted_terms: true,
};

/**
 * A login answer without tokens ("ignore"): the user is shown as logged in, and no session is stored, so the
 * gallery leaves no token or cookie behind on the demo's origin.
 */
export const loginAnswer: AuthResponseWire = { user: sampleUser, is_new_user: false, session_update_action: 'ignore' };
