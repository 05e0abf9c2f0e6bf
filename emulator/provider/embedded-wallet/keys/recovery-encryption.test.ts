// @vitest-environment node
import { base64urlnopad } from '@scure/base';
import { describe, expect, it, vi } from 'vitest';
import {
  decryptWithKey,
  decryptWithPassword,
  encryptForPassword,
  encryptWithKey,
  generateRecoveryKey,
  PBKDF2_ITERATIONS,
  RECOVERY_KEY_BYTES,
} from './recovery-encryption';
import { RecoveryDecryptionError, type RecoveryDecryptionFailure } from './recovery-error';

// Only the first test runs the real 600,000 iterations (about 0.3 s per derivation); the rest use a
// lower count, passed explicitly on both sides.
const FAST = { iterations: 1_000 };
const share = Uint8Array.from({ length: 17 }, (_, i) => i * 7);

/** The envelope with one byte of one field flipped, still valid base64url. */
function flipByte(envelope: string, field: 'salt' | 'iv' | 'ct'): string {
  const fields = JSON.parse(envelope) as Record<string, string>;
  const bytes = base64urlnopad.decode(fields[field]!);
  bytes[0]! ^= 0x01;
  return JSON.stringify({ ...fields, [field]: base64urlnopad.encode(bytes) });
}

/** The rejection of `attempt`, which must be our typed error with our own message. */
async function failure(attempt: Promise<unknown>): Promise<RecoveryDecryptionFailure> {
  const error = await attempt.then(
    () => expect.fail('decryption should have failed'),
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(RecoveryDecryptionError);
  const typed = error as RecoveryDecryptionError;
  expect(typed.name).toBe('RecoveryDecryptionError');
  expect(typed.message).not.toMatch(/OperationError|DOMException|decrypt data/i);
  return typed.reason;
}

describe('recovery share for a password (user-passcode)', () => {
  it('uses PBKDF2-SHA256 at 600,000 iterations by default and gives the share back for the right password', async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const deriveKey = vi.spyOn(crypto.subtle, 'deriveKey');
    const envelope = await encryptForPassword(share, 'correct-horse!');
    expect(await decryptWithPassword(envelope, 'correct-horse!')).toEqual(share);
    expect(deriveKey).toHaveBeenCalledTimes(2);
    for (const [params] of deriveKey.mock.calls) {
      expect(params).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
    }
    // Nothing readable of the share is left in the envelope.
    expect(envelope).not.toContain(base64urlnopad.encode(share));
  });

  it('uses a fresh 16-byte salt and 12-byte IV every time', async () => {
    const first = JSON.parse(await encryptForPassword(share, 'same-password', FAST));
    const second = JSON.parse(await encryptForPassword(share, 'same-password', FAST));
    expect(base64urlnopad.decode(first.salt)).toHaveLength(16);
    expect(base64urlnopad.decode(first.iv)).toHaveLength(12);
    expect(second.salt).not.toBe(first.salt);
    expect(second.iv).not.toBe(first.iv);
    expect(second.ct).not.toBe(first.ct);
  });

  it('fails cleanly for a wrong password', async () => {
    const envelope = await encryptForPassword(share, 'correct-horse!', FAST);
    expect(await failure(decryptWithPassword(envelope, 'correct-horse?', FAST))).toBe('wrong_secret_or_tampered');
  });

  it.each(['ct', 'iv', 'salt'] as const)('fails cleanly when one byte of %s is changed', async (field) => {
    const envelope = await encryptForPassword(share, 'correct-horse!', FAST);
    expect(await failure(decryptWithPassword(flipByte(envelope, field), 'correct-horse!', FAST))).toBe(
      'wrong_secret_or_tampered',
    );
  });

  it('calls a malformed envelope, or one made for a key, malformed', async () => {
    expect(await failure(decryptWithPassword('{"v":1', 'pw', FAST))).toBe('malformed');
    const keyEnvelope = await encryptWithKey(share, generateRecoveryKey());
    expect(await failure(decryptWithPassword(keyEnvelope, 'pw', FAST))).toBe('malformed');
  });
});

describe('recovery share for a provider key (automatic, cloud)', () => {
  it('makes fresh 32-byte keys', () => {
    const key = generateRecoveryKey();
    expect(key).toHaveLength(RECOVERY_KEY_BYTES);
    expect(RECOVERY_KEY_BYTES).toBe(32);
    expect(generateRecoveryKey()).not.toEqual(key);
  });

  it('gives the share back for the right key, with a fresh IV every time', async () => {
    const key = generateRecoveryKey();
    const first = await encryptWithKey(share, key);
    const second = await encryptWithKey(share, key);
    expect(await decryptWithKey(first, key)).toEqual(share);
    expect(JSON.parse(second).iv).not.toBe(JSON.parse(first).iv);
  });

  it('fails cleanly for a wrong key, a key of the wrong size, or a changed byte', async () => {
    const key = generateRecoveryKey();
    const envelope = await encryptWithKey(share, key);
    expect(await failure(decryptWithKey(envelope, generateRecoveryKey()))).toBe('wrong_secret_or_tampered');
    expect(await failure(decryptWithKey(envelope, key.slice(0, 16)))).toBe('wrong_secret_or_tampered');
    expect(await failure(decryptWithKey(flipByte(envelope, 'ct'), key))).toBe('wrong_secret_or_tampered');
    expect(await failure(decryptWithKey(flipByte(envelope, 'iv'), key))).toBe('wrong_secret_or_tampered');
  });

  it('calls an envelope of an unknown version, or one made for a password, malformed', async () => {
    const key = generateRecoveryKey();
    const envelope = JSON.parse(await encryptWithKey(share, key));
    expect(await failure(decryptWithKey(JSON.stringify({ ...envelope, v: 2 }), key))).toBe('malformed');
    const passwordEnvelope = await encryptForPassword(share, 'pw', FAST);
    expect(await failure(decryptWithKey(passwordEnvelope, key))).toBe('malformed');
  });

  it('refuses to encrypt under anything but a 32-byte key (no silent AES-128)', async () => {
    await expect(encryptWithKey(share, new Uint8Array(16))).rejects.toThrow(RangeError);
  });
});
