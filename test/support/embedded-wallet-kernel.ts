import { LOCAL_CHAIN_ID } from '../../emulator/local-chain';
import { createPortico, type AnyPlugin } from '../../kernel/index';
import { memoryStorage } from '../../kernel/storage';
import { email } from '../../plugins/email/index';
import { embeddedWallet } from '../../plugins/embedded-wallet/index';
import type { TransactionFlowState } from '../../plugins/embedded-wallet/transactions/flow';
import { inProcessFrame } from './embedded-wallet-frame';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from './emulator';

let people = 0;

/**
 * A kernel with the embedded wallet (its frame in process) and email to log in, on one chain (31337, "Anvil") at
 * `rpcUrl`, logged in as a new person whose wallet the login created. `plugins` adds others (a funding stand-in).
 */
export async function walletKernel({
  rpcUrl,
  prompts,
  plugins = [],
  origin,
}: {
  rpcUrl: string;
  prompts: boolean;
  plugins?: readonly AnyPlugin[];
  /** The page's origin, for calls the emulator checks it on (Farcaster's init). */
  origin?: string;
}) {
  const env = setupEmulator();
  await env.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'all-users' } });
  const frame = inProcessFrame(env);
  const kernel = createPortico({
    appId: DEMO_APP_ID,
    apiUrl: EMULATOR_URL,
    plugins: [email(), embeddedWallet({ frame, noPromptOnSignature: !prompts }), ...plugins],
    fetch: env.fetchFrom(origin),
    storage: memoryStorage(),
    now: () => env.clock.now,
    chains: [{ id: LOCAL_CHAIN_ID, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }],
  });
  await kernel.start();
  const address = `person${(people += 1)}@example.com`;
  await kernel.email.sendCode(address);
  const user = await kernel.email.loginWithCode(await env.latestCode(address));
  /** The send-transaction flow's state (the embedded wallet plugin's slice). */
  const flow = () => kernel.getSnapshot().plugins.embeddedWallet as TransactionFlowState;
  return { env, frame, kernel, wallet: user.wallet!.address, flow };
}
