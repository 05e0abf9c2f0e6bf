import { ApiError } from '../../shared/http-error';

/**
 * Where the test wallet's JSON-RPC calls go, per chain id: the emulator's configured chains (anvil for 31337),
 * then the networks people approved adding. One book per emulator, so two emulators never share networks.
 */
export function createChainBook(configured: Readonly<Record<number, string>>) {
  const added = new Map<number, string>();
  return {
    rpcUrl(chainId: number): string {
      const url = configured[chainId] ?? added.get(chainId);
      if (!url) throw new ApiError(404, 'unknown_chain', `The test wallet has no RPC URL for chain ${chainId}`);
      return url;
    },
    /** A later add of the same chain replaces its URL; a configured chain keeps the emulator's own. */
    add(chainId: number, rpcUrl: string): void {
      if (configured[chainId] !== undefined) {
        throw new ApiError(409, 'chain_configured', `Chain ${chainId} is configured in the emulator (${configured[chainId]})`);
      }
      added.set(chainId, rpcUrl);
    },
  };
}
