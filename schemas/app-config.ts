import * as z from 'zod/mini';
import { MFA_METHOD_TYPES, OAUTH_PROVIDERS, type MfaMethodType, type OAuthProvider } from './names';
import { fromSeconds } from './time';

const text = z.nullish(z.string());
const on = z._default(z.boolean(), false);
const createOnLogin = z.enum(['off', 'users-without-wallets', 'all-users']);

export const LOGIN_METHODS = [
  'email',
  'sms',
  ...OAUTH_PROVIDERS,
  'farcaster',
  'telegram',
  'wallet',
  'passkey',
] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The app configuration answer of GET /api/v1/apps/{appId}. Unset fields take the provider's defaults. */
export const AppConfigWire = z.object({
  id: z.string(),
  name: z.string(),
  verification_key: text,
  logo_url: text,
  accent_color: text,
  show_wallet_login_first: on,
  allowlist_config: z.nullish(
    z.object({ error_title: text, error_detail: text, cta_text: text, cta_link: text }),
  ),
  wallet_auth: on,
  email_auth: on,
  sms_auth: on,
  ...(Object.fromEntries(OAUTH_PROVIDERS.map((p) => [`${p}_oauth`, on])) as Record<`${OAuthProvider}_oauth`, typeof on>),
  farcaster_auth: on,
  passkey_auth: on,
  telegram_auth: on,
  guest_auth: on,
  custom_jwt_auth: on,
  terms_and_conditions_url: text,
  privacy_policy_url: text,
  require_users_accept_terms: on,
  embedded_wallet_config: z.nullish(
    z.object({
      // The dashboard's one setting; the provider answers it per chain too, and its own SDK reads only those.
      create_on_login: z._default(createOnLogin, 'off'),
      ethereum: z.optional(z.object({ create_on_login: createOnLogin })),
      solana: z.optional(z.object({ create_on_login: createOnLogin })),
      /** Where keys live; `legacy-embedded-wallets-only` is the provider's frame holding the shares, as here. */
      mode: z.optional(z.string()),
      user_owned_recovery_options: z._default(z.array(z.string()), []),
      require_user_owned_recovery_on_create: on,
    }),
  ),
  custom_api_url: text,
  wallet_connect_cloud_project_id: text,
  fiat_on_ramp_enabled: on,
  captcha_enabled: on,
  captcha_site_key: text,
  created_at: z.nullish(z.number()),
  updated_at: z.nullish(z.number()),
  mfa_methods: z._default(z.array(z.enum(MFA_METHOD_TYPES)), []),
  enforce_wallet_uis: on,
  legacy_wallet_ui_config: on,
  telegram_auth_config: z.nullish(
    z.object({ bot_id: z.string(), bot_name: z.string(), link_enabled: on, seamless_auth_enabled: on }),
  ),
  funding_config: z.nullish(
    z.object({
      methods: z._default(z.array(z.string()), []),
      default_recommended_amount: text,
      default_recommended_currency: text,
      prompt_funding_on_wallet_creation: on,
    }),
  ),
  appearance: z.nullish(
    z.object({ wallet_list: z._default(z.array(z.string()), []), color_scheme: text }),
  ),
  external_wallets: z.nullish(z.object({ wallet_connect_enabled: on })),
  legal: z.nullish(z.object({ terms_url: text, privacy_url: text })),
  max_users: z.nullish(z.number()),
  chains: z._default(z.array(z.number()), []),
  login_methods_and_order: z.nullish(
    z.object({ primary: z.array(z.string()), overflow: z._default(z.array(z.string()), []) }),
  ),
  intl_config: z.nullish(z.object({ default_country: text })),
});
export type AppConfigWire = z.input<typeof AppConfigWire>;

export type ColorScheme = 'light' | 'dark' | 'system';

export interface AppConfig {
  id: string;
  name: string;
  verificationKey: string | null;
  logoUrl: string | null;
  accentColor: string | null;
  showWalletLoginFirst: boolean;
  allowlist: { errorTitle: string | null; errorDetail: string | null; ctaText: string | null; ctaLink: string | null };
  /** Login methods the server has switched on. */
  enabledMethods: Record<LoginMethod | 'guest' | 'custom_auth', boolean>;
  legal: { termsUrl: string | null; privacyUrl: string | null; requireUsersAcceptTerms: boolean };
  embeddedWallets: {
    createOnLogin: 'off' | 'users-without-wallets' | 'all-users';
    userOwnedRecoveryOptions: string[];
    requireUserOwnedRecoveryOnCreate: boolean;
  };
  customApiUrl: string | null;
  walletConnectProjectId: string | null;
  fiatOnRampEnabled: boolean;
  captcha: { enabled: boolean; siteKey: string | null };
  createdAt: Date | null;
  updatedAt: Date | null;
  mfaMethods: MfaMethodType[];
  enforceWalletUis: boolean;
  legacyWalletUiConfig: boolean;
  telegram: { botId: string; botName: string; linkEnabled: boolean; seamlessAuthEnabled: boolean } | null;
  funding: {
    methods: string[];
    defaultRecommendedAmount: string | null;
    defaultRecommendedCurrency: string | null;
    promptFundingOnWalletCreation: boolean;
  } | null;
  appearance: { walletList: string[]; colorScheme: ColorScheme };
  externalWallets: { walletConnectEnabled: boolean };
  maxUsers: number | null;
  chains: number[];
  loginOrder: { primary: string[]; overflow: string[] } | null;
  /** `defaultCountry`: the phone input's first country (ISO 3166 alpha-2), 'US' unless configured. */
  intl: { defaultCountry: string };
}

function colorScheme(value: string | null | undefined): ColorScheme {
  return value === 'dark' || value === 'system' ? value : 'light';
}

export const AppConfigSchema = z.pipe(
  AppConfigWire,
  z.transform((w): AppConfig => {
    const enabled = Object.fromEntries([
      ['email', w.email_auth],
      ['sms', w.sms_auth],
      ['wallet', w.wallet_auth],
      ['farcaster', w.farcaster_auth],
      ['passkey', w.passkey_auth],
      ['telegram', w.telegram_auth],
      ['guest', w.guest_auth],
      ['custom_auth', w.custom_jwt_auth],
      ...OAUTH_PROVIDERS.map((p) => [p, w[`${p}_oauth`]] as const),
    ]) as AppConfig['enabledMethods'];
    return {
      id: w.id,
      name: w.name,
      verificationKey: w.verification_key ?? null,
      logoUrl: w.logo_url ?? null,
      accentColor: w.accent_color ?? null,
      showWalletLoginFirst: w.show_wallet_login_first,
      allowlist: {
        errorTitle: w.allowlist_config?.error_title ?? null,
        errorDetail: w.allowlist_config?.error_detail ?? null,
        ctaText: w.allowlist_config?.cta_text ?? null,
        ctaLink: w.allowlist_config?.cta_link ?? null,
      },
      enabledMethods: enabled,
      legal: {
        termsUrl: w.terms_and_conditions_url ?? w.legal?.terms_url ?? null,
        privacyUrl: w.privacy_policy_url ?? w.legal?.privacy_url ?? null,
        requireUsersAcceptTerms: w.require_users_accept_terms,
      },
      embeddedWallets: {
        createOnLogin: w.embedded_wallet_config?.ethereum?.create_on_login ?? w.embedded_wallet_config?.create_on_login ?? 'off',
        userOwnedRecoveryOptions: w.embedded_wallet_config?.user_owned_recovery_options ?? [],
        requireUserOwnedRecoveryOnCreate: w.embedded_wallet_config?.require_user_owned_recovery_on_create ?? false,
      },
      customApiUrl: w.custom_api_url ?? null,
      walletConnectProjectId: w.wallet_connect_cloud_project_id ?? null,
      fiatOnRampEnabled: w.fiat_on_ramp_enabled,
      captcha: { enabled: w.captcha_enabled, siteKey: w.captcha_site_key ?? null },
      createdAt: fromSeconds(w.created_at),
      updatedAt: fromSeconds(w.updated_at),
      mfaMethods: w.mfa_methods,
      enforceWalletUis: w.enforce_wallet_uis,
      legacyWalletUiConfig: w.legacy_wallet_ui_config,
      telegram: w.telegram_auth_config
        ? {
            botId: w.telegram_auth_config.bot_id,
            botName: w.telegram_auth_config.bot_name,
            linkEnabled: w.telegram_auth_config.link_enabled,
            seamlessAuthEnabled: w.telegram_auth_config.seamless_auth_enabled,
          }
        : null,
      funding: w.funding_config
        ? {
            methods: w.funding_config.methods,
            defaultRecommendedAmount: w.funding_config.default_recommended_amount ?? null,
            defaultRecommendedCurrency: w.funding_config.default_recommended_currency ?? null,
            promptFundingOnWalletCreation: w.funding_config.prompt_funding_on_wallet_creation,
          }
        : null,
      appearance: {
        walletList: w.appearance?.wallet_list ?? [],
        colorScheme: colorScheme(w.appearance?.color_scheme),
      },
      externalWallets: { walletConnectEnabled: w.external_wallets?.wallet_connect_enabled ?? false },
      maxUsers: w.max_users ?? null,
      chains: w.chains,
      loginOrder: w.login_methods_and_order
        ? { primary: w.login_methods_and_order.primary, overflow: w.login_methods_and_order.overflow }
        : null,
      intl: { defaultCountry: w.intl_config?.default_country?.toUpperCase() || 'US' },
    };
  }),
);
