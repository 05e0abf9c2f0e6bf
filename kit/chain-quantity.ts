// Apart from json-rpc.ts: the embedded wallet's first chunk makes chain calls but reads no quantity until a
// transaction loads its engine.

/** A JSON-RPC quantity: 0x and at least one hex digit. */
export const HEX_QUANTITY = /^0x[0-9a-f]+$/i;

/** A quantity the chain answered with; a malformed answer is the chain's fault, said as such. */
export function chainQuantity(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value)) throw new Error(`The chain answered ${what} with ${JSON.stringify(value)}`);
  return BigInt(value);
}
