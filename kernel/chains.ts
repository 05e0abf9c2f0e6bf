import { PorticoError } from './errors';
import type { KernelPart } from './plugin';

/** A chain as the host passes it: a viem chain object, or anything of its shape. viem itself stays out of the kernel. */
export interface ChainInput {
  id: number;
  name?: string;
  nativeCurrency?: NativeCurrency;
  rpcUrls: { default: { http: readonly string[] } };
}

interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * What the kernel keeps of a chain: its id and RPC URL, and the name and currency a wallet asks for when the chain
 * is added to it (EIP-3085). Plugins that need more take it from viem.
 */
export interface ChainConfig {
  id: number;
  rpcUrl: string;
  name: string;
  nativeCurrency: NativeCurrency;
}

const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

export interface Chains {
  readonly list: readonly ChainConfig[];
  /** The host's default chain, else the first configured one; null without chains. */
  readonly defaultChain: ChainConfig | null;
  /** The configured chain for a number or a CAIP-2 `eip155:{n}` id (the default chain when none is given). */
  resolve(chainId?: number | string): ChainConfig;
}

const unsupported = (id: number | string) =>
  new PorticoError(
    'unsupported_chain_id',
    `Chain ID ${id} is not supported. It must be added to the config.supportedChains property of the PrivyProvider.`,
  );

/** A chain id as a number: numbers as they are, strings only as CAIP-2 `eip155:{number}` (section 5). */
export function parseChainId(chainId: number | string): number {
  if (typeof chainId === 'number' && Number.isSafeInteger(chainId) && chainId > 0) return chainId;
  const caip2 = typeof chainId === 'string' ? /^eip155:([1-9]\d{0,15})$/.exec(chainId) : null;
  if (!caip2?.[1]) {
    throw new PorticoError('unsupported_chain_id', `Invalid chain id ${String(chainId)}: CAIP-2 chain ids must be eip155:{number}`);
  }
  return Number(caip2[1]);
}

export function createChains(chains: readonly ChainInput[] = [], defaultChain?: ChainInput): Chains {
  const list = chains.map((chain): ChainConfig => {
    const rpcUrl = chain.rpcUrls.default.http[0];
    if (!rpcUrl) throw new Error(`Portico: chain ${chain.id} has no RPC URL`);
    return { id: chain.id, rpcUrl, name: chain.name ?? `Chain ${chain.id}`, nativeCurrency: chain.nativeCurrency ?? ETHER };
  });
  if (defaultChain && !list.some((chain) => chain.id === defaultChain.id)) {
    throw new Error(`Portico: the default chain ${defaultChain.id} must be one of the configured chains`);
  }
  const fallback = list.find((chain) => chain.id === defaultChain?.id) ?? list[0] ?? null;
  return {
    list,
    defaultChain: fallback,
    resolve(chainId) {
      if (chainId === undefined) {
        if (!fallback) throw unsupported('(none)');
        return fallback;
      }
      const id = parseChainId(chainId);
      const chain = list.find((candidate) => candidate.id === id);
      if (!chain) throw unsupported(id);
      return chain;
    },
  };
}

/** The host's chains as a kernel part: made (and checked) at creation when a passed plugin lists it. */
export const chainsPart: KernelPart<'chains'> = {
  key: 'chains',
  create: ({ hostOptions }) => createChains(hostOptions.chains, hostOptions.defaultChain),
};
