// Requests per flow, counted against the in-process emulator: npm run bench.
import { createPortico } from '../kernel/index';
import { email } from '../plugins/email/index';
import { siwe } from '../plugins/siwe/index';
import { memoryStorage } from '../kernel/storage';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from '../test/support/emulator';
import { createTestWallet } from '../test/support/test-wallet';

const env = setupEmulator();
const storage = memoryStorage();
const count = async (run: () => Promise<unknown>) => {
  const before = env.requests.length;
  await run();
  // Analytics is fire-and-forget: let it leave before counting.
  await new Promise((resolve) => setTimeout(resolve, 10));
  return env.requests.slice(before).map((r) => `${r.method} ${new URL(r.url).pathname}`);
};

const first = env.kernel([email()], storage);
const rows: [string, string[]][] = [];
rows.push(['boot, signed out', await count(() => first.start())]);
rows.push([
  'email login (send code + verify)',
  await count(async () => {
    await first.email.sendCode('bench@example.com');
    await first.email.loginWithCode(await env.latestCode('bench@example.com'));
  }),
]);
const reloaded = env.kernel([email()], storage);
rows.push(['boot, session restored', await count(() => reloaded.start())]);
rows.push(['getAccessToken, token fresh', await count(() => reloaded.getAccessToken())]);
rows.push(['logout', await count(() => reloaded.logout())]);
first.destroy();
reloaded.destroy();

// A wallet login from a page: the message is bound to the page's origin, which the emulator checks.
const page = new URL('http://localhost:3000/');
Object.assign(globalThis, { location: page });
await env.configureApp({ email_auth: true, wallet_auth: true });
const walletKernel = createPortico({ appId: DEMO_APP_ID, apiUrl: EMULATOR_URL, plugins: [siwe()], fetch: env.fetchFrom(page.origin), storage: memoryStorage() });
await walletKernel.start();
const source = { provider: createTestWallet(), walletClientType: 'portico_test_wallet', connectorType: 'injected' };
rows.push(['SIWE login (connect, sign, authenticate)', await count(() => walletKernel.siwe.login(source))]);
walletKernel.destroy();

console.log('\n| flow | requests | calls |\n|---|---:|---|');
for (const [flow, calls] of rows) console.log(`| ${flow} | ${calls.length} | ${calls.join(', ')} |`);
