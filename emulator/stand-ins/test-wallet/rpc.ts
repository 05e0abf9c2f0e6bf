import * as z from 'zod/mini';
import { ApiError } from '../../shared/http-error';
import type { RpcRequest } from './requests';

/** A chain slower than this is reported as unreachable rather than holding the page's request open. */
const RPC_TIMEOUT_MS = 10_000;

const RpcError = z.object({ code: z.int(), message: z.string(), data: z.optional(z.unknown()) });
/** A JSON-RPC 2.0 answer: an error, or a result (which may be null, but must be there). */
const RpcAnswer = z.union([
  z.object({ error: RpcError }),
  z.object({ result: z.unknown() }).check(z.refine((answer) => 'result' in answer)),
]);
export type RpcAnswer = z.infer<typeof RpcAnswer>;

const unreachable = (rpcUrl: string, why: string) => new ApiError(502, 'chain_unreachable', `The chain at ${rpcUrl} ${why}`);

/** Sends one call to the chain and hands back its `{ result }` or `{ error }` as the chain gave it. */
export async function forwardRpc(rpcUrl: string, { method, params }: RpcRequest): Promise<RpcAnswer> {
  let response: Response;
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
    });
  } catch {
    throw unreachable(rpcUrl, 'did not answer');
  }
  const answer = RpcAnswer.safeParse(await response.json().catch(() => null));
  if (!answer.success) throw unreachable(rpcUrl, `answered ${response.status} without a JSON-RPC answer`);
  return 'error' in answer.data ? { error: answer.data.error } : { result: answer.data.result };
}
