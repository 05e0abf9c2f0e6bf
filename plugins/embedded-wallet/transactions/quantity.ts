/** JSON-RPC quantities (section 5: a transaction's numbers arrive as number, bigint or hex string). */

import { HEX_QUANTITY } from '../../../kit/chain-quantity';

export type { Hex } from '../../../kit/json-rpc';

export { toQuantity } from '../../../kit/eip1193';

/** A non-negative number, bigint or hex string as a bigint; undefined for anything else. */
export function parseQuantity(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value >= 0n ? value : undefined;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined;
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return BigInt(value);
  return undefined;
}
