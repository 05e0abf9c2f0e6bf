// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startEmulatorServer } from '../http-server';
import { createWalletConnectRelay } from './walletconnect-relay/relay';

const TOPIC_A = 'a'.repeat(64);
const TOPIC_B = 'b'.repeat(64);

interface Frame {
  id: number | string | null;
  method?: string;
  params?: { id: string; data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string } };
  result?: unknown;
  error?: { code: number; message: string };
}

/** A relay with a clock the test moves, and clients that record every frame the relay sends them. */
function setUp() {
  let time = 1_700_000_000_000;
  const relay = createWalletConnectRelay({ now: () => time });
  let requestId = 0;
  const connect = () => {
    const frames: Frame[] = [];
    const connection = relay.connect((text) => frames.push(JSON.parse(text) as Frame));
    return {
      frames,
      /** Sends a request and returns the relay's answer to it. */
      call(method: string, params: unknown): Frame {
        requestId += 1;
        const id = String(1_795_547_089_996_685_824n + BigInt(requestId));
        connection.receive(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
        const answer = frames.find((frame) => frame.id === id && !frame.method);
        if (!answer) throw new Error(`no answer to ${method}`);
        return answer;
      },
      raw: (text: string) => connection.receive(text),
      /** The messages delivered as irn_subscription requests, in order. */
      delivered: () => frames.filter((frame) => frame.method === 'irn_subscription').map((frame) => frame.params!.data),
      close: () => connection.close(),
    };
  };
  return { connect, advance: (ms: number) => (time += ms), now: () => time };
}

const publish = (topic: string, message: string, ttl = 300, extra: Record<string, unknown> = {}) => ({
  topic,
  message,
  ttl,
  tag: 1108,
  prompt: true,
  ...extra,
});

describe('WalletConnect relay double: JSON-RPC validation', () => {
  it('answers malformed frames, unknown methods and bad params with JSON-RPC errors', () => {
    const { connect } = setUp();
    const client = connect();

    client.raw('{not json');
    client.raw(JSON.stringify({ id: 7, method: 'irn_subscribe', params: { topic: TOPIC_A } }));
    expect(client.frames).toEqual([
      { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
      { jsonrpc: '2.0', id: 7, error: { code: -32600, message: 'Invalid request' } },
    ]);

    expect(client.call('irn_teleport', {}).error).toEqual({ code: -32601, message: 'Method not found: irn_teleport' });
    expect(client.call('toString', {}).error?.code).toBe(-32601);
    expect(client.call('irn_subscribe', { topic: 'not-a-topic' }).error?.code).toBe(-32602);
    expect(client.call('irn_publish', { topic: TOPIC_A, message: 'x', ttl: 0 }).error?.code).toBe(-32602);
    expect(client.call('irn_batchSubscribe', { topics: [] }).error?.code).toBe(-32602);
  });

  it('takes the SDK acknowledgements of its deliveries silently', () => {
    const { connect } = setUp();
    const client = connect();
    client.raw(JSON.stringify({ id: 1, jsonrpc: '2.0', result: true }));
    expect(client.frames).toEqual([]);
  });
});

describe('WalletConnect relay double: publish and subscribe', () => {
  it('delivers a publish to every other subscriber of the topic, never back to the publisher', () => {
    const { connect, now } = setUp();
    const dapp = connect();
    const wallet = connect();
    const bystander = connect();
    const subscription = dapp.call('irn_subscribe', { topic: TOPIC_A }).result;
    expect(subscription).toMatch(/^[0-9a-f]{64}$/);
    wallet.call('irn_subscribe', { topic: TOPIC_A });
    bystander.call('irn_subscribe', { topic: TOPIC_B });

    expect(wallet.call('irn_publish', publish(TOPIC_A, 'hello', 300, { correlationId: 1, attestation: 'jwt' })).result).toBe(true);

    expect(dapp.delivered()).toEqual([{ topic: TOPIC_A, message: 'hello', publishedAt: now(), tag: 1108, attestation: 'jwt' }]);
    expect(dapp.frames.at(-1)?.params?.id).toBe(subscription);
    expect(wallet.delivered()).toEqual([]);
    expect(bystander.delivered()).toEqual([]);
  });

  it('keeps messages for a client that subscribes later, and delivers each once', () => {
    const { connect } = setUp();
    const wallet = connect();
    wallet.call('irn_publish', publish(TOPIC_A, 'first'));
    wallet.call('irn_publish', publish(TOPIC_A, 'second'));

    const dapp = connect();
    dapp.call('irn_subscribe', { topic: TOPIC_A });
    // The subscription id comes before the messages, as from the real relay.
    expect(dapp.frames.map((frame) => frame.method ?? 'answer')).toEqual(['answer', 'irn_subscription', 'irn_subscription']);
    expect(dapp.delivered().map((data) => data.message)).toEqual(['first', 'second']);

    dapp.call('irn_subscribe', { topic: TOPIC_A });
    expect(dapp.delivered()).toHaveLength(2);
  });

  it('subscribes to many topics at once and stops delivering after unsubscribing', () => {
    const { connect } = setUp();
    const dapp = connect();
    const wallet = connect();
    const ids = dapp.call('irn_batchSubscribe', { topics: [TOPIC_A, TOPIC_B] }).result as string[];
    expect(ids).toHaveLength(2);

    wallet.call('irn_publish', publish(TOPIC_B, 'to b'));
    expect(dapp.delivered().map((data) => data.message)).toEqual(['to b']);

    expect(dapp.call('irn_unsubscribe', { topic: TOPIC_A, id: ids[0] }).result).toBe(true);
    expect(dapp.call('irn_batchUnsubscribe', { subscriptions: [{ topic: TOPIC_B, id: ids[1] }] }).result).toBe(true);
    wallet.call('irn_publish', publish(TOPIC_A, 'to a'));
    wallet.call('irn_publish', publish(TOPIC_B, 'to b again'));
    expect(dapp.delivered()).toHaveLength(1);
  });

  it('forgets a closed connection', () => {
    const { connect } = setUp();
    const dapp = connect();
    const wallet = connect();
    dapp.call('irn_subscribe', { topic: TOPIC_A });
    dapp.close();
    wallet.call('irn_publish', publish(TOPIC_A, 'after close'));
    expect(dapp.delivered()).toEqual([]);
  });
});

describe('WalletConnect relay double: fetch and ttl', () => {
  it('fetches the waiting messages of one or many topics once', () => {
    const { connect } = setUp();
    const wallet = connect();
    wallet.call('irn_publish', publish(TOPIC_A, 'a1'));
    wallet.call('irn_publish', publish(TOPIC_B, 'b1'));

    const dapp = connect();
    const one = dapp.call('irn_fetchMessages', { topic: TOPIC_A }).result as { messages: { message: string }[]; hasMore: boolean };
    expect(one.messages.map((m) => m.message)).toEqual(['a1']);
    expect(one.hasMore).toBe(false);

    const batch = dapp.call('irn_batchFetchMessages', { topics: [TOPIC_A, TOPIC_B] }).result as { messages: { message: string }[] };
    expect(batch.messages.map((m) => m.message)).toEqual(['b1']);
    // Fetched counts as delivered: subscribing now brings nothing twice.
    dapp.call('irn_subscribe', { topic: TOPIC_A });
    expect(dapp.delivered()).toEqual([]);
  });

  it('drops a message when its ttl runs out', () => {
    const { connect, advance } = setUp();
    const wallet = connect();
    wallet.call('irn_publish', publish(TOPIC_A, 'short', 30));
    wallet.call('irn_publish', publish(TOPIC_A, 'long', 300));

    advance(30_000);
    const dapp = connect();
    dapp.call('irn_subscribe', { topic: TOPIC_A });
    expect(dapp.delivered().map((data) => data.message)).toEqual(['long']);

    advance(270_000);
    const late = connect();
    expect((late.call('irn_fetchMessages', { topic: TOPIC_A }).result as { messages: unknown[] }).messages).toEqual([]);
  });
});

describe('WalletConnect relay double: session setup', () => {
  it('routes wc_proposeSession and wc_approveSession between the dApp and the wallet', () => {
    const { connect } = setUp();
    const dapp = connect();
    const wallet = connect();

    expect(dapp.call('wc_proposeSession', { pairingTopic: TOPIC_A, sessionProposal: 'proposal', ttl: 300, correlationId: 1 }).result).toBe(true);
    wallet.call('irn_subscribe', { topic: TOPIC_A });
    expect(wallet.delivered()).toEqual([expect.objectContaining({ topic: TOPIC_A, message: 'proposal', tag: 1100 })]);

    const approval = { pairingTopic: TOPIC_A, sessionTopic: TOPIC_B, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle' };
    expect(wallet.call('wc_approveSession', { ...approval, ttl: 300, correlationId: 1 }).result).toBe(true);
    // The proposer was subscribed to the pairing topic by its proposal.
    expect(dapp.delivered()).toEqual([expect.objectContaining({ topic: TOPIC_A, message: 'response', tag: 1101 })]);

    dapp.call('irn_subscribe', { topic: TOPIC_B });
    expect(dapp.delivered().at(-1)).toMatchObject({ topic: TOPIC_B, message: 'settle', tag: 1102 });
    // The approver was subscribed to the session topic by its approval.
    dapp.call('irn_publish', publish(TOPIC_B, 'settled'));
    expect(wallet.delivered().at(-1)).toMatchObject({ topic: TOPIC_B, message: 'settled' });
  });
});

describe('WalletConnect relay double over WebSocket', () => {
  it('is served by the emulator at /walletconnect/relay', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-relay-'));
    const server = await startEmulatorServer({ port: 0, dataFile: join(dataDir, 'emulator.sqlite') });
    try {
      expect(server.walletConnectRelayUrl).toBe(`${server.url.replace('http:', 'ws:')}/walletconnect/relay`);
      const socket = new WebSocket(`${server.walletConnectRelayUrl}?auth=not.a.jwt&projectId=test&ua=wc-2%2Fjs-2.25.0`);
      const answer = new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(String(data)))));
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      socket.send(JSON.stringify({ id: '1', jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: TOPIC_A } }));
      expect(await answer).toMatchObject({ id: '1', result: expect.stringMatching(/^[0-9a-f]{64}$/) });

      const refusal = (url: string) =>
        new Promise<number | undefined>((resolve) => {
          const refused = new WebSocket(url);
          refused.once('unexpected-response', (_, response) => resolve(response.statusCode));
          refused.once('open', () => resolve(101));
        });
      expect(await refusal(`${server.walletConnectRelayUrl}?auth=x`)).toBe(400);
      expect(await refusal(`${server.url.replace('http:', 'ws:')}/elsewhere?auth=x&projectId=test`)).toBe(404);
    } finally {
      // With the socket still open: close() ends it too, or this would wait for it.
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
