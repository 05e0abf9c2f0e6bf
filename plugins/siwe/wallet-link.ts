import { PROVIDER_PREFIX, type PluginContext, type UrlParamHandler } from '../../kernel/index';
import type { WalletOption } from './wallet-options';

/** Section 2.10: the provider-prefixed parameters that start a wallet connection when the page loads. */
export const WALLET_LINK_PARAMS = { connector: `${PROVIDER_PREFIX}_connector`, walletClient: `${PROVIDER_PREFIX}_wallet_client` } as const;

export interface WalletLinkDeps {
  options(): readonly WalletOption[];
  onWalletsChange(listener: () => void): () => void;
  /** Readies the flow's state for this wallet before its screen opens. */
  select(walletId: string): void;
}

/** The wallet link's parameters; what they start loads only on a page opened with them. */
export function walletLinkParams(ctx: PluginContext, deps: WalletLinkDeps): UrlParamHandler {
  return {
    keys: Object.values(WALLET_LINK_PARAMS),
    requiredKeys: Object.values(WALLET_LINK_PARAMS),
    handle: async (params) => (await import('./wallet-link-arrival')).arriveByWalletLink(ctx, deps, params),
  };
}
