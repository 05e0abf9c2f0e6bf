import { randomBytes } from 'node:crypto';
import { RecoveryOAuthAuthenticateAnswer, RecoveryOAuthInitAnswer } from '../../schemas/recovery-oauth';
import { s256 } from './oauth';
import type { CallOptions, startEmulator } from '../test-support';

export const RETURN_TO = 'http://localhost:5173/wallet';

type Api = ReturnType<typeof startEmulator>;

export interface RecoveryOAuthFlow {
  url: string;
  verifier: string;
  state: string;
}

/** A logged-in user's side of recovery OAuth against the in-process emulator, as the widget runs it. */
export function recoveryOAuth(api: Api, userToken: string) {
  async function init(): Promise<RecoveryOAuthFlow> {
    const verifier = randomBytes(36).toString('base64url');
    const state = randomBytes(24).toString('base64url');
    const body = { redirect_to: RETURN_TO, code_challenge: s256(verifier), state_code: state };
    const { url } = await api.ok(RecoveryOAuthInitAnswer, '/api/v1/recovery/oauth/init', { body, token: userToken });
    return { url, verifier, state };
  }

  /** The consent page's form, posted as a person's click on Allow (approve) or Deny does; where it sends the browser. */
  async function answer(flow: RecoveryOAuthFlow, decision: 'approve' | 'deny' = 'approve'): Promise<URL> {
    const request = new URL(flow.url).searchParams.get('request') ?? '';
    const sent = await api.emulator.fetch(new URL('/cloud-drive/google-drive/authorize', flow.url), {
      method: 'POST',
      body: new URLSearchParams({ request, decision }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    return new URL(sent.headers.get('location') ?? '');
  }

  /** authenticate's body for a code and the flow's verifier and state. */
  const redeem = (flow: RecoveryOAuthFlow, code: string) => ({
    authorization_code: code,
    state_code: flow.state,
    code_verifier: flow.verifier,
    provider: 'google-drive',
  });

  const authenticate = (body: ReturnType<typeof redeem>, options: CallOptions = {}) =>
    api.ok(RecoveryOAuthAuthenticateAnswer, '/api/v1/recovery/oauth/authenticate', { body, token: userToken, ...options });

  /** The whole round trip with the person allowing: a drive access token. */
  async function driveToken(): Promise<string> {
    const flow = await init();
    const code = (await answer(flow)).searchParams.get('privy_oauth_code') ?? '';
    return (await authenticate(redeem(flow, code))).accessToken;
  }

  return { init, answer, redeem, authenticate, driveToken };
}
