import type { KeyValueStorage } from '../../kernel/index';
import type { WebAuthnLayer } from '../../plugins/passkey/index';
import { DEMO_APP_ID, EMULATOR_URL, type setupEmulator } from './emulator';
import { createSoftAuthenticator } from './soft-authenticator';

const PAGE_ORIGIN = 'http://localhost:3000';

/** A fake WebAuthn layer: a software authenticator answers, so the emulator checks real signatures. */
export function fakeWebAuthn() {
  const authenticator = createSoftAuthenticator();
  const calls: string[] = [];
  let failure: Error | null = null;
  const layer: WebAuthnLayer & { supported: boolean } = {
    supported: true,
    isSupported: () => layer.supported,
    async startRegistration(options) {
      calls.push('create');
      if (failure) throw failure;
      return authenticator.register(options as never, { origin: PAGE_ORIGIN }) as never;
    },
    async startAuthentication(options) {
      calls.push('get');
      if (failure) throw failure;
      return authenticator.authenticate(options as never, { origin: PAGE_ORIGIN }) as never;
    },
  };
  return { layer, authenticator, calls, failWith: (error: Error | null) => void (failure = error) };
}

/** Signs a person up by email straight at the emulator and hands the session to a kernel's storage. */
export async function signInByEmail(env: ReturnType<typeof setupEmulator>, storage: KeyValueStorage, email: string): Promise<void> {
  const call = (path: string, body: object) =>
    env.emulator.fetch(`${EMULATOR_URL}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID },
    });
  await call('/api/v1/passwordless/init', { email });
  const code = await env.latestCode(email);
  const auth = (await (await call('/api/v1/passwordless/authenticate', { email, code })).json()) as { token: string; refresh_token: string };
  storage.setItem(`privy:${DEMO_APP_ID}:accessToken`, auth.token);
  storage.setItem(`privy:${DEMO_APP_ID}:refreshToken`, auth.refresh_token);
}
