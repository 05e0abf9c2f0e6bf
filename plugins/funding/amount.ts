/**
 * Section 5's funding amount rules. Amounts travel as decimal strings in the asset's whole units ('0.05' ETH,
 * '10' USDC) and become base units (wei, USDC's 6 decimals) only where a chain or a quote needs them.
 */

/** What the amount field accepts while typing: digits and at most one decimal point ('', '1.', '.5' included). */
export const isAmountInput = (value: string): boolean => /^\d*\.?\d*$/.test(value);

/** A preset amount beginning with '.' gets a leading 0 ('.5' -> '0.5'); surrounding spaces go. */
export function normalizeAmount(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('.') ? `0${trimmed}` : trimmed;
}

/** A complete amount above 0: the funding methods stay disabled otherwise. */
export const isValidAmount = (value: string): boolean => {
  const amount = normalizeAmount(value);
  return /^\d+(\.\d*)?$/.test(amount) && /[1-9]/.test(amount);
};

/**
 * `amount` in base units for `decimals` (toBaseUnits('1.5', 6) = 1500000n); digits beyond `decimals` are cut, since a
 * chain cannot hold less than one base unit. Throws on anything but a decimal number.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const normalized = normalizeAmount(amount);
  if (!/^\d+(\.\d*)?$/.test(normalized)) throw new RangeError(`Not a decimal amount: "${amount}"`);
  const [whole = '0', fraction = ''] = normalized.split('.');
  return BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/** Base units back to an exact decimal string without trailing zeros (1500000n, 6 -> '1.5'). */
export function fromBaseUnits(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** Section 9: a balance shows 3 decimals, rounded down so it never claims more than the wallet holds. */
export function formatBalance(value: bigint, decimals: number): string {
  const thousandths = decimals >= 3 ? value / 10n ** BigInt(decimals - 3) : value * 10n ** BigInt(3 - decimals);
  const text = thousandths.toString().padStart(4, '0');
  return `${text.slice(0, -3)}.${text.slice(-3)}`;
}
