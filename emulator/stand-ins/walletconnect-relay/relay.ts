import { randomBytes } from 'node:crypto';
import { createMailbox, type Publication, type StoredMessage } from './mailbox';
import { encodeFrame, parseFrame, parseParams, RpcError, type ParamsOf, type RelayMethod, type RpcId } from './messages';

/**
 * A test double of WalletConnect's relay (v2, "irn" protocol): the JSON-RPC methods the 2.x SDKs send, with
 * publish/subscribe and store-and-forward between the clients connected to this emulator. Socket-agnostic: a
 * connection is a `send` function in and a `receive` function out (see websocket.ts), so tests drive it directly.
 */

/** Tags the real relay gives the messages it publishes for wc_proposeSession / wc_approveSession (the SDK's own). */
const PROPOSAL_TAG = 1100;
const PROPOSAL_RESPONSE_TAG = 1101;
const SETTLEMENT_TAG = 1102;
/** The SDK's default lifetime of a proposal and of its answers: five minutes. */
const SESSION_SETUP_TTL_SECONDS = 300;

export interface RelayOptions {
  /** Milliseconds since the epoch; tests inject it to expire messages. */
  now?: () => number;
  /** Told about frames the relay refused, so a new SDK method shows up in the emulator's log. */
  log?: (line: string) => void;
}

interface RelayConnection {
  /** One text frame from the client. */
  receive(text: string): void;
  /** The socket is gone: drop its subscriptions. */
  close(): void;
}

export interface WalletConnectRelay {
  connect(send: (text: string) => void): RelayConnection;
}

interface Client {
  id: number;
  send: (text: string) => void;
  /** topic -> subscription id */
  subscriptions: Map<string, string>;
}

type Handler<M extends RelayMethod> = (client: Client, params: ParamsOf<M>) => { result: unknown; afterwards?: () => void };

export function createWalletConnectRelay({ now = Date.now, log = () => {} }: RelayOptions = {}): WalletConnectRelay {
  const mailbox = createMailbox(now);
  const subscribers = new Map<string, Set<Client>>();
  let clientCount = 0;
  let outgoingId = 0;

  const deliver = (client: Client, stored: StoredMessage) => {
    const subscriptionId = client.subscriptions.get(stored.topic);
    if (!subscriptionId) return;
    stored.deliveredTo.add(client.id);
    const { topic, message, publishedAt, tag, attestation } = stored;
    outgoingId += 1;
    client.send(
      encodeFrame({
        id: outgoingId,
        method: 'irn_subscription',
        params: { id: subscriptionId, data: { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) } },
      }),
    );
  };

  const deliverWaiting = (client: Client, topic: string) => {
    for (const stored of mailbox.undelivered(topic, client.id)) deliver(client, stored);
  };

  const subscribe = (client: Client, topic: string): string => {
    let id = client.subscriptions.get(topic);
    if (!id) {
      id = randomBytes(32).toString('hex');
      client.subscriptions.set(topic, id);
    }
    const set = subscribers.get(topic) ?? new Set();
    set.add(client);
    subscribers.set(topic, set);
    return id;
  };

  const unsubscribe = (client: Client, topic: string) => {
    client.subscriptions.delete(topic);
    const set = subscribers.get(topic);
    set?.delete(client);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const publish = (from: Client, publication: Publication) => {
    const stored = mailbox.store(from.id, publication);
    for (const client of subscribers.get(publication.topic) ?? []) if (client !== from) deliver(client, stored);
  };

  /** Messages a fetch returns count as delivered, as the real relay's mailbox does once they are acknowledged. */
  const fetchWaiting = (client: Client, topics: string[]) => {
    const messages = topics.flatMap((topic) => mailbox.undelivered(topic, client.id));
    for (const stored of messages) stored.deliveredTo.add(client.id);
    return {
      messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        ...(attestation ? { attestation } : {}),
      })),
      hasMore: false,
    };
  };

  const handlers: { [M in RelayMethod]: Handler<M> } = {
    irn_subscribe: (client, { topic }) => ({ result: subscribe(client, topic), afterwards: () => deliverWaiting(client, topic) }),
    irn_batchSubscribe: (client, { topics }) => ({
      result: topics.map((topic) => subscribe(client, topic)),
      afterwards: () => topics.forEach((topic) => deliverWaiting(client, topic)),
    }),
    irn_unsubscribe: (client, { topic }) => {
      unsubscribe(client, topic);
      return { result: true };
    },
    irn_batchUnsubscribe: (client, { subscriptions }) => {
      for (const { topic } of subscriptions) unsubscribe(client, topic);
      return { result: true };
    },
    irn_publish: (client, { topic, message, ttl, tag, attestation }) => ({
      result: true,
      afterwards: () => publish(client, { topic, message, ttlSeconds: ttl, tag: tag ?? 0, attestation }),
    }),
    irn_fetchMessages: (client, { topic }) => ({ result: fetchWaiting(client, [topic]) }),
    irn_batchFetchMessages: (client, { topics }) => ({ result: fetchWaiting(client, topics) }),
    wc_proposeSession: (client, { pairingTopic, sessionProposal, ttl = SESSION_SETUP_TTL_SECONDS, attestation }) => {
      subscribe(client, pairingTopic);
      return {
        result: true,
        afterwards: () => publish(client, { topic: pairingTopic, message: sessionProposal, ttlSeconds: ttl, tag: PROPOSAL_TAG, attestation }),
      };
    },
    wc_approveSession: (client, params) => {
      const { pairingTopic, sessionTopic, ttl = SESSION_SETUP_TTL_SECONDS } = params;
      subscribe(client, sessionTopic);
      return {
        result: true,
        afterwards: () => {
          publish(client, { topic: pairingTopic, message: params.sessionProposalResponse, ttlSeconds: ttl, tag: PROPOSAL_RESPONSE_TAG });
          publish(client, { topic: sessionTopic, message: params.sessionSettlementRequest, ttlSeconds: ttl, tag: SETTLEMENT_TAG });
        },
      };
    },
  };

  const handle = <M extends RelayMethod>(client: Client, id: RpcId, method: M, rawParams: unknown) => {
    const params = parseParams(method, rawParams);
    if (!params) {
      log(`[walletconnect-relay] invalid params for ${method}`);
      client.send(encodeFrame({ id, error: { ...RpcError.invalidParams, message: `Invalid params for ${method}` } }));
      return;
    }
    const { result, afterwards } = handlers[method](client, params);
    // The answer goes first, as from the real relay: a subscriber learns its subscription before the messages.
    client.send(encodeFrame({ id, result }));
    afterwards?.();
  };

  return {
    connect(send) {
      clientCount += 1;
      const client: Client = { id: clientCount, send, subscriptions: new Map() };
      return {
        receive(text) {
          const frame = parseFrame(text);
          if (frame.kind === 'request') handle(client, frame.id, frame.method, frame.params);
          else if (frame.kind === 'invalid') {
            log(`[walletconnect-relay] refused a frame: ${frame.error.message}`);
            client.send(encodeFrame({ id: frame.id, error: frame.error }));
          }
          // A response is the client's acknowledgement of an irn_subscription: nothing waits for it.
        },
        close() {
          for (const topic of [...client.subscriptions.keys()]) unsubscribe(client, topic);
        },
      };
    },
  };
}
