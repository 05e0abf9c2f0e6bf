import { isHex, type Hex, type LocalAccount, type TransactionSerializable } from 'viem';
import * as z from 'zod/mini';
import { FrameError } from './frame-error';

/** The EIP-1193 requests the frame signs with the wallet's key (protocol.ts, `wallet:rpc`). */

/** EIP-1193's "unsupported method". */
export const UNSUPPORTED_METHOD = 4200;

// Hex, a number, or a bigint: the provider's own SDK posts viem's prepared transaction, whose quantities are bigints.
const Quantity = z.union([z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.int().check(z.gte(0)), z.bigint().check(z.gte(0n))]);
const HexData = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/));
const Address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));

const PersonalSignParams = z.tuple([z.string()], z.unknown());
const TypedData = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
});
const SignTypedDataParams = z.tuple([z.string(), z.union([z.string(), TypedData])]);
const SignTransactionParams = z.tuple([
  z.object({
    to: z.optional(z.nullable(Address)),
    value: z.optional(Quantity),
    data: z.optional(HexData),
    nonce: z.optional(Quantity),
    gas: z.optional(Quantity),
    gasLimit: z.optional(Quantity),
    gasPrice: z.optional(Quantity),
    maxFeePerGas: z.optional(Quantity),
    maxPriorityFeePerGas: z.optional(Quantity),
    chainId: Quantity,
  }),
]);

const invalidParams = (method: string) => new FrameError('invalid_request_arguments', `Invalid params for ${method}`);

function parseParams<S extends z.ZodMiniType>(schema: S, params: unknown, method: string): z.output<S> {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw invalidParams(method);
  return parsed.data;
}

const big = (value: string | number | bigint | undefined) => (value === undefined ? undefined : BigInt(value));

/** viem's serializable transaction: EIP-1559 when it names a max fee, else legacy. */
function toTransaction(fields: z.output<typeof SignTransactionParams>[0]): TransactionSerializable {
  const common = {
    chainId: Number(fields.chainId),
    to: (fields.to ?? undefined) as Hex | undefined,
    value: big(fields.value),
    data: fields.data as Hex | undefined,
    nonce: fields.nonce === undefined ? undefined : Number(fields.nonce),
    gas: big(fields.gas ?? fields.gasLimit),
  };
  return fields.maxFeePerGas !== undefined || fields.maxPriorityFeePerGas !== undefined
    ? { ...common, type: 'eip1559', maxFeePerGas: big(fields.maxFeePerGas), maxPriorityFeePerGas: big(fields.maxPriorityFeePerGas) }
    : { ...common, type: 'legacy', gasPrice: big(fields.gasPrice) };
}

function parseTypedData(value: string | z.output<typeof TypedData>, method: string) {
  if (typeof value !== 'string') return value;
  try {
    return parseParams(TypedData, JSON.parse(value), method);
  } catch {
    throw invalidParams(method);
  }
}

/** The signature (or signed transaction) for one request; params must be an array (spec section 5). */
export async function signWalletRequest(account: LocalAccount, method: string, params: unknown): Promise<Hex> {
  if (!Array.isArray(params)) throw new FrameError(UNSUPPORTED_METHOD, 'Wallet requests need array params');
  switch (method) {
    case 'personal_sign': {
      const [message] = parseParams(PersonalSignParams, params, method);
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      const [, typedData] = parseParams(SignTypedDataParams, params, method);
      try {
        // viem checks the data against its types (and throws for values that do not fit them).
        return await account.signTypedData(parseTypedData(typedData, method) as Parameters<LocalAccount['signTypedData']>[0]);
      } catch (error) {
        if (error instanceof FrameError) throw error;
        throw invalidParams(method);
      }
    }
    case 'eth_signTransaction': {
      const [transaction] = parseParams(SignTransactionParams, params, method);
      return account.signTransaction(toTransaction(transaction));
    }
    default:
      throw new FrameError(UNSUPPORTED_METHOD, `Unsupported method: ${method}`);
  }
}
