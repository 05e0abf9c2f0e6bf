// `npm run emulator`: the provider API emulator alone, over HTTP.
import { DEMO_APP_ID } from './provider/apps';
import { startEmulatorServer } from './http-server';

const port = Number(process.env.PORTICO_EMULATOR_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORTICO_EMULATOR_PORT: ${port}`);
const dataFile = process.env.PORTICO_EMULATOR_DATA ?? '.emulator-data/emulator.sqlite';

const server = await startEmulatorServer({ port, dataFile, log: (line) => console.log(line) });
console.log(`Portico emulator: ${server.url}`);
console.log(`Demo app id: ${DEMO_APP_ID}`);

async function shutdown(): Promise<void> {
  await server.close();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
