import { describe, expect, it } from 'vitest';
import { passwordScore, passwordStrength, strengthOfScore } from './strength';

describe('passwordStrength (section 5)', () => {
  it('applies the thresholds strictly: over 0.9 Strong, over 0.5 Medium, else Weak', () => {
    expect(strengthOfScore(0)).toBe('Weak');
    expect(strengthOfScore(0.5)).toBe('Weak');
    expect(strengthOfScore(0.5000001)).toBe('Medium');
    expect(strengthOfScore(0.9)).toBe('Medium');
    expect(strengthOfScore(0.9000001)).toBe('Strong');
    expect(strengthOfScore(1)).toBe('Strong');
  });

  it('counts complexity only from 8 characters: 7 is Weak, 8 Medium, 9 Strong with every class', () => {
    expect(passwordScore('Ab1!xyz')).toBeCloseTo(0.3417, 4);
    expect(passwordStrength('Ab1!xyz')).toBe('Weak');
    expect(passwordScore('Ab1!xyzw')).toBeCloseTo(0.8905, 4);
    expect(passwordStrength('Ab1!xyzw')).toBe('Medium');
    expect(passwordStrength('Ab1!xyzwv')).toBe('Strong');
  });

  it('caps the classes at 3: a fourth adds only to the entropy estimate', () => {
    const threeClasses = passwordScore('Ab1xyzwvu');
    expect(threeClasses).toBeCloseTo(0.9187, 4);
    expect(passwordScore('Ab1!yzwvu') - threeClasses).toBeLessThan(0.03);
  });

  it('rates common shapes', () => {
    expect(passwordStrength('password')).toBe('Weak');
    expect(passwordStrength('123456')).toBe('Weak');
    expect(passwordStrength('abcdefghijklmnop')).toBe('Medium');
    expect(passwordStrength('Password1')).toBe('Medium');
    expect(passwordStrength('Password1!')).toBe('Strong');
  });

  it('gives a repeated character no entropy', () => {
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaaaaaa')).toBe('Weak');
  });

  it('rates invalid passwords Weak (score 0), however long', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('Correct Horse Battery Staple 42!')).toBe(0);
    expect(passwordStrength('Correct Horse Battery Staple 42!')).toBe('Weak');
  });
});
