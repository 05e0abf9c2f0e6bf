import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A small software authenticator for tests: P-256 keys, 'none' attestation in CBOR and ES256 assertions, so the
 * emulator checks real signatures. Its answers have @simplewebauthn/browser's JSON shape (camelCase, base64url).
 */

type Json = Record<string, unknown>;
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** The bits of CBOR an attestation object needs: unsigned/negative ints, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: unsupported ${typeof value}`);
}

interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyOptions {
  origin: string;
  /** The RP ID the authenticator signs for; the options' own by default. */
  rpId?: string;
  /** The challenge in the client data; the options' own by default. */
  challenge?: string;
  userVerified?: boolean;
  /** The signature counter to sign with; by default the credential's next one. */
  counter?: number;
}

export function createSoftAuthenticator({ aaguid = '00000000-0000-0000-0000-000000000000' } = {}) {
  const credentials: SoftCredential[] = [];
  const flags = (userVerified: boolean, attested: boolean) => 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const counterBytes = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentials,
    /** navigator.credentials.create() for creation options in JSON. */
    register(options: Json, ceremony: CeremonyOptions) {
      const rp = options.rp as { id?: string };
      const user = options.user as { id: string };
      const rpId = ceremony.rpId ?? rp.id ?? new URL(ceremony.origin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const cose = cbor(
        new Map<number, unknown>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const id = randomBytes(16);
      const counter = ceremony.counter ?? 0;
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags(ceremony.userVerified ?? true, true)]),
        counterBytes(counter),
        Buffer.from(aaguid.replace(/-/g, ''), 'hex'),
        Buffer.from([id.length >> 8, id.length & 255]),
        id,
        cose,
      ]);
      credentials.push({ id, privateKey, rpId, userHandle: user.id, counter });
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
      return {
        id: b64url(id),
        rawId: b64url(id),
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', ceremony.challenge ?? (options.challenge as string), ceremony.origin)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        type: 'public-key' as const,
      };
    },
    /** navigator.credentials.get() for request options in JSON; the newest credential for the RP unless one is named. */
    authenticate(options: Json, ceremony: CeremonyOptions & { credentialId?: string }) {
      const optionsRpId = (options.rpId as string | undefined) ?? new URL(ceremony.origin).hostname;
      const credential = [...credentials]
        .reverse()
        .find((c) => (ceremony.credentialId ? b64url(c.id) === ceremony.credentialId : c.rpId === optionsRpId));
      // A tampered RP ID signs for another relying party than the credential's.
      const rpId = ceremony.rpId ?? optionsRpId;
      if (!credential) throw Object.assign(new Error('No credential'), { name: 'NotAllowedError' });
      const counter = ceremony.counter ?? credential.counter + 1;
      credential.counter = Math.max(credential.counter, counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(ceremony.userVerified ?? true, false)]), counterBytes(counter)]);
      const data = clientData('webauthn.get', ceremony.challenge ?? (options.challenge as string), ceremony.origin);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        type: 'public-key' as const,
      };
    },
  };
}

/** The spec's snake_case shape of an answer (section 3.4). */
export function toWire(answer: { id: string; rawId: string; response: Json; authenticatorAttachment?: string; clientExtensionResults: Json; type: string }) {
  const r = answer.response;
  const snake: Json = {};
  for (const [key, value] of Object.entries(r)) {
    const name = key === 'clientDataJSON' ? 'client_data_json' : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    snake[name] = value;
  }
  return {
    id: answer.id,
    raw_id: answer.rawId,
    response: snake,
    authenticator_attachment: answer.authenticatorAttachment ?? null,
    client_extension_results: answer.clientExtensionResults,
    type: answer.type,
  };
}
