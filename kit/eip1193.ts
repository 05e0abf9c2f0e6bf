import type { ChainConfig, Eip1193Provider } from '../kernel/index';

/** An EIP-1193 error: a numeric code (4001 refused, 4200 unsupported) that callers such as viem read. */
export function providerError(code: number, message: string, cause?: unknown): Error & { code: number } {
  return Object.assign(new Error(message, { cause }), { code });
}

/** A JSON-RPC quantity (a chain id, a value): `0x` and no leading zeros. */
export const toQuantity = (value: number | bigint): `0x${string}` => `0x${value.toString(16)}`;

/**
 * Moves an Ethereum wallet to `chain` (EIP-3326); a wallet that does not know the chain (4902) is asked to add it
 * (EIP-3085) and then to switch.
 */
export async function switchWalletChain(provider: Eip1193Provider, chain: ChainConfig): Promise<void> {
  const target = [{ chainId: toQuantity(chain.id) }];
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: target });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 4902) throw error;
    const { name: chainName, nativeCurrency, rpcUrl } = chain;
    await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: toQuantity(chain.id), chainName, nativeCurrency, rpcUrls: [rpcUrl] }] });
    await provider.request({ method: 'wallet_switchEthereumChain', params: target });
  }
}
