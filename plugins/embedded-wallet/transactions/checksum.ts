import { keccak_256 } from '@noble/hashes/sha3';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * An address in EIP-55 mixed case: a letter is upper case where the keccak hash of the lower-case address has a
 * nibble of 8 or more. noble's keccak rather than viem's getAddress: half the bytes in the lazy transaction chunk.
 */
export function checksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)));
  return `0x${[...hex].map((char, index) => (Number.parseInt(hash.charAt(index), 16) >= 8 ? char.toUpperCase() : char)).join('')}`;
}
