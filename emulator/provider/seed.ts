import { DEMO_APP_ID, DevAppRequest, saveAppFromRequest } from './apps';
import { PROVIDER_APP_ICON } from './cross-app/provider-icon';
import type { SigningKeyRecord } from '../shared/records';
import type { Repository } from '../shared/repository';
import { generateSigningKey } from './tokens';

/** The cross-app provider app: a second app whose users' accounts and wallets the demo app may use. */
export const PROVIDER_APP_ID = 'provider-app-000000000001';

/** The demo app and the provider app, each created once; later starts keep whatever configuration they have been given. */
export function seedDemoApp(repo: Repository, nowMs: number): void {
  seedApp(repo, nowMs, PROVIDER_APP_ID, {
    name: 'Portico Provider Demo',
    logo_url: PROVIDER_APP_ICON,
    email_auth: true,
    embedded_wallet_config: { create_on_login: 'users-without-wallets' },
  });
  seedApp(repo, nowMs, DEMO_APP_ID, {
    name: 'Portico Demo',
    email_auth: true,
    wallet_auth: true,
    farcaster_auth: true,
    wallet_connect_cloud_project_id: 'portico-demo',
    embedded_wallet_config: { create_on_login: 'users-without-wallets', user_owned_recovery_options: ['user-passcode', 'google-drive'] },
    mfa_methods: ['totp', 'sms', 'passkey'],
    funding_config: { methods: ['moonpay', 'coinbase-onramp', 'external', 'manual'], default_recommended_amount: '0.05' },
    cross_app_connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: false }],
  });
}

function seedApp(repo: Repository, nowMs: number, id: string, config: Record<string, unknown>): void {
  if (repo.get('apps', id)) return;
  saveAppFromRequest(repo, id, DevAppRequest.parse({ id, ...config }), nowMs);
}

/** The stored signing key, or a new one stored now, so tokens keep verifying across restarts. */
export function loadSigningKey(repo: Repository): SigningKeyRecord {
  const stored = repo.list('signing_keys')[0]?.value;
  if (stored) return stored;
  const key = generateSigningKey();
  repo.put('signing_keys', key.kid, key);
  return key;
}
