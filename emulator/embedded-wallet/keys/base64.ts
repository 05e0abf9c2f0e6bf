import { fromBase64Url, toBase64Url } from './base64url';

// Standard, padded base64 (RFC 4648 section 4): how Solana's signMessage carries bytes through the frame's messages.

export const toBase64 = (bytes: Uint8Array) => {
  const text = toBase64Url(bytes).replace(/-/g, '+').replace(/_/g, '/');
  return text.padEnd(Math.ceil(text.length / 4) * 4, '=');
};

/** The bytes of padded base64 text; a TypeError for anything else, including a second spelling of the same bytes. */
export function fromBase64(text: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) throw new TypeError('Not base64 text');
  return fromBase64Url(text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
}
