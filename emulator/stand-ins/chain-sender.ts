import { createPublicClient, createWalletClient, http, type Address, type Hash, type LocalAccount } from 'viem';
import { testTokenAbi } from './test-token/artifact';

/** Polling often: anvil mines each transaction at once, so viem's default 4 s would only add waiting. */
const POLL_MS = 50;

// One queue per chain and sending account, shared by every emulator in the process: they may share a chain, and two
// sends at once from one account would read the same nonce and one would be refused.
const queues = new Map<string, Promise<unknown>>();

/** Runs `send` after every earlier send from `from` on the chain at `rpcUrl` has finished. */
export function sendInTurn<T>(rpcUrl: string, from: Address, send: () => Promise<T>): Promise<T> {
  const key = `${rpcUrl} ${from.toLowerCase()}`;
  const result = (queues.get(key) ?? Promise.resolve()).then(send);
  queues.set(key, result.catch(() => {}));
  return result;
}

/** What to send: `value` base units of the native currency, or of the ERC-20 at `token`. */
export interface AssetTransfer {
  to: Address;
  value: bigint;
  token?: Address;
}

/** Sends native currency or an ERC-20 `transfer` from `account` and waits until it is mined; a revert throws. */
export function sendAsset(rpcUrl: string, account: LocalAccount, { to, value, token }: AssetTransfer): Promise<Hash> {
  return sendInTurn(rpcUrl, account.address, async () => {
    const transport = http(rpcUrl);
    const wallet = createWalletClient({ account, transport });
    const hash = token
      ? await wallet.writeContract({ address: token, abi: testTokenAbi, functionName: 'transfer', args: [to, value], chain: null })
      : await wallet.sendTransaction({ to, value, chain: null });
    const receipt = await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: POLL_MS });
    if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
    return hash;
  });
}

/** An ERC-20 balance in base units. */
export function tokenBalance(rpcUrl: string, token: Address, owner: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({ address: token, abi: testTokenAbi, functionName: 'balanceOf', args: [owner] });
}
