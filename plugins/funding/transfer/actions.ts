import type { PluginContext } from '../../../kernel/index';
import { TokenPriceAnswer } from '../../../schemas/token-price';
import { usdcAddresses } from '../assets';
import type { FundingMessages } from '../messages';
import type { FundingPluginOptions } from '../options';
import { externalEthereumWallets } from './external-wallets';
import type { TransferEnv } from './plan';
import { FUNDING_TRANSFER_FROM_WALLET_SCREEN } from './screen-names';

/** The bridge and swap quote service (section 7), unless the host names its own (the emulator's /relay). */
const QUOTE_SERVICE_URL = 'https://api.relay.link';

/**
 * The transfer from another wallet or network ('external' in funding_config.methods): from a connected external
 * Ethereum wallet, on the same chain or bridged from another through the quote service. What its screens need of the
 * plugin: the quote service, dollar prices, the USDC contracts and the connected wallets.
 */
export function createWalletTransfer(ctx: PluginContext, m: FundingMessages, options: FundingPluginOptions) {
  const env: TransferEnv = {
    quoteServiceUrl: options.quoteServiceUrl ?? QUOTE_SERVICE_URL,
    messages: m,
    // A failed lookup only leaves the dollar value out; no retries, so the form never waits on them.
    async usdPrice(chainId, tokenSymbol) {
      const query = new URLSearchParams({ chainId: String(chainId), tokenSymbol });
      const answer = await ctx.api.get(`/api/v1/token_price?${query}`, TokenPriceAnswer, { retry: false }).catch(() => null);
      return answer?.usd ?? null;
    },
  };
  return {
    methodScreen: () => FUNDING_TRANSFER_FROM_WALLET_SCREEN,
    env,
    usdc: usdcAddresses(options.usdcAddresses),
    /** The wallets the transfer can come from: connected external Ethereum wallets, the active one first. */
    externalWallets: () => externalEthereumWallets(ctx.getState().wallets),
    chains: () => ctx.chains.list,
  };
}

