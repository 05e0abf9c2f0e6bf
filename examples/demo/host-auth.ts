import { API_URL, DEMO_APP_ID } from './env';

// The demo plays the host app's own auth provider for custom-token login: it holds an ES256 key
// (WebCrypto, kept in localStorage — fine for a demo, never for a real host) and signs JWTs that the
// emulator verifies with the public key registered on the app.

const KEY_STORAGE = 'demo-host-auth:key';
const TOKEN_STORAGE = 'demo-host-auth:token';
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

const base64url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const encodeJson = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

async function hostKey(): Promise<{ privateKey: CryptoKey; publicJwk: JsonWebKey }> {
  const stored = localStorage.getItem(KEY_STORAGE);
  if (stored) {
    const { privateJwk, publicJwk } = JSON.parse(stored) as { privateJwk: JsonWebKey; publicJwk: JsonWebKey };
    return { privateKey: await crypto.subtle.importKey('jwk', privateJwk, ALGORITHM, false, ['sign']), publicJwk };
  }
  const pair = await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const publicJwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  localStorage.setItem(KEY_STORAGE, JSON.stringify({ privateJwk, publicJwk }));
  return { privateKey: pair.privateKey, publicJwk };
}

/** Registers the host's public key on the app, keeping the rest of its configuration. */
async function registerKey(publicJwk: JsonWebKey): Promise<void> {
  const config = (await (await fetch(`${API_URL}/dev/apps/${DEMO_APP_ID}`)).json()) as Record<string, unknown>;
  await fetch(`${API_URL}/dev/apps/${DEMO_APP_ID}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...config, custom_auth: { public_key_jwk: publicJwk, audience: DEMO_APP_ID } }),
  });
}

/** Signs the host user in: a one-hour ES256 JWT whose `sub` is the host's user id. */
export async function signInToHost(userId: string): Promise<void> {
  const { privateKey, publicJwk } = await hostKey();
  await registerKey(publicJwk);
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encodeJson({ alg: 'ES256', typ: 'JWT' })}.${encodeJson({ sub: userId, aud: DEMO_APP_ID, iat: now, exp: now + 3600 })}`;
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, new TextEncoder().encode(unsigned));
  localStorage.setItem(TOKEN_STORAGE, `${unsigned}.${base64url(new Uint8Array(signature))}`);
}

export function signOutOfHost(): void {
  localStorage.removeItem(TOKEN_STORAGE);
}

/** What the custom-auth plugin asks for: the host's current token, if any. */
export async function getHostToken(): Promise<string | null> {
  return localStorage.getItem(TOKEN_STORAGE);
}
