import { getAddress, type Address } from 'viem';
import type { ServiceContext } from '../../shared/context';
import { ApiError } from '../../shared/http-error';
import { usdPrice } from '../../shared/token-prices';

/** The zero address stands for a chain's native currency in quotes. */
export const NATIVE = '0x0000000000000000000000000000000000000000';

/** A currency the stand-in trades: a local chain's native currency (ETH) or its test USDC. */
export interface Currency {
  chainId: number;
  rpcUrl: string;
  /** NATIVE, or the USDC contract (checksummed). */
  address: Address;
  symbol: 'ETH' | 'USDC';
  decimals: number;
  /** Micro-dollars per whole unit, from the emulator's fixed price table. */
  microUsd: bigint;
}

/** A refusal in the quote service's own words: HTTP 400 (or `status`) with `{ message, errorCode }`. */
export const quoteRefused = (errorCode: string, message: string, status: 400 | 404 = 400) => new ApiError(status, errorCode, message);

export const isAddress = (value: string): value is Address => /^0x[0-9a-fA-F]{40}$/.test(value);

const microUsd = (chainId: number, symbol: string) => BigInt(Math.round(usdPrice(chainId, symbol) * 1e6));

/** The chain's RPC URL, or the service's refusal of a chain it does not serve. */
function chainRpcUrl(ctx: ServiceContext, chainId: number): string {
  const rpcUrl = ctx.chainRpcUrls[chainId];
  if (!rpcUrl) throw quoteRefused('UNSUPPORTED_CHAIN', `Unsupported chain ${chainId}`);
  return rpcUrl;
}

/** `address` on `chainId` as a currency the stand-in trades: the zero address (native) or the chain's test USDC. */
export function resolveCurrency(ctx: ServiceContext, chainId: number, address: string): Currency {
  const rpcUrl = chainRpcUrl(ctx, chainId);
  if (!isAddress(address)) throw quoteRefused('INVALID_INPUT', `Invalid address ${address}`);
  if (address === NATIVE) return { chainId, rpcUrl, address: NATIVE, symbol: 'ETH', decimals: 18, microUsd: microUsd(chainId, 'ETH') };
  const usdc = ctx.usdc[chainId];
  if (usdc && usdc.toLowerCase() === address.toLowerCase()) {
    return { chainId, rpcUrl, address: getAddress(usdc), symbol: 'USDC', decimals: 6, microUsd: microUsd(chainId, 'USDC') };
  }
  throw quoteRefused('UNSUPPORTED_CURRENCY', `Unsupported currency ${address} on chain ${chainId}`);
}
