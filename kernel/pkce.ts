/** PKCE (RFC 7636) and the state code: section 9 makes both the verifier and the state 36 random bytes. */
const RANDOM_BYTES = 36;

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 36 random bytes, base64url: 48 characters, inside RFC 7636's 43 to 128. */
export const randomCode = () => base64Url(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));

/** The S256 challenge: base64url(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export interface Pkce {
  verifier: string;
  challenge: string;
  state: string;
}

export async function createPkce(): Promise<Pkce> {
  const verifier = randomCode();
  return { verifier, challenge: await s256Challenge(verifier), state: randomCode() };
}
