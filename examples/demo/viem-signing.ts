import type { Eip1193Provider } from 'portico';

/** EIP-712's own example: a mail from Cow to Bob, on the wallet's chain. */
export function mailTypedData(chainId: number) {
  return {
    domain: { name: 'Ether Mail', version: '1', chainId, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: {
      from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      contents: 'Hello, Bob!',
    },
  } as const;
}

/**
 * What a host does with Portico's EIP-1193 provider: hand it to viem's WalletClient. viem is the host's own
 * dependency, loaded only when a signature is asked for.
 */
async function walletClient(provider: Eip1193Provider, address: string) {
  const { createWalletClient, custom } = await import('viem');
  return createWalletClient({ account: address as `0x${string}`, transport: custom(provider) });
}

export async function signMessageWithViem(provider: Eip1193Provider, address: string): Promise<string> {
  const client = await walletClient(provider, address);
  return client.signMessage({ account: address as `0x${string}`, message: 'Hello from the Portico demo' });
}

export async function signMailWithViem(provider: Eip1193Provider, address: string): Promise<string> {
  const client = await walletClient(provider, address);
  const chainId = await client.getChainId();
  return client.signTypedData({ account: address as `0x${string}`, ...mailTypedData(chainId) });
}
