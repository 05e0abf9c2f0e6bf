import { DEMO_APP_ID, DevAppRequest, saveAppFromRequest } from './apps';
import type { SigningKeyRecord } from './records';
import type { Repository } from './repository';
import { generateSigningKey } from './tokens';

/** The demo app, created once; later starts keep whatever configuration it has been given. */
export function seedDemoApp(repo: Repository, nowMs: number): void {
  if (repo.get('apps', DEMO_APP_ID)) return;
  const config = DevAppRequest.parse({
    id: DEMO_APP_ID,
    name: 'Portico Demo',
    email_auth: true,
    wallet_auth: true,
    farcaster_auth: true,
    wallet_connect_cloud_project_id: 'portico-demo',
    embedded_wallet_config: { create_on_login: 'users-without-wallets', user_owned_recovery_options: ['user-passcode', 'google-drive'] },
    mfa_methods: ['totp', 'sms', 'passkey'],
    funding_config: { methods: ['moonpay', 'coinbase-onramp', 'external', 'manual'], default_recommended_amount: '0.05' },
  });
  saveAppFromRequest(repo, DEMO_APP_ID, config, nowMs);
}

/** The stored signing key, or a new one stored now, so tokens keep verifying across restarts. */
export function loadSigningKey(repo: Repository): SigningKeyRecord {
  const stored = repo.list('signing_keys')[0]?.value;
  if (stored) return stored;
  const key = generateSigningKey();
  repo.put('signing_keys', key.kid, key);
  return key;
}
