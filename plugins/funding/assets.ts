import type { ChainConfig } from '../../kernel/index';
import type { TokenInfo } from '../../kit/erc20';

export type Address = `0x${string}`;

/** What a funding request asks for: the chain's native currency, USDC, or any ERC-20 token. */
export type FundingAsset = 'native' | 'USDC' | { erc20Address: Address };

/** An ERC-20 token's details, read from its contract (or known, for USDC). */
export type { TokenInfo };

/** Section 9: USDC has 6 decimals everywhere. */
export const USDC: TokenInfo = { symbol: 'USDC', decimals: 6 };

/** Section 9: Circle's USDC contracts on the chains the widget knows (mainnets and their test networks). */
export const KNOWN_USDC_ADDRESSES: Readonly<Record<number, Address>> = {
  1: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  10: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  137: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  8453: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  42161: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  43114: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  42220: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
  11155111: '0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238',
  84532: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  11155420: '0x5fd84259d66Cd46123540766Be93DFE6D43130D7',
  421614: '0x75faf114eafb1BDbe2F0316DF893fd58CE46AA4d',
  80002: '0x41E94Eb019C0762f9Bfcf9Fb1E58725BfB0e7582',
  43113: '0x5425890298aed601595a70AB815c96711a31Bc65',
  44787: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
};

/** The USDC contracts by chain id: the known ones, with the host's own (a test token on a local chain) over them. */
export function usdcAddresses(overrides: Readonly<Record<number, Address>> = {}): Readonly<Record<number, Address>> {
  return { ...KNOWN_USDC_ADDRESSES, ...overrides };
}

/** The chain's USDC contract, or null where USDC is not known. */
export const usdcAddressOn = (chainId: number, addresses: Readonly<Record<number, Address>>): Address | null =>
  addresses[chainId] ?? null;

/** Whether `address` is the chain's USDC (addresses compare without case). */
export const isUsdcAddress = (chainId: number, address: string, addresses: Readonly<Record<number, Address>>): boolean =>
  addresses[chainId]?.toLowerCase() === address.toLowerCase();

/** Section 9: the chain's native currency symbol, ETH when the chain names none. */
export const nativeSymbol = (chain: Pick<ChainConfig, 'nativeCurrency'>): string => chain.nativeCurrency.symbol || 'ETH';

/** The zero address stands for the native currency where a token address is expected (the quote service's). */
export const NATIVE_CURRENCY_ADDRESS: Address = '0x0000000000000000000000000000000000000000';
