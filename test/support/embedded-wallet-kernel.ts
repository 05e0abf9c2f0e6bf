import type { EmulatorOptions } from '../../emulator/app';
import { LOCAL_CHAIN_ID } from '../../emulator/stand-ins/local-chain';
import { createPortico, type AnyPlugin, type ChainInput, memoryStorage } from '../../kernel/index';
import { email } from '../../plugins/email/index';
import { embeddedWallet } from '../../plugins/embedded-wallet/index';
import type { TransactionFlowState } from '../../plugins/embedded-wallet/transactions/flow';
import { inProcessFrame } from './embedded-wallet-frame';
import { DEMO_APP_ID, EMULATOR_URL, setupEmulator } from './emulator';

let people = 0;

/**
 * A kernel with the embedded wallet (its frame in process) and email to log in, on one chain (31337, "Anvil") at
 * `rpcUrl`, logged in as a new person whose wallet the login created. `plugins` adds others (a funding stand-in),
 * `appConfig` more of the app's configuration.
 */
export async function walletKernel({
  rpcUrl,
  prompts,
  plugins = [],
  origin,
  appConfig = {},
  emulatorChains,
  moreChains = [],
}: {
  rpcUrl: string;
  prompts: boolean;
  plugins?: readonly AnyPlugin[];
  /** The page's origin, for calls the emulator checks it on (Farcaster's init). */
  origin?: string;
  /** More of the app's configuration (its funding_config...). */
  appConfig?: Record<string, unknown>;
  /** The chains the emulator pays on (funding), when not the default local ones. */
  emulatorChains?: Pick<EmulatorOptions, 'chainRpcUrls' | 'usdc'>;
  /** Chains the kernel knows after the first (funding's second local chain). */
  moreChains?: readonly ChainInput[];
}) {
  const env = setupEmulator({ chains: emulatorChains });
  await env.configureApp({ email_auth: true, embedded_wallet_config: { create_on_login: 'all-users' }, ...appConfig });
  const frame = inProcessFrame(env);
  const kernel = createPortico({
    appId: DEMO_APP_ID,
    apiUrl: EMULATOR_URL,
    plugins: [email(), embeddedWallet({ frame, noPromptOnSignature: !prompts }), ...plugins],
    fetch: env.fetchFrom(origin),
    storage: memoryStorage(),
    now: () => env.clock.now,
    chains: [{ id: LOCAL_CHAIN_ID, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } }, ...moreChains],
  });
  await kernel.start();
  const address = `person${(people += 1)}@example.com`;
  await kernel.email.sendCode(address);
  const user = await kernel.email.loginWithCode(await env.latestCode(address));
  /** The send-transaction flow's state (the embedded wallet plugin's slice). */
  const flow = () => kernel.getSnapshot().plugins.embeddedWallet as TransactionFlowState;
  return { env, frame, kernel, wallet: user.wallet!.address, flow };
}
