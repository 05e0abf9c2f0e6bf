/** A JSON-RPC call to one chain's RPC URL: every chain read and the broadcast go through here. */
export type ChainRpc = (method: string, params?: readonly unknown[]) => Promise<unknown>;

/** The chain's JSON-RPC error (a revert, a nonce too low...), with its code and data as the node sent them. */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

interface RpcAnswer {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** Reads `fetch` at call time, so tests can stub it; a network failure rejects with fetch's own error. */
export function chainRpc(url: string): ChainRpc {
  let id = 0;
  return async (method, params = []) => {
    id += 1;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    const body = (await response.json()) as RpcAnswer;
    if (body.error) throw new RpcError(body.error.message, body.error.code, body.error.data);
    return body.result;
  };
}
