/** Bytes or a quantity as JSON-RPC writes them. */
export type Hex = `0x${string}`;

/** A JSON-RPC call to one chain's RPC URL: the plugins' chain reads and broadcasts all go through one. */
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

/**
 * The chain at `url`. Reads `fetch` at call time, so tests can stub it; a network failure rejects with fetch's own
 * error, and the node's error (whatever the HTTP status) with an RpcError.
 */
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
