import { createPublicClient, http, type Address, type Hash, type Hex } from 'viem';

/** The origin transaction a quote asked for, as the user's wallet must send it. */
export interface ExpectedDeposit {
  chainId: number;
  rpcUrl: string;
  user: Address;
  to: Address;
  value: bigint;
  data: Hex;
  requestId: Hex;
}

/** A transaction carrying the quote's request id: the deposit, or a wrong one (why says what is wrong). */
type FoundDeposit = { hash: Hash; ok: true } | { hash: Hash; ok: false; why: string };

export interface DepositScan {
  found: FoundDeposit | null;
  /** The last block looked at; the next scan starts after it. */
  scannedTo: bigint;
}

/**
 * Looks through the origin chain's blocks after `after` for a transaction whose calldata ends with the request id
 * (the step's calldata carries it), then checks it is the step itself: from the user, to the same address, the same
 * value and data, and mined successfully. Local chains are small, so reading whole blocks is cheap.
 */
export async function scanForDeposit(expected: ExpectedDeposit, after: bigint): Promise<DepositScan> {
  const client = createPublicClient({ transport: http(expected.rpcUrl) });
  const latest = await client.getBlockNumber();
  const marker = expected.requestId.slice(2).toLowerCase();
  for (let number = after + 1n; number <= latest; number++) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
    const transaction = block.transactions.find((candidate) => candidate.input.toLowerCase().endsWith(marker));
    if (!transaction) continue;
    const { status } = await client.getTransactionReceipt({ hash: transaction.hash });
    return { found: { hash: transaction.hash, ...judge(expected, { ...transaction, status }) }, scannedTo: number };
  }
  return { found: null, scannedTo: latest };
}

interface SeenTransaction {
  from: Address;
  to: Address | null;
  value: bigint;
  input: Hex;
  status: 'success' | 'reverted';
}

function judge(expected: ExpectedDeposit, seen: SeenTransaction): { ok: true } | { ok: false; why: string } {
  if (seen.status !== 'success') return { ok: false, why: 'The deposit transaction reverted' };
  if (seen.from.toLowerCase() !== expected.user.toLowerCase()) return { ok: false, why: `The deposit came from ${seen.from}, not ${expected.user}` };
  const sameCall = seen.to?.toLowerCase() === expected.to.toLowerCase() && seen.input.toLowerCase() === expected.data.toLowerCase();
  if (!sameCall || seen.value !== expected.value) return { ok: false, why: 'The deposit does not match the quote (recipient, amount or data)' };
  return { ok: true };
}
