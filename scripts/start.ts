// `npm start`: the two local chains (anvil), the emulator and the demo host app; Ctrl-C (or SIGTERM) stops them all.
import { DEMO_APP_ID } from '../emulator/provider/apps';
import { LOCAL_CHAIN_ID, LOCAL_CHAIN_PORT, SECOND_CHAIN_ID, SECOND_CHAIN_PORT, startLocalChain } from '../emulator/stand-ins/local-chain';
import { startDemoServer } from './demo-server';
import { startEmulatorServer, type RunningServer } from '../emulator/http-server';
import { deployTestToken } from '../emulator/stand-ins/test-token/deploy';
import { deployTestUsdc } from '../emulator/stand-ins/test-token/usdc';

function portFromEnv(variable: string, fallback: number): number {
  const raw = process.env[variable];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  console.error(`Invalid ${variable}: '${raw}' is not a port number.`);
  process.exit(1);
}

/** Names the environment variable to change when a port is taken; other errors keep their own message. */
function describeStartError(error: unknown, port: number, variable: string): string {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return `Port ${port} on 127.0.0.1 is already in use (another \`npm start\`?). Stop that process or set ${variable} to a free port.`;
  }
  return error instanceof Error ? error.message : String(error);
}

const running: RunningServer[] = [];
const stopAll = () => Promise.all(running.map((server) => server.close()));

async function start<S extends RunningServer>(name: string, port: number, variable: string, begin: () => Promise<S>) {
  try {
    const server = await begin();
    running.push(server);
    return server;
  } catch (error) {
    console.error(`Could not start the ${name}: ${describeStartError(error, port, variable)}`);
    await stopAll();
    process.exit(1);
  }
}

const chainPort = portFromEnv('PORTICO_CHAIN_PORT', LOCAL_CHAIN_PORT);
const secondChainPort = portFromEnv('PORTICO_SECOND_CHAIN_PORT', SECOND_CHAIN_PORT);
const emulatorPort = portFromEnv('PORTICO_EMULATOR_PORT', 8787);
const demoPort = portFromEnv('PORTICO_DEMO_PORT', 5173);

const chain = await start('local chain', chainPort, 'PORTICO_CHAIN_PORT', () => startLocalChain({ port: chainPort }));
const secondChain = await start('second local chain', secondChainPort, 'PORTICO_SECOND_CHAIN_PORT', () =>
  startLocalChain({ port: secondChainPort, chainId: SECOND_CHAIN_ID }),
);
const chainRpcUrls = { [LOCAL_CHAIN_ID]: chain.url, [SECOND_CHAIN_ID]: secondChain.url };

async function deployOrStop<T>(what: string, deploy: () => Promise<T>): Promise<T> {
  try {
    return await deploy();
  } catch (error) {
    console.error(`Could not deploy ${what}: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  }
}
// The chains are always fresh anvils (a taken port stops the start), so the tokens are deployed on every start, at the
// same addresses each time: PTT is account 0's first contract on chain A, the test USDC the next one there and the
// first on chain B.
const testToken = await deployOrStop('the test token', async () => ({ chainId: LOCAL_CHAIN_ID, ...(await deployTestToken(chain.url)) }));
const usdc = await deployOrStop('the test USDC', () => deployTestUsdc(chainRpcUrls));
// The only pages that may call the dev routes reading secrets or changing settings; filled once the demo listens.
const demoOrigins: string[] = [];
const emulator = await start('emulator', emulatorPort, 'PORTICO_EMULATOR_PORT', () =>
  startEmulatorServer({
    port: emulatorPort,
    dataFile: process.env.PORTICO_EMULATOR_DATA || '.emulator-data/emulator.sqlite',
    log: (line) => console.log(line),
    chainRpcUrls,
    testToken,
    usdc,
    demoOrigins,
  }),
);
const demo = await start('demo', demoPort, 'PORTICO_DEMO_PORT', () =>
  startDemoServer({ port: demoPort, apiUrl: emulator.url, chainUrl: chain.url, secondChainUrl: secondChain.url, usdc, watch: true }),
);
demoOrigins.push(demo.url, demo.url.replace('127.0.0.1', 'localhost'));

console.log(`Chain: ${chain.url} (anvil, chain id ${LOCAL_CHAIN_ID}, its ten default accounts funded)`);
console.log(`Second chain: ${secondChain.url} (anvil, chain id ${SECOND_CHAIN_ID}, the same ten accounts funded)`);
console.log(`Test token: ${testToken.symbol} at ${testToken.address} (fund an address: POST ${emulator.url}/dev/faucet)`);
console.log(`Test USDC: ${Object.entries(usdc).map(([id, address]) => `${address} on ${id}`).join(', ')} (GET ${emulator.url}/dev/chains)`);
console.log(`Emulator: ${emulator.url}`);
console.log(`Demo: ${demo.url}`);
console.log(`Demo app id: ${DEMO_APP_ID}`);
console.log(`Outbox: ${emulator.url}/dev/outbox`);
console.log(`WalletConnect relay: ${emulator.walletConnectRelayUrl} (test mobile wallet: ${emulator.url}/test-mobile-wallet)`);
// WebAuthn refuses an IP address as the relying party id: passkeys need the demo opened by host name.
console.log(`Passkeys: open the demo as ${demo.url.replace('127.0.0.1', 'localhost')}`);

// once: a second Ctrl-C falls back to Node's default and ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.log('Stopping…');
    await stopAll();
    process.exit(0);
  });
}
