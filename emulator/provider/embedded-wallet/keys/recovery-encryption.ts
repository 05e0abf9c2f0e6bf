import { IV_BYTES, parseEnvelope, SALT_BYTES, serializeEnvelope, type SealedShare } from './recovery-envelope';
import { RecoveryDecryptionError } from './recovery-error';

/**
 * PBKDF2-HMAC-SHA256 iterations for a recovery password: OWASP's current minimum. Envelopes of
 * version 1 are made with exactly this count; callers never lower it.
 */
export const PBKDF2_ITERATIONS = 600_000;

/** The `privy` (automatic) and cloud methods: a random AES-256 key, kept by the provider or in the user's cloud drive. */
export const RECOVERY_KEY_BYTES = 32;

export interface PasswordKdfOptions {
  /** Defaults to PBKDF2_ITERATIONS. Only tests pass a lower count, for speed; production code never passes it. */
  iterations?: number;
}

const randomBytes = (length: number) => crypto.getRandomValues(new Uint8Array(length));

export const generateRecoveryKey = () => randomBytes(RECOVERY_KEY_BYTES);

async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const passwordBytes = new TextEncoder().encode(password);
  const material = await crypto.subtle.importKey('raw', passwordBytes, 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

// WebCrypto takes only ArrayBuffer-backed bytes, which a caller's Uint8Array need not be, so the
// caller's key and share are copied as they go in.

async function providerKey(key: Uint8Array): Promise<CryptoKey> {
  // AES-GCM would also accept a 16- or 24-byte key and quietly become AES-128 or AES-192.
  if (key.byteLength !== RECOVERY_KEY_BYTES) throw new RangeError(`A recovery key is ${RECOVERY_KEY_BYTES} bytes`);
  return crypto.subtle.importKey('raw', new Uint8Array(key), 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function seal(share: Uint8Array, key: CryptoKey) {
  const iv = randomBytes(IV_BYTES);
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new Uint8Array(share)));
  return { iv, ct };
}

/** Decrypts, turning WebCrypto's bare OperationError (and a bad key) into our typed error. */
async function open(sealed: SealedShare, key: () => Promise<CryptoKey>): Promise<Uint8Array> {
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, await key(), sealed.ct));
  } catch (cause) {
    const message = 'Wrong recovery secret, or the envelope was altered';
    throw new RecoveryDecryptionError('wrong_secret_or_tampered', message, { cause });
  }
}

const wrongKind = (found: string, expected: string) =>
  new RecoveryDecryptionError('malformed', `The recovery envelope uses kdf '${found}', not '${expected}'`);

/** The `user-passcode` method: a fresh salt and IV each time, so one share never encrypts the same way twice. */
export async function encryptForPassword(
  share: Uint8Array,
  password: string,
  { iterations = PBKDF2_ITERATIONS }: PasswordKdfOptions = {},
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { iv, ct } = await seal(share, await passwordKey(password, salt, iterations));
  return serializeEnvelope({ kdf: 'pbkdf2-sha256', salt, iv, ct });
}

/** The share, or a RecoveryDecryptionError for a wrong password or a damaged envelope. */
export async function decryptWithPassword(
  envelope: string,
  password: string,
  { iterations = PBKDF2_ITERATIONS }: PasswordKdfOptions = {},
): Promise<Uint8Array> {
  const sealed = parseEnvelope(envelope);
  if (sealed.kdf !== 'pbkdf2-sha256') throw wrongKind(sealed.kdf, 'pbkdf2-sha256');
  return open(sealed, () => passwordKey(password, sealed.salt, iterations));
}

/** The `privy` (automatic) and cloud methods: encrypted under a key from generateRecoveryKey(). */
export async function encryptWithKey(share: Uint8Array, key: Uint8Array): Promise<string> {
  const { iv, ct } = await seal(share, await providerKey(key));
  return serializeEnvelope({ kdf: 'none', iv, ct });
}

/** The share, or a RecoveryDecryptionError for a wrong key or a damaged envelope. */
export async function decryptWithKey(envelope: string, key: Uint8Array): Promise<Uint8Array> {
  const sealed = parseEnvelope(envelope);
  if (sealed.kdf !== 'none') throw wrongKind(sealed.kdf, 'none');
  return open(sealed, () => providerKey(key));
}
