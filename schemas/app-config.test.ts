import { describe, expect, it } from 'vitest';
import { AppConfigSchema, type AppConfig, type AppConfigWire } from './app-config';
import { OAUTH_PROVIDERS } from './names';

const allOff = Object.fromEntries(
  ['email', 'sms', 'wallet', 'farcaster', 'passkey', 'telegram', 'guest', 'custom_auth', ...OAUTH_PROVIDERS].map((m) => [m, false]),
) as AppConfig['enabledMethods'];

describe('AppConfigSchema', () => {
  it('parses a minimal config (id and name) with the defaults', () => {
    const config = AppConfigSchema.parse({ id: 'app-1', name: 'Minimal' });
    expect(config).toEqual({
      id: 'app-1',
      name: 'Minimal',
      verificationKey: null,
      logoUrl: null,
      accentColor: null,
      showWalletLoginFirst: false,
      allowlist: { errorTitle: null, errorDetail: null, ctaText: null, ctaLink: null },
      enabledMethods: allOff,
      legal: { termsUrl: null, privacyUrl: null, requireUsersAcceptTerms: false },
      embeddedWallets: { createOnLogin: 'off', userOwnedRecoveryOptions: [], requireUserOwnedRecoveryOnCreate: false },
      customApiUrl: null,
      walletConnectProjectId: null,
      fiatOnRampEnabled: false,
      captcha: { enabled: false, siteKey: null },
      createdAt: null,
      updatedAt: null,
      mfaMethods: [],
      enforceWalletUis: false,
      legacyWalletUiConfig: false,
      telegram: null,
      funding: null,
      appearance: { walletList: [], colorScheme: 'light' },
      externalWallets: { walletConnectEnabled: false },
      maxUsers: null,
      chains: [],
      loginOrder: null,
      intl: { defaultCountry: 'US' },
    } satisfies AppConfig);
  });

  it('maps every field of a full config', () => {
    const wire: AppConfigWire = {
      id: 'app-2',
      name: 'Full',
      verification_key: '-----BEGIN PUBLIC KEY-----',
      logo_url: 'https://logo.example/l.png',
      accent_color: '#123456',
      show_wallet_login_first: true,
      allowlist_config: { error_title: 'No entry', error_detail: 'Invite only', cta_text: 'Ask', cta_link: 'https://ask' },
      wallet_auth: true,
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
      farcaster_auth: true,
      passkey_auth: true,
      telegram_auth: true,
      guest_auth: true,
      custom_jwt_auth: true,
      terms_and_conditions_url: 'https://terms',
      privacy_policy_url: 'https://privacy',
      require_users_accept_terms: true,
      embedded_wallet_config: {
        create_on_login: 'users-without-wallets',
        user_owned_recovery_options: ['user-passcode', 'google-drive'],
        require_user_owned_recovery_on_create: true,
      },
      custom_api_url: 'https://custom.api',
      wallet_connect_cloud_project_id: 'wc-project',
      fiat_on_ramp_enabled: true,
      captcha_enabled: true,
      captcha_site_key: 'site-key',
      created_at: 1_700_000_000,
      updated_at: 1_700_000_100,
      mfa_methods: ['sms', 'totp', 'passkey'],
      enforce_wallet_uis: true,
      legacy_wallet_ui_config: true,
      telegram_auth_config: { bot_id: '123', bot_name: 'porticobot', link_enabled: true, seamless_auth_enabled: true },
      funding_config: {
        methods: ['moonpay', 'coinbase-onramp'],
        default_recommended_amount: '0.1',
        default_recommended_currency: 'ETH',
        prompt_funding_on_wallet_creation: true,
      },
      appearance: { wallet_list: ['metamask', 'rainbow'], color_scheme: 'dark' },
      external_wallets: { wallet_connect_enabled: true },
      legal: { terms_url: 'https://ignored-terms', privacy_url: 'https://ignored-privacy' },
      max_users: 1000,
      chains: [1, 8453],
      login_methods_and_order: { primary: ['email', 'google'], overflow: ['sms'] },
      intl_config: { default_country: 'gb' },
    };
    const config = AppConfigSchema.parse(wire);
    expect(config).toEqual({
      id: 'app-2',
      name: 'Full',
      verificationKey: '-----BEGIN PUBLIC KEY-----',
      logoUrl: 'https://logo.example/l.png',
      accentColor: '#123456',
      showWalletLoginFirst: true,
      allowlist: { errorTitle: 'No entry', errorDetail: 'Invite only', ctaText: 'Ask', ctaLink: 'https://ask' },
      enabledMethods: Object.fromEntries(Object.keys(allOff).map((m) => [m, true])) as AppConfig['enabledMethods'],
      legal: { termsUrl: 'https://terms', privacyUrl: 'https://privacy', requireUsersAcceptTerms: true },
      embeddedWallets: {
        createOnLogin: 'users-without-wallets',
        userOwnedRecoveryOptions: ['user-passcode', 'google-drive'],
        requireUserOwnedRecoveryOnCreate: true,
      },
      customApiUrl: 'https://custom.api',
      walletConnectProjectId: 'wc-project',
      fiatOnRampEnabled: true,
      captcha: { enabled: true, siteKey: 'site-key' },
      createdAt: new Date(1_700_000_000_000),
      updatedAt: new Date(1_700_000_100_000),
      mfaMethods: ['sms', 'totp', 'passkey'],
      enforceWalletUis: true,
      legacyWalletUiConfig: true,
      telegram: { botId: '123', botName: 'porticobot', linkEnabled: true, seamlessAuthEnabled: true },
      funding: {
        methods: ['moonpay', 'coinbase-onramp'],
        defaultRecommendedAmount: '0.1',
        defaultRecommendedCurrency: 'ETH',
        promptFundingOnWalletCreation: true,
      },
      appearance: { walletList: ['metamask', 'rainbow'], colorScheme: 'dark' },
      externalWallets: { walletConnectEnabled: true },
      maxUsers: 1000,
      chains: [1, 8453],
      loginOrder: { primary: ['email', 'google'], overflow: ['sms'] },
      intl: { defaultCountry: 'GB' },
    } satisfies AppConfig);
  });

  it('enables each method from its own flag', () => {
    const flags: Record<string, keyof AppConfig['enabledMethods']> = {
      email_auth: 'email',
      sms_auth: 'sms',
      wallet_auth: 'wallet',
      farcaster_auth: 'farcaster',
      passkey_auth: 'passkey',
      telegram_auth: 'telegram',
      guest_auth: 'guest',
      custom_jwt_auth: 'custom_auth',
      ...Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_oauth`, p])),
    };
    for (const [flag, method] of Object.entries(flags)) {
      const { enabledMethods } = AppConfigSchema.parse({ id: 'a', name: 'n', [flag]: true });
      expect(Object.entries(enabledMethods).filter(([, on]) => on).map(([m]) => m), flag).toEqual([method]);
    }
  });

  it('falls back to the legal block for the terms and privacy URLs', () => {
    const config = AppConfigSchema.parse({ id: 'a', name: 'n', legal: { terms_url: 'https://t', privacy_url: 'https://p' } });
    expect(config.legal).toEqual({ termsUrl: 'https://t', privacyUrl: 'https://p', requireUsersAcceptTerms: false });
  });

  it('treats an unknown colour scheme as light and accepts nulls for optional blocks', () => {
    const config = AppConfigSchema.parse({
      id: 'a',
      name: 'n',
      appearance: { color_scheme: 'neon' },
      allowlist_config: null,
      embedded_wallet_config: null,
      telegram_auth_config: null,
      logo_url: null,
    });
    expect(config.appearance).toEqual({ walletList: [], colorScheme: 'light' });
    expect(config.telegram).toBeNull();
    expect(config.embeddedWallets.createOnLogin).toBe('off');
  });

  it('reads the Ethereum wallet creation setting the provider answers per chain before its one dashboard setting', () => {
    const config = AppConfigSchema.parse({
      id: 'a',
      name: 'n',
      embedded_wallet_config: { create_on_login: 'off', ethereum: { create_on_login: 'all-users' }, solana: { create_on_login: 'off' }, mode: 'legacy-embedded-wallets-only' },
    });
    expect(config.embeddedWallets.createOnLogin).toBe('all-users');
  });

  it('rejects a config without id or name, or with a wrong field type', () => {
    expect(AppConfigSchema.safeParse({ name: 'n' }).success).toBe(false);
    expect(AppConfigSchema.safeParse({ id: 'a' }).success).toBe(false);
    expect(AppConfigSchema.safeParse({ id: 'a', name: 'n', email_auth: 'yes' }).success).toBe(false);
    expect(AppConfigSchema.safeParse({ id: 'a', name: 'n', mfa_methods: ['email'] }).success).toBe(false);
    expect(
      AppConfigSchema.safeParse({ id: 'a', name: 'n', embedded_wallet_config: { create_on_login: 'sometimes' } }).success,
    ).toBe(false);
  });
});
