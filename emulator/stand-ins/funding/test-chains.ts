import { createPublicClient, http, type Address } from 'viem';
import { LOCAL_CHAIN_ID, SECOND_CHAIN_ID, startLocalChain, type LocalChain } from '../local-chain';
import { tokenBalance } from '../chain-sender';
import { deployTestUsdc } from '../test-token/usdc';

/** Both local chains on free ports with the test USDC deployed, for funding's tests (emulator and widget). */
export interface TestChains {
  chainRpcUrls: Record<number, string>;
  usdc: Record<number, Address>;
  /** A native (18 decimals) or USDC (6 decimals) balance in base units. */
  balance(chainId: number, address: Address, asset: 'native' | 'USDC'): Promise<bigint>;
  close(): Promise<void>;
}

export async function startTestChains(): Promise<TestChains> {
  const chains: LocalChain[] = [];
  const close = async () => void (await Promise.all(chains.map((chain) => chain.close())));
  try {
    for (const chainId of [LOCAL_CHAIN_ID, SECOND_CHAIN_ID]) chains.push(await startLocalChain({ port: 0, chainId }));
    const [a, b] = chains as [LocalChain, LocalChain];
    const chainRpcUrls: Record<number, string> = { [LOCAL_CHAIN_ID]: a.url, [SECOND_CHAIN_ID]: b.url };
    const usdc = await deployTestUsdc(chainRpcUrls);
    const rpcUrl = (chainId: number) => {
      const url = chainRpcUrls[chainId];
      if (!url) throw new Error(`No test chain ${chainId}`);
      return url;
    };
    return {
      chainRpcUrls,
      usdc,
      balance(chainId, address, asset) {
        const token = usdc[chainId];
        if (asset === 'USDC' && token) return tokenBalance(rpcUrl(chainId), token, address);
        return createPublicClient({ transport: http(rpcUrl(chainId)) }).getBalance({ address });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
