import * as z from 'zod/mini';

/**
 * The frames of WalletConnect's relay protocol (JSON-RPC 2.0 over WebSocket) that the 2.x SDKs send, as zod
 * schemas. Every incoming frame goes through `parseFrame`; nothing reads an unchecked field.
 */

/** Topics are 32 bytes in hex: a pairing's random topic or a session's sha256 of its key. */
const Topic = z.string().check(z.regex(/^[0-9a-f]{64}$/));
/** Envelopes are base64 (type 0 or 1), a few KB in practice; the cap keeps one frame from filling memory. */
const Envelope = z.string().check(z.minLength(1), z.maxLength(256 * 1024));
const MAX_TTL_SECONDS = 30 * 24 * 60 * 60;
const Ttl = z.int().check(z.gte(1), z.lte(MAX_TTL_SECONDS));
const Topics = z.array(Topic).check(z.minLength(1), z.maxLength(500));

/** The SDK's `id`: a 19-digit decimal string (getBigIntRpcId, past 2^53 so never a JSON number), or a number. */
export const RpcId = z.union([z.int(), z.string().check(z.regex(/^\d{1,20}$/))]);
export type RpcId = z.output<typeof RpcId>;

/**
 * Publish options the SDK adds to every publish: prompt, tag, the Verify attestation and the "tvf" fields
 * (correlationId, rpcMethods, chainId, txHashes...) that the real relay records for analytics. Loose, because
 * tvf keys vary by method and the double only forwards `attestation`.
 */
const PublishOptions = {
  tag: z.optional(z.int()),
  prompt: z.optional(z.boolean()),
  attestation: z.optional(z.string()),
};

const RelayParams = {
  irn_subscribe: z.object({ topic: Topic }),
  irn_batchSubscribe: z.object({ topics: Topics }),
  irn_unsubscribe: z.object({ topic: Topic, id: z.string() }),
  irn_batchUnsubscribe: z.object({
    subscriptions: z.array(z.object({ topic: Topic, id: z.string() })).check(z.minLength(1), z.maxLength(500)),
  }),
  irn_publish: z.looseObject({ topic: Topic, message: Envelope, ttl: Ttl, ...PublishOptions }),
  irn_fetchMessages: z.object({ topic: Topic }),
  irn_batchFetchMessages: z.object({ topics: Topics }),
  /** The dApp's session proposal: published on the pairing topic, and the dApp subscribed to that topic. */
  wc_proposeSession: z.looseObject({ pairingTopic: Topic, sessionProposal: Envelope, ttl: z.optional(Ttl), ...PublishOptions }),
  /** The wallet's approval: the proposal's answer on the pairing topic, the settlement on the new session topic. */
  wc_approveSession: z.looseObject({
    pairingTopic: Topic,
    sessionTopic: Topic,
    sessionProposalResponse: Envelope,
    sessionSettlementRequest: Envelope,
    ttl: z.optional(Ttl),
    ...PublishOptions,
  }),
} as const;

export type RelayMethod = keyof typeof RelayParams;
export type ParamsOf<M extends RelayMethod> = z.output<(typeof RelayParams)[M]>;

const Request = z.object({
  id: RpcId,
  jsonrpc: z.literal('2.0'),
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  params: z.optional(z.unknown()),
});

/** The SDK's acknowledgement of an `irn_subscription` the relay sent it (or an error for one). */
const Response = z.object({
  id: RpcId,
  jsonrpc: z.literal('2.0'),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.int(), message: z.string() })),
});

/** JSON-RPC 2.0's error codes. */
export const RpcError = {
  parse: { code: -32700, message: 'Parse error' },
  invalidRequest: { code: -32600, message: 'Invalid request' },
  methodNotFound: { code: -32601, message: 'Method not found' },
  invalidParams: { code: -32602, message: 'Invalid params' },
} as const;

export type Frame =
  | { kind: 'request'; id: RpcId; method: RelayMethod; params: unknown }
  | { kind: 'response'; id: RpcId }
  | { kind: 'invalid'; id: RpcId | null; error: { code: number; message: string } };

/** One WebSocket text frame: a request for a known method, a response to the relay, or why it is invalid. */
export function parseFrame(text: string): Frame {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', id: null, error: RpcError.parse };
  }
  const request = Request.safeParse(json);
  if (request.success) {
    const { id, method, params } = request.data;
    if (!Object.hasOwn(RelayParams, method)) return { kind: 'invalid', id, error: { ...RpcError.methodNotFound, message: `Method not found: ${method}` } };
    return { kind: 'request', id, method: method as RelayMethod, params };
  }
  const response = Response.safeParse(json);
  if (response.success) return { kind: 'response', id: response.data.id };
  const id = RpcId.safeParse((json as { id?: unknown } | null)?.id);
  return { kind: 'invalid', id: id.success ? id.data : null, error: RpcError.invalidRequest };
}

/** Checks a request's params against its method's schema. */
export function parseParams<M extends RelayMethod>(method: M, params: unknown): ParamsOf<M> | null {
  const parsed = RelayParams[method].safeParse(params);
  return parsed.success ? (parsed.data as ParamsOf<M>) : null;
}

export function encodeFrame(frame: { id: RpcId | null; result?: unknown; error?: { code: number; message: string }; method?: string; params?: unknown }): string {
  return JSON.stringify({ jsonrpc: '2.0', ...frame });
}
