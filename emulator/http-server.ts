import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { basename, dirname, join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import { createEmulator } from './app';
import { createFileKeyService } from './provider/kms/key-service';
import { openSqliteRepository } from './shared/sqlite-repository';
import type { TestToken } from './stand-ins/test-token/deploy';
import { attachWalletConnectRelay, WALLETCONNECT_RELAY_PATH } from './stand-ins/walletconnect-relay/websocket';

export interface EmulatorServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** SQLite file; its folder is created when missing. */
  dataFile: string;
  /**
   * The key service's master key, a file of its own (created on first start): default `kms/{data file name}.key`
   * beside the data file, so a copy of the database file alone opens no wallet. Its audit log goes beside it.
   */
  keyFile?: string;
  /** Receives sent codes and unexpected errors. */
  log?: (line: string) => void;
  /** JSON-RPC URL per EVM chain id (see EmulatorOptions). */
  chainRpcUrls?: Record<number, string>;
  /** The test ERC-20 deployed on the local chain (see EmulatorOptions). */
  testToken?: TestToken | null;
  /** The test USDC per chain id (see EmulatorOptions). */
  usdc?: Readonly<Record<number, `0x${string}`>>;
  /** The demo's origins, read on each request (see EmulatorOptions). */
  demoOrigins?: readonly string[];
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface RunningEmulator extends RunningServer {
  /** The WalletConnect relay double: `ws://127.0.0.1:PORT/walletconnect/relay`. */
  walletConnectRelayUrl: string;
}

const HOST = '127.0.0.1';

/** The emulator over HTTP on 127.0.0.1; rejects with the listen error (e.g. EADDRINUSE) when the port is taken. */
export async function startEmulatorServer({ port, dataFile, keyFile, log, chainRpcUrls, testToken, usdc, demoOrigins }: EmulatorServerOptions): Promise<RunningEmulator> {
  mkdirSync(dirname(dataFile), { recursive: true });
  const masterKeyFile = keyFile ?? join(dirname(dataFile), 'kms', `${basename(dataFile)}.key`);
  const keyService = createFileKeyService({ keyFile: masterKeyFile, auditFile: `${masterKeyFile}.audit.jsonl` });
  const repo = openSqliteRepository(dataFile);
  const { app } = createEmulator({ repo, log, chainRpcUrls, testToken, usdc, keyService, demoOrigins });
  // createAdaptorServer does not listen yet, so a listen error reaches us instead of crashing the process.
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  const relay = attachWalletConnectRelay(server, { log });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    relay.close();
    repo.close();
    throw error;
  }
  const address = server.address();
  const url = `http://${HOST}:${typeof address === 'object' && address ? address.port : port}`;

  return {
    url,
    walletConnectRelayUrl: `${url.replace('http:', 'ws:')}${WALLETCONNECT_RELAY_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          repo.close();
          resolve();
        });
        // Keep-alive connections and relay sockets would hold close() open; every write is already on disk.
        relay.close();
        server.closeAllConnections();
      }),
  };
}
