import { describe, expect, it } from 'vitest';
import { formatBalance, fromBaseUnits, isAmountInput, isValidAmount, normalizeAmount, toBaseUnits } from './amount';

describe('funding amounts (section 5)', () => {
  it('the field takes digits and at most one decimal point', () => {
    for (const typed of ['', '1', '1.', '.5', '10.25', '007']) expect(isAmountInput(typed)).toBe(true);
    for (const typed of ['1.2.3', '-1', '1e3', '1,5', 'abc', ' 1']) expect(isAmountInput(typed)).toBe(false);
  });

  it('a preset amount beginning with a point gets a leading 0', () => {
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount(' 2 ')).toBe('2');
    expect(normalizeAmount('1.25')).toBe('1.25');
  });

  it('only an amount above 0 is valid', () => {
    for (const amount of ['1', '0.001', '.5', '1.']) expect(isValidAmount(amount)).toBe(true);
    for (const amount of ['', '0', '0.0', '.', '00', 'x', '1.2.3']) expect(isValidAmount(amount)).toBe(false);
  });

  it('converts to base units and back', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n);
    expect(toBaseUnits('.5', 18)).toBe(5n * 10n ** 17n);
    expect(toBaseUnits('10', 0)).toBe(10n);
    // Digits beyond the token's decimals are cut: no chain holds less than one base unit.
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n);
    expect(() => toBaseUnits('1.2.3', 6)).toThrow(RangeError);
    expect(fromBaseUnits(1_500_000n, 6)).toBe('1.5');
    expect(fromBaseUnits(5n, 6)).toBe('0.000005');
    expect(fromBaseUnits(7n * 10n ** 18n, 18)).toBe('7');
  });

  it('a balance shows 3 decimals, rounded down (section 9)', () => {
    expect(formatBalance(1_999_999n, 6)).toBe('1.999');
    expect(formatBalance(0n, 18)).toBe('0.000');
    expect(formatBalance(25n * 10n ** 16n, 18)).toBe('0.250');
    expect(formatBalance(12n, 2)).toBe('0.120');
  });
});
