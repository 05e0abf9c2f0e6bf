import { MOONPAY_CURRENCY_CODES, type CoinbaseAsset, type CoinbaseNetwork, type MoonpayCurrencyCode } from '../../../schemas/funding-onramp';
import type { FundingRequest } from '../request';

/**
 * Section 5's on-ramp assets per provider and chain, and section 9's chain mapping: a chain the providers do not know
 * (a local or private chain) is taken as Ethereum, with a warning once per page; an asset other than the native currency or USDC
 * is warned about and unsupported.
 */

type Network = CoinbaseNetwork | 'avalanche' | 'celo';

/** Section 9's mapped chains, mainnets and their test networks. */
const NETWORK_OF_CHAIN: Readonly<Record<number, Network>> = {
  1: 'ethereum',
  11155111: 'ethereum',
  8453: 'base',
  84532: 'base',
  10: 'optimism',
  11155420: 'optimism',
  137: 'polygon',
  80002: 'polygon',
  42161: 'arbitrum',
  421614: 'arbitrum',
  43114: 'avalanche',
  43113: 'avalanche',
  42220: 'celo',
  44787: 'celo',
};

type Asset = 'native' | 'USDC';

const MOONPAY_CODES: Partial<Record<Network, Partial<Record<Asset, MoonpayCurrencyCode>>>> = {
  ethereum: { native: 'ETH_ETHEREUM', USDC: 'USDC_ETHEREUM' },
  base: { native: 'ETH_BASE', USDC: 'USDC_BASE' },
  optimism: { native: 'ETH_OPTIMISM', USDC: 'USDC_OPTIMISM' },
  polygon: { native: 'POL_POLYGON', USDC: 'USDC_POLYGON' },
  arbitrum: { native: 'ETH_ARBITRUM' },
};

const COINBASE_ASSETS: Partial<Record<Network, Partial<Record<Asset, CoinbaseAsset>>>> = {
  ethereum: { native: 'ETH', USDC: 'USDC' },
  arbitrum: { native: 'ETH', USDC: 'USDC' },
  base: { native: 'ETH', USDC: 'USDC' },
  polygon: { native: 'POL', USDC: 'USDC' },
  optimism: { USDC: 'USDC' },
};

const warn = (text: string) => console.warn(`Portico funding: ${text}`);

/** Chains already warned about: the funding screens ask for the offers on every render, a page needs telling once. */
const warnedChains = new Set<number>();

/** The request's chain as the providers name it; Ethereum, with a warning (once per chain), for a chain they do not know. */
function networkOf(chainId: number): Network {
  const network = NETWORK_OF_CHAIN[chainId];
  if (network) return network;
  if (!warnedChains.has(chainId)) {
    warnedChains.add(chainId);
    warn(`chain ${chainId} has no card on-ramp network; Ethereum's currencies are used`);
  }
  return 'ethereum';
}

/** Why a provider does not sell a request: a token other than the native currency and USDC, or not on that chain. */
export type Unsold = { unsold: 'asset' | 'chain' };

/** The native currency or USDC; null, with a warning, for any other token. */
function assetOf(request: FundingRequest): Asset | null {
  if (!request.erc20Address) return 'native';
  if (request.isUSDC) return 'USDC';
  warn(`the token ${request.erc20Address} is not sold by the card on-ramps`);
  return null;
}

const isMoonpayCurrencyCode = (code: string): code is MoonpayCurrencyCode => (MOONPAY_CURRENCY_CODES as readonly string[]).includes(code);

/** The first provider's currency code for the request (the request's own override first). */
export function moonpayOffer(request: FundingRequest): { currencyCode: MoonpayCurrencyCode } | Unsold {
  const override = request.cardOnRamp?.currencyCode;
  if (override) return isMoonpayCurrencyCode(override) ? { currencyCode: override } : { unsold: 'asset' };
  const asset = assetOf(request);
  if (!asset) return { unsold: 'asset' };
  const currencyCode = MOONPAY_CODES[networkOf(request.chainId)]?.[asset];
  return currencyCode ? { currencyCode } : { unsold: 'chain' };
}

/** The second provider's network and asset for the request. */
export function coinbaseOffer(request: FundingRequest): { network: CoinbaseNetwork; asset: CoinbaseAsset } | Unsold {
  const asset = assetOf(request);
  if (!asset) return { unsold: 'asset' };
  const network = networkOf(request.chainId);
  const code = COINBASE_ASSETS[network]?.[asset];
  return code && network !== 'avalanche' && network !== 'celo' ? { network, asset: code } : { unsold: 'chain' };
}
