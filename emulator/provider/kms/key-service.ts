/**
 * A key service stand-in (like a cloud KMS): envelope encryption for the keys the provider must be able to give back,
 * first of all an automatic-recovery wallet's `recovery_key`.
 *
 * Why: the provider keeps an automatic-recovery wallet's sealed recovery share in its database. If it also kept the
 * key that opens it there in plaintext, a copy of that database alone (a leaked backup, a stolen disk) would rebuild
 * every such wallet's key. With this service the database keeps only `wrap(recovery_key)`; the master key that
 * unwraps it lives in its own file (never in the database), and the key service alone holds no wrapped keys. Each
 * half is useless without the other.
 *
 * - AES-256-GCM under a 32-byte master key, a fresh 96-bit IV per wrap.
 * - The wrap context (app, user, wallet address) is bound as additional authenticated data, so a wrapped key copied to
 *   another user's or another wallet's record does not unwrap.
 * - Every unwrap, opened or refused, is audited with the caller's reason.
 * - Wrapped form: `kms1.<keyId>.<base64url(iv | tag | ciphertext)>`. `kms1` is the format, keyId names the master key
 *   (a hash of it, never the key) so keys can rotate later: a blob under another key is refused, not mis-decrypted.
 *
 * Server-only (node:crypto, node:fs); everything is synchronous.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { appendFileSync, linkSync, lstatSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a wrapped key is for: bound into the ciphertext, so it must be given again, identically, to unwrap. */
export interface WrapContext {
  appId: string;
  userId: string;
  /** An Ethereum (0x) address may come in any letter case; a Solana address is case-sensitive and kept as given. */
  walletAddress: string;
}

export interface UnwrapRequest extends WrapContext {
  /** Why the key is needed, e.g. 'recovery on a new device'; written to the audit log. Must not be blank. */
  reason: string;
}

interface AuditEntry {
  /** ISO 8601. */
  at: string;
  appId: string;
  userId: string;
  walletAddress: string;
  reason: string;
  outcome: 'ok' | 'refused';
}

export interface KeyService {
  /** The plaintext sealed for this context, as `kms1.<keyId>.<payload>`. */
  wrap(plaintext: Uint8Array, context: WrapContext): string;
  /** The plaintext, or a KeyServiceError (`kms_unwrap_failed`) for a wrong context, another key or a damaged blob. */
  unwrap(wrapped: string, request: UnwrapRequest): Uint8Array;
  /** The unwraps so far, oldest first (the file's last entries when audited to a file). */
  audit(): AuditEntry[];
}

export type KeyServiceErrorCode = 'kms_unwrap_failed' | 'kms_invalid_context' | 'kms_key_file_invalid';

export class KeyServiceError extends Error {
  override readonly name = 'KeyServiceError';
  constructor(
    readonly code: KeyServiceErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface MemoryKeyServiceOptions {
  /** Milliseconds since the epoch, for the audit log's times. */
  now?: () => number;
  /** How many audit entries are kept (the newest); 1000 by default. */
  auditCap?: number;
}

export interface FileKeyServiceOptions extends MemoryKeyServiceOptions {
  /** The master key: created (32 random bytes, mode 0600, folder made) when missing, read otherwise. Never the database file. */
  keyFile: string;
  /** Where audit entries are appended as JSON lines (mode 0600); in memory when absent. */
  auditFile?: string;
}

const VERSION = 'kms1';
const KEY_LENGTH = 32;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const DEFAULT_AUDIT_CAP = 1000;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** True for text in the wrapped form (any key id): tells a wrapped value from a legacy plaintext one. */
export function isWrappedKey(value: string): boolean {
  return value.startsWith(`${VERSION}.`);
}

/** A key service whose master key is random and lives only in this process (tests, in-memory emulators). */
export function createMemoryKeyService({ now = Date.now, auditCap = DEFAULT_AUDIT_CAP }: MemoryKeyServiceOptions = {}): KeyService {
  return keyService(randomBytes(KEY_LENGTH), now, memoryAudit(auditCap));
}

/** A key service whose master key is in `keyFile`, so wrapped keys survive a restart; see FileKeyServiceOptions. */
export function createFileKeyService({ keyFile, auditFile, now = Date.now, auditCap = DEFAULT_AUDIT_CAP }: FileKeyServiceOptions): KeyService {
  return keyService(loadOrCreateKey(keyFile), now, auditFile === undefined ? memoryAudit(auditCap) : fileAudit(auditFile, auditCap));
}

interface AuditLog {
  append(entry: AuditEntry): void;
  entries(): AuditEntry[];
}

function keyService(key: Buffer, now: () => number, log: AuditLog): KeyService {
  const keyId = createHash('sha256').update('portico-kms-key-id\0').update(key).digest().subarray(0, 6).toString('base64url');

  function refuse(message: string): never {
    throw new KeyServiceError('kms_unwrap_failed', message);
  }

  function open(wrapped: string, context: WrapContext): Uint8Array {
    const parts = typeof wrapped === 'string' ? wrapped.split('.') : [];
    const [version, id, payload] = parts;
    if (parts.length !== 3 || version !== VERSION || id === undefined || payload === undefined || !BASE64URL.test(payload)) {
      refuse('Not a wrapped key');
    }
    if (id !== keyId) refuse('The key was wrapped under another master key');
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.toString('base64url') !== payload || bytes.length < IV_LENGTH + TAG_LENGTH) refuse('Not a wrapped key');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_LENGTH), { authTagLength: TAG_LENGTH });
    decipher.setAAD(additionalData(keyId, context));
    decipher.setAuthTag(bytes.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH));
    try {
      return new Uint8Array(Buffer.concat([decipher.update(bytes.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()]));
    } catch {
      return refuse('The wrapped key does not open for this app, user and wallet');
    }
  }

  return {
    wrap(plaintext, context) {
      if (!(plaintext instanceof Uint8Array)) throw new TypeError('wrap takes bytes');
      if (!isValidContext(context)) throw new KeyServiceError('kms_invalid_context', 'appId, userId and walletAddress must be non-empty text');
      const iv = randomBytes(IV_LENGTH);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH });
      cipher.setAAD(additionalData(keyId, context));
      const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
      return `${VERSION}.${keyId}.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },

    unwrap(wrapped, request) {
      const { appId, userId, walletAddress, reason } = request;
      let outcome: AuditEntry['outcome'] = 'refused';
      try {
        if (!isValidContext(request)) refuse('appId, userId and walletAddress must be non-empty text');
        if (typeof reason !== 'string' || reason.trim() === '') refuse('An unwrap needs a reason');
        const plaintext = open(wrapped, request);
        outcome = 'ok';
        return plaintext;
      } finally {
        log.append({ at: new Date(now()).toISOString(), appId, userId, walletAddress, reason, outcome });
      }
    },

    audit: () => log.entries(),
  };
}

const isValidContext = (context: WrapContext) =>
  [context?.appId, context?.userId, context?.walletAddress].every((value) => typeof value === 'string' && value !== '');

/** One spelling per Ethereum address (its case is only a checksum); base58 (Solana) has no `0`, so it never matches. */
const addressId = (address: string) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address);

/** Unambiguous (JSON, so no separator can be smuggled inside a field) and bound to the format and the key id. */
const additionalData = (keyId: string, { appId, userId, walletAddress }: WrapContext) =>
  Buffer.from(JSON.stringify([VERSION, keyId, appId, userId, addressId(walletAddress)]), 'utf8');

/**
 * The 32 bytes in `keyFile`, made first if missing. Made under a temporary name then hard-linked into place, so a
 * concurrent starter sees either no file or the whole key, and an existing key is never overwritten (that would lose
 * every key wrapped under it).
 */
function loadOrCreateKey(keyFile: string): Buffer {
  mkdirSync(dirname(keyFile), { recursive: true });
  const temporary = `${keyFile}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, randomBytes(KEY_LENGTH), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, keyFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  if (!lstatSync(keyFile).isFile()) throw new KeyServiceError('kms_key_file_invalid', `${keyFile} is not a regular file`);
  const key = readFileSync(keyFile);
  if (key.length !== KEY_LENGTH) {
    throw new KeyServiceError('kms_key_file_invalid', `${keyFile} holds ${key.length} bytes, not a ${KEY_LENGTH}-byte key`);
  }
  return key;
}

function memoryAudit(cap: number): AuditLog {
  const entries: AuditEntry[] = [];
  return {
    append(entry) {
      entries.push(entry);
      if (entries.length > cap) entries.splice(0, entries.length - cap);
    },
    entries: () => entries.map((entry) => ({ ...entry })),
  };
}

/** JSON lines appended to `file`; entries() reads back its last `cap` (a torn last line from a crash is skipped). */
function fileAudit(file: string, cap: number): AuditLog {
  mkdirSync(dirname(file), { recursive: true });
  return {
    append: (entry) => appendFileSync(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 }),
    entries() {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return text
        .split('\n')
        .flatMap((line): AuditEntry[] => {
          try {
            return line ? [JSON.parse(line) as AuditEntry] : [];
          } catch {
            return [];
          }
        })
        .slice(-cap);
    },
  };
}
