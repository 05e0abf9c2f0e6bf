import { base64urlnopad } from '@scure/base';
import * as z from 'zod/mini';
import { RecoveryDecryptionError } from './recovery-error';

export const SALT_BYTES = 16;
export const IV_BYTES = 12;
/** AES-GCM appends a 16-byte tag, so a shorter ciphertext was cut. */
const TAG_BYTES = 16;

/**
 * An encrypted recovery share as the provider stores it. The version fixes every parameter not
 * written down (AES-256-GCM; PBKDF2-SHA256 at PBKDF2_ITERATIONS): stronger parameters mean v: 2.
 * `kdf` says where the key comes from: the user's password, or none (a random key the provider keeps).
 */
export type SealedShare =
  | { kdf: 'pbkdf2-sha256'; salt: Uint8Array<ArrayBuffer>; iv: Uint8Array<ArrayBuffer>; ct: Uint8Array<ArrayBuffer> }
  | { kdf: 'none'; iv: Uint8Array<ArrayBuffer>; ct: Uint8Array<ArrayBuffer> };

const Base64Url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/));
const Envelope = z.discriminatedUnion('kdf', [
  z.strictObject({ v: z.literal(1), kdf: z.literal('pbkdf2-sha256'), salt: Base64Url, iv: Base64Url, ct: Base64Url }),
  z.strictObject({ v: z.literal(1), kdf: z.literal('none'), iv: Base64Url, ct: Base64Url }),
]);

/** The envelope as JSON text: `{"v":1,"kdf":...,"salt":...,"iv":...,"ct":...}`, bytes in base64url. */
export function serializeEnvelope(sealed: SealedShare): string {
  const salt = sealed.kdf === 'none' ? {} : { salt: base64urlnopad.encode(sealed.salt) };
  return JSON.stringify({ v: 1, kdf: sealed.kdf, ...salt, iv: base64urlnopad.encode(sealed.iv), ct: base64urlnopad.encode(sealed.ct) });
}

const malformed = (cause: unknown) =>
  new RecoveryDecryptionError('malformed', 'The recovery envelope is malformed or of an unknown version', { cause });

function bytesOf(text: string, isRightLength: (length: number) => boolean): Uint8Array<ArrayBuffer> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    // Copied into an ArrayBuffer-backed array, the type WebCrypto takes.
    bytes = new Uint8Array(base64urlnopad.decode(text));
  } catch (cause) {
    throw malformed(cause);
  }
  if (!isRightLength(bytes.length)) throw malformed(new RangeError(`Unexpected field length ${bytes.length}`));
  return bytes;
}

/** Reads an envelope; anything that is not a v1 envelope throws RecoveryDecryptionError('malformed'). */
export function parseEnvelope(text: string): SealedShare {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw malformed(cause);
  }
  const parsed = Envelope.safeParse(json);
  if (!parsed.success) throw malformed(parsed.error);
  const fields = parsed.data;
  const iv = bytesOf(fields.iv, (n) => n === IV_BYTES);
  const ct = bytesOf(fields.ct, (n) => n > TAG_BYTES);
  return fields.kdf === 'none'
    ? { kdf: 'none', iv, ct }
    : { kdf: fields.kdf, salt: bytesOf(fields.salt, (n) => n === SALT_BYTES), iv, ct };
}
