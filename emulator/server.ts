import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { serve } from '@hono/node-server';
import { createEmulator } from './app';
import { DEMO_APP_ID } from './apps';
import { openSqliteRepository } from './sqlite-repository';

const HOST = '127.0.0.1';
const port = Number(process.env.PORTICO_EMULATOR_PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORTICO_EMULATOR_PORT: ${port}`);
const dataFile = process.env.PORTICO_EMULATOR_DATA ?? '.emulator-data/emulator.sqlite';

mkdirSync(dirname(dataFile), { recursive: true });
const repo = openSqliteRepository(dataFile);
const { app } = createEmulator({ repo, log: (line) => console.log(line) });

const server = serve({ fetch: app.fetch, hostname: HOST, port }, (info) => {
  console.log(`Portico emulator: http://${HOST}:${info.port}`);
  console.log(`Demo app id: ${DEMO_APP_ID}`);
});

function shutdown(): void {
  server.close(() => {
    repo.close();
    process.exit(0);
  });
  // Keep-alive connections would hold close() open; every write is already on disk.
  if ('closeAllConnections' in server) server.closeAllConnections();
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
