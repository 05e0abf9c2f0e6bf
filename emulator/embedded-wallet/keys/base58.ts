// A Solana address is the base58 text of its 32-byte Ed25519 public key; this small codec spares the frame a Solana
// library for that one job.

/** Bitcoin's alphabet, which Solana uses: no 0, O, I or l, so no two characters look alike. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 text of `bytes`: the bytes read as one big-endian number, each leading zero byte written as '1'. */
export function toBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let digits = '';
  for (; value > 0n; value /= 58n) digits = ALPHABET[Number(value % 58n)] + digits;
  return '1'.repeat(zeros) + digits;
}

/** The bytes of base58 text; a TypeError for a character outside the alphabet. */
export function fromBase58(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  let value = 0n;
  for (const char of text) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) throw new TypeError('Not base58 text');
    value = value * 58n + BigInt(digit);
  }
  const rest: number[] = [];
  for (; value > 0n; value >>= 8n) rest.unshift(Number(value & 0xffn));
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...rest]);
}
