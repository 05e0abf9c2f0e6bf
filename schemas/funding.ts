import * as z from 'zod/mini';

// Pure: schemas/index re-exports this module, and the kernel's bundle must not keep schemas only the funding plugin uses.

/** A JSON-RPC quantity or data word as a node sends it: 0x and hex digits ('0x' alone for empty data). */
const hex = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^0x[0-9a-fA-F]*$/));

/**
 * A chain's answer to the funding plugin's reads (eth_getBalance, eth_call of balanceOf, symbol and decimals): a hex
 * result, or the node's error.
 */
export const ChainReadAnswer = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.object({ result: hex }),
  /* @__PURE__ */ z.object({ error: /* @__PURE__ */ z.object({ code: /* @__PURE__ */ z.number(), message: /* @__PURE__ */ z.string() }) }),
]);
export type ChainReadAnswer = z.output<typeof ChainReadAnswer>;
