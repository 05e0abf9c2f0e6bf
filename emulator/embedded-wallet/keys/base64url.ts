// Shares, salts and keys are stored as text. This runs in the wallet frame too, so it uses
// btoa/atob rather than Node's Buffer.

/** Unpadded base64url (RFC 4648 section 5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The bytes of unpadded base64url text. Throws a TypeError for anything else, including text whose
 * unused trailing bits are set: one value has one spelling, so an altered character never decodes
 * to the same bytes.
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new TypeError('Not base64url text');
  const bytes = Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  if (toBase64Url(bytes) !== text) throw new TypeError('Not canonical base64url text');
  return bytes;
}
