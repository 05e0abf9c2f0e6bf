import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

import { LOCAL_CHAIN_HOST as HOST, LOCAL_CHAIN_ID, LOCAL_CHAIN_PORT } from '../shared/chains';

/** Local EVM chains: anvil (Foundry), each with its ten default funded accounts, at the ids and ports of shared/chains.ts. */

export { LOCAL_CHAIN_ID, LOCAL_CHAIN_PORT,  SECOND_CHAIN_ID, SECOND_CHAIN_PORT,  } from '../shared/chains';

const READY_TIMEOUT_MS = 15_000;
const POLL_MS = 50;
const STOP_TIMEOUT_MS = 3_000;

export interface LocalChain {
  url: string;
  close(): Promise<void>;
}

const ARCH: Record<string, string> = { x64: 'amd64', arm64: 'arm64' };

/**
 * The anvil binary itself, resolved the way @foundry-rs/anvil's own launcher does. Run directly: stopping the npx
 * launcher would leave anvil running.
 */
function anvilBinary(): string {
  const launcher = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json');
  const name = process.platform === 'win32' ? 'anvil.exe' : 'anvil';
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`;
  return createRequire(launcher).resolve(`${platformPackage}/bin/${name}`);
}

/** The chain id an RPC URL answers eth_chainId with, or null while nothing answers there. */
export async function rpcChainId(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    const { result } = (await response.json()) as { result?: unknown };
    return typeof result === 'string' ? Number(result) : null;
  } catch {
    return null;
  }
}

/** anvil's failure in its own words, with the code start scripts recognise for a port in use. */
function startError(output: string): Error {
  const error: NodeJS.ErrnoException = new Error(`anvil stopped before it was ready: ${output.trim()}`);
  if (/address already in use/i.test(output)) error.code = 'EADDRINUSE';
  return error;
}

/** The URL anvil serves once it answers eth_chainId; it says where it listens (the port it picked for port 0). */
function waitUntilReady(child: ChildProcess, chainId: number): Promise<string> {
  let output = '';
  const collect = (chunk: Buffer) => void (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // Only the startup banner was wanted; the pipes stay drained so anvil never blocks on a full one.
      child.stdout?.off('data', collect).resume();
      child.stderr?.off('data', collect).resume();
      outcome();
    };
    const timer = setTimeout(() => settle(() => reject(new Error(`anvil did not answer within ${READY_TIMEOUT_MS} ms`))), READY_TIMEOUT_MS);
    child.once('error', (error) => settle(() => reject(error)));
    child.once('exit', () => settle(() => reject(startError(output))));
    const poll = async () => {
      const listening = output.match(/Listening on ([\d.]+:\d+)/)?.[1];
      const url = listening && `http://${listening}`;
      if (url && (await rpcChainId(url)) === chainId) settle(() => resolve(url));
      else if (!settled) setTimeout(poll, POLL_MS);
    };
    void poll();
  });
}

/**
 * Starts anvil on 127.0.0.1 (`port` 0 picks a free one) with chain id 31337 (or `chainId`) and resolves once it
 * answers. `close()` stops it (SIGTERM, then SIGKILL after 3 s).
 */
export async function startLocalChain({ port = LOCAL_CHAIN_PORT, chainId = LOCAL_CHAIN_ID }: { port?: number; chainId?: number } = {}): Promise<LocalChain> {
  const child = spawn(anvilBinary(), ['--host', HOST, '--port', String(port), '--chain-id', String(chainId)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A Node process that ends without closing the chain (an uncaught error) still takes anvil with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    process.off('exit', killOnExit);
    // No pid: it never started. An exit code or signal: it already stopped.
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(timer);
  };
  try {
    return { url: await waitUntilReady(child, chainId), close };
  } catch (error) {
    await close();
    throw error;
  }
}
