import type { HttpBindings } from '@hono/node-server';
import type { AppRecord, SessionRecord } from './records';
import type { Repository } from './repository';

/**
 * What every room's code needs (a stand-in's as much as the provider's), made once per emulator so two emulators
 * never share state. The provider's own context adds its token and key services (provider/context.ts).
 */
export interface ServiceContext {
  repo: Repository;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now: () => number;
  log: (line: string) => void;
  /** JSON-RPC URL per EVM chain id, where contract wallets' signatures (EIP-1271) are checked and funds are sent. */
  chainRpcUrls: Readonly<Record<number, string>>;
  /** The test USDC (6 decimals) per chain id, deployed at start on each local chain; empty when none was. */
  usdc: Readonly<Record<number, `0x${string}`>>;
}

/** Hono environment: node bindings exist only when served over a socket, not in-process. */
export interface EmulatorEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    app: AppRecord;
    session: SessionRecord;
  };
}
