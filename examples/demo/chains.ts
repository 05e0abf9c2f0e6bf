import type { ChainInput } from 'portico';
import { CHAIN_URL, SECOND_CHAIN_URL } from './env';

/**
 * The local chain `npm start` runs (anvil): the demo's default, where the test wallet's accounts hold test ether.
 * A host would pass viem's chain objects (mainnet from viem's chains module); these have their shape.
 */
export const localChain: ChainInput = {
  id: 31337,
  name: 'Local chain (anvil)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [CHAIN_URL] } },
};

/** The second local chain `npm start` runs (anvil, chain id 31338): funding bridges from it to the first. */
const secondLocalChain: ChainInput = {
  id: 31338,
  name: 'Local chain B (anvil)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [SECOND_CHAIN_URL] } },
};

export const chains: readonly ChainInput[] = [localChain, secondLocalChain];
