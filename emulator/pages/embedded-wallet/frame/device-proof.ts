import { base64urlnopad } from '@scure/base';
import type { DeviceKey } from './device-key';

/** What one proof binds: the call (method and URL without query), the server's nonce, and the access token it rides with. */
export interface ProofTarget {
  method: string;
  url: string;
  nonce: string | null;
  accessToken: string;
}

/** The clock a proof's `iat` reads; tests of a provider on a moved clock pass theirs. */
export type Clock = () => number;

const text = (value: string) => new TextEncoder().encode(value);
const part = (value: unknown) => base64urlnopad.encode(text(JSON.stringify(value)));

/**
 * A DPoP proof (RFC 9449) signed by this frame's device key: a compact JWS of type `dpop+jwt` whose header carries the
 * public key, and whose claims are a random `jti`, `htm`, `htu`, `iat`, the server's `nonce` and `ath` (the
 * access token's SHA-256). The provider (device-proof.ts) checks each against the request it rides on.
 */
export async function signDeviceProof(key: DeviceKey, { method, url, nonce, accessToken }: ProofTarget, now: Clock = Date.now): Promise<string> {
  const { origin, pathname } = new URL(url);
  const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: key.publicJwk };
  const claims = {
    jti: base64urlnopad.encode(crypto.getRandomValues(new Uint8Array(16))),
    htm: method,
    htu: origin + pathname,
    iat: Math.floor(now() / 1000),
    ath: base64urlnopad.encode(new Uint8Array(await crypto.subtle.digest('SHA-256', text(accessToken)))),
    ...(nonce !== null && { nonce }),
  };
  const signingInput = `${part(header)}.${part(claims)}`;
  return `${signingInput}.${base64urlnopad.encode(await key.sign(text(signingInput)))}`;
}
