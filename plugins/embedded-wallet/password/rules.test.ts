import { describe, expect, it } from 'vitest';
import { passwordsMatch, PASSWORD_SYMBOLS, validatePassword } from './rules';

describe('validatePassword (section 5)', () => {
  it('needs at least 6 characters: 5 fail, 6 pass', () => {
    expect(validatePassword('')).toBe('Password must be at least 6 characters');
    expect(validatePassword('abcde')).toBe('Password must be at least 6 characters');
    expect(validatePassword('abcdef')).toBeNull();
  });

  it('allows letters, digits and each of ! @ # $ % ^ & * ( ) - _ + .', () => {
    expect(validatePassword('AZaz09')).toBeNull();
    for (const symbol of PASSWORD_SYMBOLS) expect(validatePassword(`abcde${symbol}`), symbol).toBeNull();
  });

  it.each(['~', '`', '=', '[', ']', '{', '}', '|', '\\', ':', ';', '"', "'", '<', '>', ',', '?', '/', 'é', '😀'])(
    'refuses %s and names it',
    (character) => {
      expect(validatePassword(`abcdef${character}`)).toBe(`Invalid characters used ( ${character} )`);
    },
  );

  it('lists each offender once, in the order typed, with a space shown as SPACE', () => {
    expect(validatePassword('a b~c d~ef')).toBe('Invalid characters used ( SPACE, ~ )');
  });

  it('reports invalid characters before the length, since more characters cannot fix them', () => {
    expect(validatePassword('a b')).toBe('Invalid characters used ( SPACE )');
  });

  it('uses the messages it is given (a host translation)', () => {
    const m = { passwordTooShort: 'court', passwordInvalidCharacters: 'interdit : {characters}', passwordSpace: 'ESPACE', passwordsDoNotMatch: 'différents' };
    expect(validatePassword('abc', m)).toBe('court');
    expect(validatePassword('abc def', m)).toBe('interdit : ESPACE');
  });
});

describe('passwordsMatch', () => {
  it('is null for equal passwords, else "Passwords do not match" (case counts)', () => {
    expect(passwordsMatch('Secret-1', 'Secret-1')).toBeNull();
    expect(passwordsMatch('Secret-1', 'secret-1')).toBe('Passwords do not match');
    expect(passwordsMatch('Secret-1', '')).toBe('Passwords do not match');
  });
});
