import { passwordStrength } from './strength';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;
// The largest multiple of the alphabet's size a byte can hold: bytes above it are dropped so no character is likelier.
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

function randomCharacters(count: number): string {
  let out = '';
  while (out.length < count) {
    for (const byte of crypto.getRandomValues(new Uint8Array(count))) {
      if (byte < UNBIASED_LIMIT && out.length < count) out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

/** A random recovery password such as 'k3XbQ-9mTzr-Wq2Lp-hY7dC': 4 groups of 5 letters or digits joined by '-'. */
export function generatePassword(): string {
  for (;;) {
    const password = Array.from({ length: GROUPS }, () => randomCharacters(GROUP_LENGTH)).join('-');
    // Almost every draw is Strong; a rare one of a single letter case is drawn again, so the promise always holds.
    if (passwordStrength(password) === 'Strong') return password;
  }
}
