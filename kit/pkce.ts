/** PKCE (RFC 7636) and the state code: section 9 makes both the verifier and the state 36 random bytes. */
const RANDOM_BYTES = 36;

type Encode = (bytes: Uint8Array) => string;

/** base64url without padding, loaded with the first flow that needs it: a host that never opens one never pays. */
const loadBase64Url = async (): Promise<Encode> => {
  const { base64urlnopad } = await import('@scure/base');
  return (bytes) => base64urlnopad.encode(bytes);
};

/** 36 random bytes, base64url: 48 characters, inside RFC 7636's 43 to 128. */
const randomCode = (encode: Encode) => encode(crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)));

/** The S256 challenge: base64url(SHA-256(ASCII(verifier))). */
export async function s256Challenge(verifier: string, encode?: Encode): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return (encode ?? (await loadBase64Url()))(new Uint8Array(digest));
}

export interface Pkce {
  verifier: string;
  challenge: string;
  state: string;
}

export async function createPkce(): Promise<Pkce> {
  const encode = await loadBase64Url();
  const verifier = randomCode(encode);
  return { verifier, challenge: await s256Challenge(verifier, encode), state: randomCode(encode) };
}
