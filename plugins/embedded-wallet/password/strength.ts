import { PASSWORD_SYMBOLS, validatePassword } from './rules';

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

/** Section 5: complexity counts only from this length on. */
const COMPLEXITY_MIN_LENGTH = 8;
/** The entropy at which the estimate's half of the score is full. */
const FULL_ENTROPY_BITS = 64;

const CLASSES = [
  { test: /[a-z]/, size: 26 },
  { test: /[A-Z]/, size: 26 },
  { test: /[0-9]/, size: 10 },
  { test: /[^A-Za-z0-9]/, size: PASSWORD_SYMBOLS.length },
];

/**
 * score = (complexity + entropy) / 2, each in [0, 1]:
 * complexity = min(classes used, 3) / 3 when the length is at least 8, else 0 (classes: lowercase, uppercase, digit,
 * symbol); entropy = min(1, bits / 64), bits = distinct characters × log2(sum of the used classes' sizes), counting
 * distinct characters so that repeating one character adds nothing. An invalid password scores 0.
 */
export function passwordScore(value: string): number {
  if (validatePassword(value) !== null) return 0;
  const used = CLASSES.filter((characterClass) => characterClass.test.test(value));
  const complexity = value.length >= COMPLEXITY_MIN_LENGTH ? Math.min(used.length, 3) / 3 : 0;
  const pool = used.reduce((sum, characterClass) => sum + characterClass.size, 0);
  const bits = new Set(value).size * Math.log2(pool);
  return (complexity + Math.min(1, bits / FULL_ENTROPY_BITS)) / 2;
}

/** Section 5's thresholds: over 0.9 Strong, over 0.5 Medium, else Weak. */
export function strengthOfScore(score: number): PasswordStrength {
  if (score > 0.9) return 'Strong';
  return score > 0.5 ? 'Medium' : 'Weak';
}

export const passwordStrength = (value: string): PasswordStrength => strengthOfScore(passwordScore(value));
