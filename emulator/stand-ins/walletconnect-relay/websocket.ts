import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import * as z from 'zod/mini';
import { createWalletConnectRelay, type RelayOptions } from './relay';

export const WALLETCONNECT_RELAY_PATH = '/walletconnect/relay';

/**
 * What the SDK puts in the relay URL. This is a test double: `auth` (the client's ed25519-signed JWT) is required
 * but its signature is not checked, and `projectId` is any non-empty string, never looked up.
 */
const RelayQuery = z.object({
  auth: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  ua: z.optional(z.string()),
});

/** Node SDK clients drop a socket that has not been pinged for 35 s; the real relay pings more often than that. */
const PING_INTERVAL_MS = 15_000;
/** Bigger than any envelope the messages' schema accepts, so an oversized frame gets a JSON-RPC error instead. */
const MAX_FRAME_BYTES = 512 * 1024;

export interface AttachedRelay {
  /** Closes every relay socket, so the HTTP server can close. */
  close(): void;
}

/** Serves the relay double as WebSocket upgrades of `server` on WALLETCONNECT_RELAY_PATH. */
export function attachWalletConnectRelay(server: Server, options: RelayOptions = {}): AttachedRelay {
  const relay = createWalletConnectRelay(options);
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay.invalid');
    if (url.pathname !== WALLETCONNECT_RELAY_PATH) return refuse(socket, '404 Not Found');
    if (!RelayQuery.safeParse(Object.fromEntries(url.searchParams)).success) return refuse(socket, '400 Bad Request');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const connection = relay.connect((text) => ws.send(text));
      ws.on('message', (data, isBinary) => {
        if (!isBinary) connection.receive(data.toString());
      });
      ws.on('close', () => connection.close());
    });
  });

  const pinger = setInterval(() => sockets.clients.forEach((ws: WebSocket) => ws.ping()), PING_INTERVAL_MS);
  pinger.unref();

  return {
    close() {
      clearInterval(pinger);
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
    },
  };
}
