import type { ChainConfig, Eip1193Provider } from '../../../kernel/index';

/** A transaction the person's wallet sends: amounts in base units. */
export interface WalletTransaction {
  from: string;
  to: string;
  value: bigint;
  data?: string;
}

const toHex = (value: number | bigint) => `0x${value.toString(16)}`;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** EIP-1193's refusal by the person (4001): the transfer is declined, not failed. */
export const isUserRejection = (error: unknown): boolean => codeOf(error) === 4001;

/**
 * Moves the wallet to `chain` (EIP-3326); a wallet that does not know the chain (4902) is asked to add it (EIP-3085)
 * and then to switch.
 */
export async function switchWalletChain(provider: Eip1193Provider, chain: ChainConfig): Promise<void> {
  const target = [{ chainId: toHex(chain.id) }];
  const unknownChain = await provider.request({ method: 'wallet_switchEthereumChain', params: target }).then(
    () => false,
    (error: unknown) => {
      if (codeOf(error) === 4902) return true;
      throw error;
    },
  );
  if (!unknownChain) return;
  const { id, name, nativeCurrency, rpcUrl } = chain;
  await provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: toHex(id), chainName: name, nativeCurrency, rpcUrls: [rpcUrl] }] });
  await provider.request({ method: 'wallet_switchEthereumChain', params: target });
}

/** Sends the transactions one after the other through the wallet (eth_sendTransaction); their hashes, in order. */
export async function sendFromWallet(provider: Eip1193Provider, transactions: readonly WalletTransaction[]): Promise<string[]> {
  const hashes: string[] = [];
  for (const { from, to, value, data } of transactions) {
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from, to, value: toHex(value), ...(data && data !== '0x' && { data }) }],
    });
    if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new Error('The wallet did not answer with a transaction hash');
    hashes.push(hash);
  }
  return hashes;
}
