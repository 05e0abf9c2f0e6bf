import type { ChainConfig } from '../../../kernel/index';
import { nativeSymbol, type Address } from '../assets';
import type { FundingRequest } from '../request';

/** What a transfer moves on one chain: the native currency (no token), USDC, or the request's own token. */
export interface ChainAsset {
  token: Address | null;
  symbol: string;
  decimals: number;
}

/**
 * The request's asset on `chain`, or null where it does not exist there: native currency is on every chain, USDC on
 * the chains with a known (or configured) contract, any other token only on the request's own chain.
 */
export function assetOn(request: FundingRequest, chain: ChainConfig, usdc: Readonly<Record<number, Address>>): ChainAsset | null {
  if (!request.erc20Address) return { token: null, symbol: nativeSymbol(chain), decimals: chain.nativeCurrency.decimals };
  if (request.isUSDC) {
    const token = usdc[chain.id];
    return token ? { token, symbol: 'USDC', decimals: 6 } : null;
  }
  if (chain.id !== request.chainId || !request.erc20ContractInfo) return null;
  return { token: request.erc20Address, ...request.erc20ContractInfo };
}
