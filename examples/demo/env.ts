/** The emulator's URL, written into the bundle by scripts/demo-server.ts (esbuild `define`). */
export const API_URL = process.env.PORTICO_API_URL as string;

/** The app the emulator seeds on its first start. */
export const DEMO_APP_ID = 'demo-app-0000000000000001';

/** The emulator's page of sent login codes: the demo's stand-in for a mailbox and a phone. */
export const OUTBOX_URL = `${API_URL}/dev/outbox`;

/** The local chain (anvil, chain id 31337), written into the bundle beside the emulator's URL. */
export const CHAIN_URL = process.env.PORTICO_CHAIN_URL as string;

/** The second local chain (anvil, chain id 31338), where the test wallet bridges funds from. */
export const SECOND_CHAIN_URL = process.env.PORTICO_SECOND_CHAIN_URL as string;

/** The test USDC (6 decimals) the emulator deployed on each local chain, by chain id (none where nothing was built in). */
export const USDC_ADDRESSES = JSON.parse(process.env.PORTICO_USDC ?? '{}') as Record<number, `0x${string}`>;

/** The emulator's test wallet: announces "Portico Test Wallet" (EIP-6963), approvals in its own small window. */
export const TEST_WALLET_URL = `${API_URL}/test-wallet/wallet.js`;

/** The emulator's test Solana wallet: registers "Portico Test Solana Wallet" through the Wallet Standard. */
export const TEST_SOLANA_WALLET_URL = `${API_URL}/test-solana-wallet/wallet.js`;
