import type { Address as ViemAddress } from 'viem';
import * as z from 'zod/mini';
import { MAX_ACCOUNT_INDEX } from './accounts';

/** The request bodies the test wallet's pages send to the emulator. */

const Address = z.custom<ViemAddress>((value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value));
/** An account's N, as wallet.js's ?account=N names it. */
export const AccountIndex = z.int().check(z.gte(0), z.lte(MAX_ACCOUNT_INDEX));
const ChainId = z.int().check(z.gt(0), z.lte(Number.MAX_SAFE_INTEGER));

/** EIP-712 typed data, as eth_signTypedData_v4 carries it (the wallet script has parsed the JSON string). */
const TypedDataParam = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.minLength(1)),
  message: z.record(z.string(), z.unknown()),
});

/** POST /test-wallet/sign: what a person approved, with the provider request's own params. */
export const SignRequest = z.discriminatedUnion('method', [
  z.object({
    account: AccountIndex,
    method: z.literal('personal_sign'),
    // The message is hex (its raw bytes), or text as some dapps send it.
    params: z.tuple([z.string(), Address]),
  }),
  z.object({
    account: AccountIndex,
    method: z.literal('eth_signTypedData_v4'),
    params: z.tuple([Address, TypedDataParam]),
  }),
]);
export type SignRequest = z.infer<typeof SignRequest>;

const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/));

/** POST /test-wallet/send: a transaction a person approved (eth_sendTransaction's param), on the wallet's chain. */
export const SendRequest = z.object({
  account: AccountIndex,
  chainId: ChainId,
  transaction: z.object({
    from: Address,
    to: Address,
    value: z.optional(Quantity),
    data: z.optional(z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/))),
  }),
});
export type SendRequest = z.infer<typeof SendRequest>;

/** POST /test-wallet/chains: a network a person approved adding (wallet_addEthereumChain). */
export const AddChainRequest = z.object({
  chainId: ChainId,
  rpcUrl: z.url({ protocol: /^https?$/ }),
});

/** POST /test-wallet/rpc: a JSON-RPC call the wallet forwards to its current chain. */
export const RpcRequest = z.object({
  chainId: ChainId,
  method: z.string().check(z.minLength(1), z.maxLength(100)),
  params: z._default(z.array(z.unknown()), []),
});
export type RpcRequest = z.infer<typeof RpcRequest>;
