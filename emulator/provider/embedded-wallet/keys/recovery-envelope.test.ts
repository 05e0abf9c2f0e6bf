// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseEnvelope, serializeEnvelope, type SealedShare } from './recovery-envelope';
import { RecoveryDecryptionError } from './recovery-error';

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);
const passwordSealed: SealedShare = { kdf: 'pbkdf2-sha256', salt: bytes(16, 1), iv: bytes(12, 2), ct: bytes(33, 3) };
const keySealed: SealedShare = { kdf: 'none', iv: bytes(12, 2), ct: bytes(33, 3) };
const fields = () => JSON.parse(serializeEnvelope(passwordSealed)) as Record<string, unknown>;

function reasonFor(text: string) {
  try {
    parseEnvelope(text);
  } catch (error) {
    if (error instanceof RecoveryDecryptionError) return error.reason;
    throw error;
  }
  return 'parsed';
}

describe('recovery envelope', () => {
  it('is versioned JSON that names its kdf and carries its bytes in base64url', () => {
    expect(JSON.parse(serializeEnvelope(passwordSealed))).toEqual({
      v: 1,
      kdf: 'pbkdf2-sha256',
      salt: 'AQEBAQEBAQEBAQEBAQEBAQ',
      iv: 'AgICAgICAgICAgIC',
      ct: 'AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMD',
    });
    expect(JSON.parse(serializeEnvelope(keySealed))).toEqual({
      v: 1,
      kdf: 'none',
      iv: 'AgICAgICAgICAgIC',
      ct: 'AwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMD',
    });
  });

  it('reads back what it wrote, for both kinds', () => {
    expect(parseEnvelope(serializeEnvelope(passwordSealed))).toEqual(passwordSealed);
    expect(parseEnvelope(serializeEnvelope(keySealed))).toEqual(keySealed);
  });

  it.each([
    ['not JSON', 'not json'],
    ['JSON that is not an object', '[1,2]'],
    ['an unknown version', JSON.stringify({ ...fields(), v: 2 })],
    ['an unknown kdf', JSON.stringify({ ...fields(), kdf: 'scrypt' })],
    ['a missing salt', JSON.stringify({ ...fields(), salt: undefined })],
    ['an extra field', JSON.stringify({ ...fields(), iterations: 1 })],
    ['a salt on a key envelope', JSON.stringify({ ...fields(), kdf: 'none' })],
    ['a field that is not base64url', JSON.stringify({ ...fields(), iv: 'AgICAgICAgICAg+/' })],
    ['a short salt', JSON.stringify({ ...fields(), salt: 'AQEBAQEBAQEBAQEBAQEB' })],
    ['a long IV', JSON.stringify({ ...fields(), iv: 'AgICAgICAgICAgICAgI' })],
    ['a ciphertext no longer than the tag', JSON.stringify({ ...fields(), ct: 'AwMDAwMDAwMDAwMDAwMDAw' })],
  ])('calls %s malformed', (_, text) => {
    expect(reasonFor(text)).toBe('malformed');
  });
});
