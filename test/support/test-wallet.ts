import { createPublicClient, createWalletClient, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Eip1193Provider } from '../../plugins/siwe/index';

/** Anvil's first default account: funded on the local chain. */
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

type Listener = (value: unknown) => void;

export interface TestWallet extends Eip1193Provider {
  address: `0x${string}`;
  /** Every method the page asked for, in order. */
  calls: string[];
  /** The next request of this method fails with an EIP-1193 error. */
  failNext(method: string, error: { code: number; message: string }): void;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
  /** Fires a provider event, as the wallet would when the person changes account or chain. */
  emit(event: string, value: unknown): void;
}

/** eth_sendTransaction's one parameter, as a page sends it (hex quantities). */
interface TransactionParams {
  to: Address;
  value?: Hex;
  data?: Hex;
}

/**
 * A wallet for tests: a viem local account behind EIP-1193, on chain 31337 unless told otherwise. It knows its
 * starting chain and chain 1, the chains of `rpcUrls`, and others once added (EIP-3085). eth_sendTransaction signs
 * and broadcasts on the current chain's entry in `rpcUrls` (a real anvil) and answers once the transaction is mined.
 */
export function createTestWallet(privateKey: `0x${string}` = ANVIL_KEY_0, chainId = 31337, rpcUrls: Readonly<Record<number, string>> = {}): TestWallet {
  const account = privateKeyToAccount(privateKey);
  const calls: string[] = [];
  const failures = new Map<string, { code: number; message: string }>();
  const listeners = new Map<string, Set<Listener>>();
  const known = new Set([chainId, 1, ...Object.keys(rpcUrls).map(Number)]);
  let current = chainId;
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  const requestedChain = (params: readonly unknown[]) => Number.parseInt((params[0] as { chainId: string }).chainId, 16);
  return {
    address: account.address,
    calls,
    failNext: (method, error) => void failures.set(method, error),
    on: (event, listener) => void listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    emit,
    async request({ method, params = [] }) {
      calls.push(method);
      const failure = failures.get(method);
      if (failure) {
        failures.delete(method);
        throw Object.assign(new Error(failure.message), failure);
      }
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [account.address];
        case 'eth_chainId':
          return `0x${current.toString(16)}`;
        case 'personal_sign':
          return account.signMessage({ message: { raw: params[0] as `0x${string}` } });
        case 'wallet_switchEthereumChain': {
          const next = requestedChain(params);
          if (!known.has(next)) throw Object.assign(new Error(`Unrecognized chain ID ${next}`), { code: 4902 });
          current = next;
          emit('chainChanged', `0x${next.toString(16)}`);
          return null;
        }
        case 'wallet_addEthereumChain':
          known.add(requestedChain(params));
          return null;
        case 'eth_sendTransaction': {
          const rpcUrl = rpcUrls[current];
          if (!rpcUrl) throw Object.assign(new Error(`The test wallet has no RPC URL for chain ${current}`), { code: 4200 });
          const { to, value, data } = params[0] as TransactionParams;
          const transport = http(rpcUrl);
          const hash = await createWalletClient({ account, transport }).sendTransaction({ to, value: value ? BigInt(value) : 0n, data, chain: null });
          await createPublicClient({ transport }).waitForTransactionReceipt({ hash, pollingInterval: 50 });
          return hash;
        }
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
  };
}
