/** The emulator's URL, written into the bundle by scripts/demo-server.ts (esbuild `define`). */
export const API_URL = process.env.PORTICO_API_URL as string;

/** The app the emulator seeds on its first start. */
export const DEMO_APP_ID = 'demo-app-0000000000000001';

/** The emulator's page of sent login codes: the demo's stand-in for a mailbox and a phone. */
export const OUTBOX_URL = `${API_URL}/dev/outbox`;
