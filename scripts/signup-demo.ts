// Signs a new user up by email, headlessly, against a running emulator (npm start):
//   npx tsx scripts/signup-demo.ts [address]
import { createPortico } from '../kernel/index';
import { email } from '../plugins/email/index';

const apiUrl = process.env.PORTICO_API_URL ?? 'http://127.0.0.1:8787';
const address = process.argv[2] ?? `user-${Date.now()}@example.com`;

const portico = createPortico({ appId: 'demo-app-0000000000000001', apiUrl, plugins: [email()] });
try {
  await portico.start();
  await portico.email.sendCode(address);
  // A person would read the code in their inbox; here the emulator's dev outbox stands in for it.
  const message = (await (await fetch(`${apiUrl}/dev/outbox?to=${encodeURIComponent(address)}`)).json()) as { code: string };
  const user = await portico.email.loginWithCode(message.code);
  console.log(`Signed up ${user.email?.address} as ${user.id}`);
  console.log(`Access token: ${(await portico.getAccessToken())?.slice(0, 24)}…`);
} finally {
  portico.destroy();
}
