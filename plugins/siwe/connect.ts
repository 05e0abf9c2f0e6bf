import { PorticoError, type PluginContext } from '../../kernel/index';
import { switchWalletChain } from '../../kit/eip1193';
import type { AccountRequest } from './actions';
import type { WalletSource } from './eip1193';
import type { SiweMessages } from './messages';

export interface ConnectedSource {
  source: WalletSource;
  address: `0x${string}`;
  chainId: number;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** A chain id as wallets report it: hex string (EIP-1193) or, from some, a number. */
export function readChainId(value: unknown): number | null {
  const chainId = typeof value === 'string' ? Number.parseInt(value, value.startsWith('0x') ? 16 : 10) : Number(value);
  return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : null;
}

/**
 * Reads the wallet's answer to eth_requestAccounts (asked before this code loaded: see requestAccounts in actions.ts)
 * and asks for its chain. A wallet on a chain the host does not support is asked to switch to the default chain
 * (section 4.2: switching_to_supported_chain); a refused or failed switch is only warned about, and the wallet keeps
 * its chain.
 */
export async function connectSource(
  ctx: PluginContext,
  { source, timed, accounts: answer }: AccountRequest,
  m: SiweMessages,
  onSwitching: () => void = () => {},
): Promise<ConnectedSource> {
  const accounts = await answer;
  const address = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !ADDRESS.test(address)) throw new PorticoError('unknown_connect_wallet_error', m.noAccounts, { retryable: true });
  let chainId = readChainId(await timed.provider.request({ method: 'eth_chainId' }));
  if (chainId === null) throw new PorticoError('unknown_connect_wallet_error', m.noChainId, { retryable: true });
  const target = ctx.chains.defaultChain;
  if (target && !ctx.chains.list.some((chain) => chain.id === chainId)) {
    onSwitching();
    try {
      await switchWalletChain(timed.provider, target);
      chainId = target.id;
    } catch (error) {
      console.warn(`Portico: the wallet did not switch to chain ${target.id}`, error);
    }
  }
  return { source, address: address as `0x${string}`, chainId };
}
