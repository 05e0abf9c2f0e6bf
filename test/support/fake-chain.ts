/** A chain's JSON-RPC endpoint as a fetch stub: one handler per method, every call recorded in order. */

interface RpcCall {
  method: string;
  params: unknown[];
}

/** Answers a call's params; throw an RpcFailure to answer with a JSON-RPC error. */
export type RpcHandler = (params: unknown[]) => unknown;

export class RpcFailure extends Error {
  constructor(
    message: string,
    readonly code = -32000,
  ) {
    super(message);
  }
}

export function fakeChain(handlers: Record<string, RpcHandler>) {
  const calls: RpcCall[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    calls.push({ method, params });
    const handler = handlers[method];
    const answer = (body: object) => new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }), { headers: { 'content-type': 'application/json' } });
    if (!handler) return answer({ error: { code: -32601, message: `Method ${method} not found` } });
    try {
      return answer({ result: handler(params) ?? null });
    } catch (error) {
      if (error instanceof RpcFailure) return answer({ error: { code: error.code, message: error.message } });
      throw error;
    }
  };
  return { fetch, calls, methods: () => calls.map((call) => call.method) };
}

/** A mined transaction's receipt as a node answers it: 21,000 gas at 2 gwei in block 0x10. */
export const wireReceipt = ({ from, to, hash, status }: { from: string; to: string; hash: string; status: '0x0' | '0x1' }) => ({
  to,
  from,
  contractAddress: null,
  transactionIndex: '0x0',
  logsBloom: `0x${'0'.repeat(512)}`,
  blockHash: `0x${'cd'.repeat(32)}`,
  transactionHash: hash,
  logs: [],
  blockNumber: '0x10',
  type: '0x2',
  status,
  gasUsed: '0x5208',
  cumulativeGasUsed: '0x5208',
  effectiveGasPrice: '0x77359400',
});
