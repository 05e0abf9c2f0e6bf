import { describe, expect, it } from 'vitest';
import { embeddedWalletMessages as m } from '../messages';
import { formatAmount, formatFeeUsd, formatUsd, toDecimal, toUsd } from './format';

describe('formatting (section 9)', () => {
  it('shows amounts and balances to 3 decimals, rounded half up', () => {
    expect(formatAmount(1_500_000_000_000_000_000n, 18)).toBe('1.500');
    expect(formatAmount(9_999_654_321_000_000_000_000n, 18)).toBe('9999.654');
    expect(formatAmount(1_234_500_000_000_000_000n, 18)).toBe('1.235');
    expect(formatAmount(12_000_000n, 6)).toBe('12.000');
    expect(formatAmount(0n, 18)).toBe('0.000');
    expect(formatAmount(7n, 0)).toBe('7.000');
  });

  it('shows a non-zero amount under 0.001 as <0.001 rather than zero', () => {
    expect(formatAmount(21_000n * 1_000_000_000n, 18)).toBe('<0.001');
    expect(formatAmount(500_000_000_000_000n, 18)).toBe('0.001');
  });

  it('shows dollars with 2 decimals, and a fee under one cent as "less than $0.01"', () => {
    expect(formatUsd(4500)).toBe('$4,500.00');
    expect(formatFeeUsd(0.004, m)).toBe('less than $0.01');
    expect(formatFeeUsd(0.01, m)).toBe('$0.01');
    expect(formatFeeUsd(0, m)).toBe('$0.00');
    expect(toUsd(1_500_000_000_000_000_000n, 18, 3000)).toBe(4500);
  });

  it('hands amounts on exactly', () => {
    expect(toDecimal(10_500_000_000_000_000n, 18)).toBe('0.0105');
    expect(toDecimal(2_000_000n, 6)).toBe('2');
  });
});
