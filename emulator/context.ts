import type { HttpBindings } from '@hono/node-server';
import type { AppRecord, SessionRecord } from './records';
import type { KeyService } from './kms/key-service';
import type { Repository } from './repository';
import type { TestToken } from './test-token/deploy';
import type { TokenService } from './tokens';

/** What every route needs, made once per emulator so two emulators never share state. */
export interface EmulatorContext {
  repo: Repository;
  tokens: TokenService;
  /** The key service (a KMS stand-in): it alone opens the recovery keys the repository keeps wrapped. */
  keyService: KeyService;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now: () => number;
  log: (line: string) => void;
  /** JSON-RPC URL per EVM chain id, where contract wallets' signatures (EIP-1271) are checked. */
  chainRpcUrls: Readonly<Record<number, string>>;
  /** The ERC-20 deployed on the local chain at start (PTT), which the faucet hands out; null when none was. */
  testToken: TestToken | null;
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
