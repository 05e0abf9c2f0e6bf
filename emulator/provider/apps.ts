import * as z from 'zod/mini';
import { AppConfigWire, toSeconds } from '../../schemas';
import { CustomAuthSettingsRequest } from './custom-auth';
import { ApiError, invalidData } from '../shared/http-error';
import type { AppRecord } from '../shared/records';
import type { Repository } from '../shared/repository';

export const DEMO_APP_ID = 'demo-app-0000000000000001';
const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 3600;

/**
 * Body of PUT /dev/apps/:appId: the wire configuration plus settings the provider never sends to clients.
 * `id` may be left out; the path names the app.
 */
export const DevAppRequest = z.extend(AppConfigWire, {
  id: z.optional(z.string()),
  allowlist: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(320)))),
  access_token_ttl_seconds: z.optional(z.int().check(z.gte(1), z.lte(30 * 24 * 3600))),
  custom_auth: z.optional(CustomAuthSettingsRequest),
  sms_unsupported_regions: z.optional(z.array(z.string().check(z.regex(/^\+[1-9]\d{0,3}$/)))),
  /** A bot token as Telegram issues them, `{bot id}:{secret}`. */
  telegram_bot_token: z.optional(z.string().check(z.regex(/^\d+:[\w-]{1,128}$/))),
  /** Overrides the passkey relying party id, otherwise the calling page's hostname. */
  passkey_rp_id: z.optional(z.string().check(z.regex(/^[a-z0-9.-]{1,253}$/))),
  /** The provider apps whose accounts this app's users may log in with (cross-app). */
  cross_app_connections: z.optional(
    z.array(z.object({ provider_app_id: z.string().check(z.length(25)), read_only: z._default(z.boolean(), false) })).check(z.maxLength(20)),
  ),
});

export function findApp(repo: Repository, appId: string): AppRecord {
  const app = repo.get('apps', appId);
  if (!app) throw new ApiError(404, 'app_not_found', `App ${appId} not found`);
  return app;
}

export function saveAppFromRequest(
  repo: Repository,
  appId: string,
  body: z.output<typeof DevAppRequest>,
  nowMs: number,
): AppRecord {
  const { allowlist = [], access_token_ttl_seconds, custom_auth, sms_unsupported_regions, telegram_bot_token, passkey_rp_id, cross_app_connections, id = appId, ...config } =
    body;
  if (id !== appId) throw invalidData('Body id does not match the app id in the path');
  const previous = repo.get('apps', appId);
  const record: AppRecord = {
    config: {
      ...config,
      id: appId,
      created_at: config.created_at ?? previous?.config.created_at ?? toSeconds(nowMs),
      updated_at: toSeconds(nowMs),
    },
    settings: {
      allowlist: allowlist.map((entry) => entry.trim().toLowerCase()),
      access_token_ttl_seconds: access_token_ttl_seconds ?? DEFAULT_ACCESS_TOKEN_TTL_SECONDS,
      ...(custom_auth && { custom_auth }),
      ...(sms_unsupported_regions && { sms_unsupported_regions }),
      ...(telegram_bot_token && { telegram_bot_token }),
      ...(passkey_rp_id && { passkey_rp_id }),
      ...(cross_app_connections && { cross_app_connections }),
    },
  };
  repo.put('apps', appId, record);
  return record;
}

/** The stored configuration in the dev endpoint's own shape: wire fields plus server settings. */
export const toDevAppAnswer = (app: AppRecord) => ({ ...app.config, ...app.settings });

/**
 * GET /api/v1/apps/{appId} as the provider answers it: every field its own SDK reads is present, so the allowlist's
 * texts are null rather than absent and the wallet creation setting is given per chain (Solana's off unless set).
 */
export function appConfigAnswer(config: AppRecord['config']): AppConfigWire {
  const wallets = config.embedded_wallet_config;
  const createOnLogin = wallets?.ethereum?.create_on_login ?? wallets?.create_on_login ?? 'off';
  return {
    ...config,
    allowlist_config: { error_title: null, error_detail: null, cta_text: null, cta_link: null, ...config.allowlist_config },
    embedded_wallet_config: {
      user_owned_recovery_options: [],
      require_user_owned_recovery_on_create: false,
      ...wallets,
      create_on_login: createOnLogin,
      ethereum: { create_on_login: createOnLogin },
      solana: { create_on_login: wallets?.solana?.create_on_login ?? 'off' },
      mode: wallets?.mode ?? 'legacy-embedded-wallets-only',
    },
  };
}
