// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_APP_ID } from './apps';
import { MAX_BODY_BYTES } from '../shared/body';
import { recoveryOAuth } from './recovery-oauth-test-support';
import { startEmulator } from '../test-support';

interface WriteRoute {
  method: 'POST' | 'PUT';
  path: string;
  authenticated?: boolean;
  /** Needs a stand-in Google Drive access token (recovery OAuth) instead of the user's. */
  drive?: boolean;
  /** Parses as JSON but has the wrong types for this route. */
  wrongTyped: unknown;
}

/** Every route that reads a body. */
const WRITE_ROUTES: WriteRoute[] = [
  { method: 'POST', path: '/api/v1/sessions', wrongTyped: { refresh_token: 42 } },
  { method: 'POST', path: '/api/v1/sessions/logout', wrongTyped: { refresh_token: ['x'] } },
  { method: 'POST', path: '/api/v1/sessions/fork', authenticated: true, wrongTyped: { refresh_token: null } },
  { method: 'POST', path: '/api/v1/sessions/fork/recover', wrongTyped: { refresh_token: {} } },
  { method: 'POST', path: '/api/v1/passwordless/init', wrongTyped: { email: 7 } },
  { method: 'POST', path: '/api/v1/passwordless/authenticate', wrongTyped: { email: 'a@b.co', code: '1', mode: 'x' } },
  { method: 'POST', path: '/api/v1/passwordless/link', authenticated: true, wrongTyped: { email: true, code: 1 } },
  { method: 'POST', path: '/api/v1/passwordless/update', authenticated: true, wrongTyped: { oldAddress: 'a@b.co' } },
  { method: 'POST', path: '/api/v1/passwordless/unlink', authenticated: true, wrongTyped: { address: [] } },
  { method: 'POST', path: '/api/v1/passwordless_sms/init', wrongTyped: { phoneNumber: 14155550123 } },
  {
    method: 'POST',
    path: '/api/v1/passwordless_sms/authenticate',
    wrongTyped: { phoneNumber: '+14155550123', code: '1', mode: 'x' },
  },
  { method: 'POST', path: '/api/v1/passwordless_sms/link', authenticated: true, wrongTyped: { phoneNumber: true, code: 1 } },
  {
    method: 'POST',
    path: '/api/v1/passwordless_sms/update',
    authenticated: true,
    wrongTyped: { oldPhoneNumber: '+14155550123', newPhoneNumber: '+14155550124', code: '123456' },
  },
  { method: 'POST', path: '/api/v1/passwordless_sms/unlink', authenticated: true, wrongTyped: { phone_number: '+1' } },
  {
    method: 'POST',
    path: '/api/v1/oauth/init',
    wrongTyped: { provider: 'github', redirect_to: 'http://localhost/', code_challenge: 'short', state_code: 's' },
  },
  {
    method: 'POST',
    path: '/api/v1/oauth/authenticate',
    wrongTyped: { authorization_code: 'c', state_code: 's', code_verifier: 'v'.repeat(43), mode: 'x' },
  },
  { method: 'POST', path: '/api/v1/oauth/link', authenticated: true, wrongTyped: { authorization_code: 'c', state_code: 's', code_verifier: 'short' } },
  { method: 'POST', path: '/api/v1/oauth/unlink', authenticated: true, wrongTyped: { provider: 'myspace', subject: '1' } },
  { method: 'POST', path: '/api/v1/users/me/accept_terms', authenticated: true, wrongTyped: 'yes' },
  {
    method: 'POST',
    path: '/api/v1/users/custom_metadata',
    authenticated: true,
    wrongTyped: { custom_metadata: { a: {} } },
  },
  { method: 'POST', path: '/api/v1/guest/authenticate', wrongTyped: { guest_credential: 32 } },
  { method: 'POST', path: '/api/v1/custom_jwt_account/authenticate', wrongTyped: { token: ['a.b.c'] } },
  {
    method: 'POST',
    path: '/api/v1/telegram/authenticate',
    wrongTyped: { telegram_auth_result: { id: '1', auth_date: 1, hash: 'h' }, mode: 'login-or-sign-up' },
  },
  { method: 'POST', path: '/api/v1/telegram/link', authenticated: true, wrongTyped: { telegram_web_app_data: { user: 1 } } },
  { method: 'POST', path: '/api/v1/telegram/unlink', authenticated: true, wrongTyped: { telegram_user_id: 42 } },
  { method: 'POST', path: '/api/v1/passkeys/authenticate/init', wrongTyped: { token: 7 } },
  {
    method: 'POST',
    path: '/api/v1/passkeys/authenticate',
    wrongTyped: { relying_party: 'localhost', challenge: 'c'.repeat(43), authenticator_response: { id: 'a', type: 'password' } },
  },
  { method: 'POST', path: '/api/v1/passkeys/link/init', authenticated: true, wrongTyped: 'yes' },
  {
    method: 'POST',
    path: '/api/v1/passkeys/link',
    authenticated: true,
    wrongTyped: { relying_party: 'localhost', authenticator_response: { id: 'a', raw_id: 'a', response: { client_data_json: '!' } } },
  },
  { method: 'POST', path: '/api/v1/passkeys/unlink', authenticated: true, wrongTyped: { credential_id: 42 } },
  { method: 'POST', path: '/api/v1/siwe/init', wrongTyped: { address: '0x1234' } },
  {
    method: 'POST',
    path: '/api/v1/siwe/authenticate',
    wrongTyped: { message: 'm', signature: '0x00', chainId: '1', walletClientType: 'metamask', connectorType: 'injected' },
  },
  {
    method: 'POST',
    path: '/api/v1/siwe/link',
    authenticated: true,
    wrongTyped: { message: 'm', signature: 'not hex', chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' },
  },
  { method: 'POST', path: '/api/v1/siwe/unlink', authenticated: true, wrongTyped: { address: 42 } },
  {
    method: 'POST',
    path: '/api/v1/recovery/oauth/init',
    authenticated: true,
    wrongTyped: { redirect_to: 'http://localhost/', code_challenge: 'short', state_code: 's' },
  },
  { method: 'POST', path: '/api/v1/recovery/oauth/init_icloud', authenticated: true, wrongTyped: { client_type: 'ios' } },
  {
    method: 'POST',
    path: '/api/v1/recovery/oauth/authenticate',
    authenticated: true,
    wrongTyped: { authorization_code: 'c', state_code: 's', code_verifier: 'v'.repeat(43), provider: 'icloud' },
  },
  { method: 'PUT', path: '/cloud-drive/google-drive/files/recovery.txt', drive: true, wrongTyped: { content: 42 } },
  { method: 'POST', path: '/api/v1/embedded_wallets/recovery_key', authenticated: true, wrongTyped: { address: 42 } },
  {
    method: 'POST',
    path: '/api/v1/embedded_wallets',
    authenticated: true,
    wrongTyped: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', wallet_index: 1, recovery_method: 'privy', auth_share: 'A', encrypted_recovery_share: '' },
  },
  { method: 'POST', path: '/api/v1/embedded_wallets/shares/auth', authenticated: true, wrongTyped: { address: '0x12' } },
  { method: 'POST', path: '/api/v1/embedded_wallets/shares/recovery', authenticated: true, wrongTyped: { address: null } },
  {
    method: 'POST',
    path: '/api/v1/embedded_wallets/recovery',
    authenticated: true,
    wrongTyped: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', recovery_method: 'icloud', auth_share: 'A'.repeat(23) },
  },
  {
    method: 'POST',
    path: '/api/v1/embedded_wallets/additional',
    authenticated: true,
    wrongTyped: { primary_address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', wallet_index: '1', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  },
  {
    method: 'POST',
    path: '/api/v1/embedded_wallets/import',
    authenticated: true,
    wrongTyped: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', auth_share: 'A'.repeat(23), encrypted_recovery_share: '{}' },
  },
  { method: 'POST', path: '/api/v1/mfa/passwordless_sms/init', authenticated: true, wrongTyped: { action: 'login', phone_number: '+14155550123' } },
  { method: 'POST', path: '/api/v1/mfa/passkeys/init', authenticated: true, wrongTyped: 'yes' },
  { method: 'POST', path: '/api/v1/mfa/sms/enroll', authenticated: true, wrongTyped: { phone_number: 14155550123, code: '123456' } },
  { method: 'POST', path: '/api/v1/mfa/totp/init', authenticated: true, wrongTyped: ['yes'] },
  { method: 'POST', path: '/api/v1/mfa/totp/enroll', authenticated: true, wrongTyped: { code: 123456 } },
  { method: 'POST', path: '/api/v1/mfa/passkeys/enroll', authenticated: true, wrongTyped: { credential_ids: [] } },
  { method: 'POST', path: '/api/v1/mfa/unenroll', authenticated: true, wrongTyped: { method: 7 } },
  {
    method: 'POST',
    path: '/api/v1/mfa/verify',
    authenticated: true,
    wrongTyped: { method: 'passkey', authenticator_response: { id: 'a', type: 'password' } },
  },
  { method: 'POST', path: '/telegram/auth', wrongTyped: { bot_id: '123456', id: -1, first_name: 'Ada' } },
  { method: 'POST', path: '/api/v1/analytics_events', wrongTyped: { event_name: '', payload: 1 } },
  { method: 'PUT', path: `/dev/apps/${DEMO_APP_ID}`, wrongTyped: { name: 5, allowlist: 'a@b.co' } },
  { method: 'PUT', path: '/dev/faults', wrongTyped: { faults: [{ path: '/x', status: 200 }] } },
  { method: 'POST', path: '/dev/faucet', wrongTyped: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', eth: 1 } },
];

const BAD_BODIES = [
  { kind: 'malformed JSON', body: () => '{"email": ' },
  { kind: 'wrong-typed body', body: (route: WriteRoute) => JSON.stringify(route.wrongTyped) },
  { kind: 'oversized body', body: () => JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES) }) },
];

describe('bad input is refused with 400, never a 500', () => {
  it.each(WRITE_ROUTES.flatMap((route) => BAD_BODIES.map((bad) => ({ ...route, ...bad }))))(
    '$method $path: $kind',
    async (route) => {
      const api = startEmulator();
      const userToken = route.authenticated || route.drive ? (await api.logIn('ada@example.com')).token! : undefined;
      const token = route.drive ? await recoveryOAuth(api, userToken!).driveToken() : userToken;
      const answer = await api.fail(route.path, { method: route.method, rawBody: route.body(route), token });
      expect(answer).toMatchObject({ status: 400, code: 'invalid_data' });
      if (route.kind === 'oversized body') expect(answer.error).toBe('Request body too large');
    },
  );

  it('names the failing field', async () => {
    const api = startEmulator();
    const answer = await api.fail('/api/v1/passwordless/init', { body: { email: 7 } });
    expect(answer.error).toBe('Invalid email: expected string');
  });
});
