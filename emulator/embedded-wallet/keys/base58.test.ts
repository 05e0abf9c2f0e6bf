// @vitest-environment node
import { bytesToHex, hexToBytes, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { fromBase58, toBase58 } from './base58';

/** Bitcoin Core's base58_encode_decode.json. */
const VECTORS: [Hex, string][] = [
  ['0x', ''],
  ['0x61', '2g'],
  ['0x626262', 'a3gV'],
  ['0x636363', 'aPEr'],
  ['0x73696d706c792061206c6f6e6720737472696e67', '2cFupjhnEsSn59qHXstmK2ffpLv2'],
  ['0x00eb15231dfceb60925886b67d065299925915aeb172c06647', '1NS17iag9jJgTHD1VXjvLCEnZuQ3rJDE9L'],
  ['0x516b6fcd0f', 'ABnLTmg'],
  ['0xbf4f89001e670274dd', '3SEo3LWLoPntC'],
  ['0x572e4794', '3EFU7m'],
  ['0xecac89cad93923c02321', 'EJDM8drfXA6uyA'],
  ['0x10c8511e', 'Rt5zm'],
  ['0x00000000000000000000', '1111111111'],
];

describe('base58', () => {
  it.each(VECTORS)('encodes %s as %j and decodes it back', (bytes, text) => {
    expect(toBase58(hexToBytes(bytes))).toBe(text);
    expect(bytesToHex(fromBase58(text))).toBe(bytes);
  });

  it("writes Solana's system program (32 zero bytes) as 32 ones", () => {
    expect(toBase58(new Uint8Array(32))).toBe('1'.repeat(32));
  });

  it('round-trips random keys', () => {
    for (let i = 0; i < 20; i += 1) {
      const key = crypto.getRandomValues(new Uint8Array(32));
      expect(fromBase58(toBase58(key))).toEqual(key);
    }
  });

  it('refuses characters outside the alphabet', () => {
    for (const text of ['0', 'O', 'I', 'l', '3mJr0', '+', ' 2g']) expect(() => fromBase58(text)).toThrow(TypeError);
  });
});
