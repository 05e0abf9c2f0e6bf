import type { Address } from 'viem';
import { deployTestToken, TEST_USDC } from './deploy';

/**
 * Deploys the test USDC (6 decimals, held by anvil's account 0) on every chain given, all at once (each chain has its
 * own nonces): chain id -> its address there, for EmulatorOptions.usdc.
 */
export async function deployTestUsdc(chainRpcUrls: Readonly<Record<number, string>>): Promise<Record<number, Address>> {
  const deployed = await Promise.all(
    Object.entries(chainRpcUrls).map(async ([chainId, rpcUrl]) => [Number(chainId), (await deployTestToken(rpcUrl, TEST_USDC)).address] as const),
  );
  return Object.fromEntries(deployed);
}
