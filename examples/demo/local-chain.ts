import { API_URL } from './env';

/** What the emulator says of the local chain: its test token (PTT) among others. */
export interface LocalChainInfo {
  chain_id: number;
  test_token: { address: `0x${string}`; symbol: string; decimals: number } | null;
}

/** The emulator's test wallet's account (anvil's account 0), where the demo sends test money back to. */
export const TEST_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

async function devCall<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, init);
  if (!response.ok) throw new Error(`The emulator answered ${response.status} to ${path}`);
  return (await response.json()) as T;
}

export const localChainInfo = () => devCall<LocalChainInfo>('/dev/local-chain');

/** The emulator's faucet: 1 test ETH and 100 PTT from anvil's account 0 (a dev route, not the provider API). */
export const fundFromFaucet = (address: string) =>
  devCall('/dev/faucet', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address }) });

/** The data of an ERC-20 `transfer(to, amount)`, encoded by viem (the host's own dependency, loaded on use). */
export async function tokenTransferData(to: string, amount: string, decimals: number): Promise<`0x${string}`> {
  const { encodeFunctionData, erc20Abi, parseUnits } = await import('viem');
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as `0x${string}`, parseUnits(amount, decimals)] });
}
