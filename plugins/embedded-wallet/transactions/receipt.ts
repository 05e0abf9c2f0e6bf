import * as z from 'zod/mini';

/** Section 3's transaction receipt. Block numbers and counts are numbers; gas and wei amounts are bigints. */
export interface TransactionReceipt {
  to: string | null;
  from: string;
  contractAddress: string | null;
  transactionIndex: number;
  /** Pre-Byzantium receipts carry a state root instead of a status. */
  root: string | null;
  logsBloom: string;
  blockHash: string;
  transactionHash: string;
  logs: TransactionLog[];
  blockNumber: number;
  /** Blocks on top of (and including) the receipt's block when it was read. */
  confirmations: number;
  byzantium: boolean;
  /** 0 legacy, 1 EIP-2930, 2 EIP-1559. */
  type: number;
  /** 1 success, 0 reverted (null before Byzantium). */
  status: 0 | 1 | null;
  gasUsed: bigint;
  cumulativeGasUsed: bigint;
  effectiveGasPrice: bigint;
}

export interface TransactionLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  transactionHash: string;
  transactionIndex: number;
  removed: boolean;
}

const Quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/));
const Address = z.nullable(z.optional(z.string()));

/** eth_getTransactionReceipt's answer (the chain's JSON-RPC wire shape). */
const RpcLog = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
  logIndex: Quantity,
  blockNumber: Quantity,
  blockHash: z.string(),
  transactionHash: z.string(),
  transactionIndex: Quantity,
  removed: z.optional(z.boolean()),
});
export const RpcReceipt = z.object({
  to: Address,
  from: z.string(),
  contractAddress: Address,
  transactionIndex: Quantity,
  root: z.optional(z.string()),
  logsBloom: z.string(),
  blockHash: z.string(),
  transactionHash: z.string(),
  logs: z.array(RpcLog),
  blockNumber: Quantity,
  type: z.optional(Quantity),
  status: z.optional(Quantity),
  gasUsed: Quantity,
  cumulativeGasUsed: Quantity,
  effectiveGasPrice: Quantity,
});
export type RpcReceipt = z.output<typeof RpcReceipt>;

const int = (hex: string) => Number(BigInt(hex));

/** The chain's receipt in section 3's fields; `latestBlock` gives its confirmations. */
export function toReceipt(wire: RpcReceipt, latestBlock: number): TransactionReceipt {
  const blockNumber = int(wire.blockNumber);
  return {
    to: wire.to ?? null,
    from: wire.from,
    contractAddress: wire.contractAddress ?? null,
    transactionIndex: int(wire.transactionIndex),
    root: wire.root ?? null,
    logsBloom: wire.logsBloom,
    blockHash: wire.blockHash,
    transactionHash: wire.transactionHash,
    logs: wire.logs.map((log) => ({
      address: log.address,
      topics: log.topics,
      data: log.data,
      logIndex: int(log.logIndex),
      blockNumber: int(log.blockNumber),
      blockHash: log.blockHash,
      transactionHash: log.transactionHash,
      transactionIndex: int(log.transactionIndex),
      removed: log.removed ?? false,
    })),
    blockNumber,
    confirmations: Math.max(1, latestBlock - blockNumber + 1),
    byzantium: wire.status !== undefined,
    type: wire.type === undefined ? 0 : int(wire.type),
    status: wire.status === undefined ? null : wire.status === '0x1' ? 1 : 0,
    gasUsed: BigInt(wire.gasUsed),
    cumulativeGasUsed: BigInt(wire.cumulativeGasUsed),
    effectiveGasPrice: BigInt(wire.effectiveGasPrice),
  };
}
