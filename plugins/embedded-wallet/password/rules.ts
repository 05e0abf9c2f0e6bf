import { format } from '../../../kernel/index';
import { embeddedWalletMessages, type EmbeddedWalletMessages } from '../messages';

/** Section 9: the shortest recovery password. */
const PASSWORD_MIN_LENGTH = 6;
/** Section 5: the symbols a recovery password may hold, besides ASCII letters and digits. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()-_+.';

type RuleMessages = Pick<EmbeddedWalletMessages, 'passwordTooShort' | 'passwordInvalidCharacters' | 'passwordSpace' | 'passwordsDoNotMatch'>;

const isAllowed = (character: string) => /^[A-Za-z0-9]$/.test(character) || PASSWORD_SYMBOLS.includes(character);

/**
 * Section 5's rule, or null when `value` passes. Invalid characters are reported before the length: typing more
 * cannot fix them. They are listed once each, in the order typed, separated by ", " (space shown as SPACE):
 * 'Invalid characters used ( SPACE, ~ )'.
 */
export function validatePassword(value: string, m: RuleMessages = embeddedWalletMessages): string | null {
  // By code point, so an emoji is listed whole.
  const invalid = [...new Set([...value].filter((character) => !isAllowed(character)))];
  if (invalid.length > 0) {
    const characters = invalid.map((character) => (character === ' ' ? m.passwordSpace : character)).join(', ');
    return format(m.passwordInvalidCharacters, { characters });
  }
  return value.length < PASSWORD_MIN_LENGTH ? m.passwordTooShort : null;
}

/** The confirmation step's rule: null when the two are equal. */
export function passwordsMatch(password: string, confirmation: string, m: RuleMessages = embeddedWalletMessages): string | null {
  return password === confirmation ? null : m.passwordsDoNotMatch;
}
