import * as z from 'zod/mini';

const Claims = z.looseObject({ exp: z.optional(z.number()), aud: z.optional(z.union([z.string(), z.array(z.string())])) });
export type TokenClaims = z.infer<typeof Claims>;

// The platform's atob decodes, not @scure/base: this file is in every host's first chunk, which @scure/base's
// decoder would grow by about 850 B brotli. Only the URL alphabet and the padding are translated here.
function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's claims without verifying it: the client only needs expiry and audience,
 * and the server verifies the signature on every call. Null when it is not a JWT.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = Claims.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function hasAudience(claims: TokenClaims, audience: string): boolean {
  return Array.isArray(claims.aud) ? claims.aud.includes(audience) : claims.aud === audience;
}
