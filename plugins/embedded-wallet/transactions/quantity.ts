/** JSON-RPC quantities (section 5: a transaction's numbers arrive as number, bigint or hex string). */

export type Hex = `0x${string}`;

export { toQuantity } from '../../../kernel/wallets';

const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

/** A non-negative number, bigint or hex string as a bigint; undefined for anything else. */
export function parseQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return BigInt(value);
  return undefined;
}

/** A quantity the chain answered with; a malformed answer is the chain's fault, said as such. */
export function chainQuantity(value: unknown, what: string): bigint {
  const parsed = typeof value === 'string' ? parseQuantity(value) : undefined;
  if (parsed === undefined) throw new Error(`The chain answered ${what} with ${JSON.stringify(value)}`);
  return parsed;
}
