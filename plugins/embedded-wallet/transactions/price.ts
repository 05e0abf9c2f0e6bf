import type { PluginContext } from '../../../kernel/index';
import { TokenPriceAnswer } from '../../../schemas/token-price';

/**
 * A token's US dollar price (section 7's token price lookup), or null: a failed lookup only leaves the dollar values
 * out, so it is not retried (the retry rule's waits would hold the review for seconds).
 */
export async function usdPrice(api: PluginContext['api'], chainId: number, tokenSymbol: string): Promise<number | null> {
  const query = new URLSearchParams({ chainId: String(chainId), tokenSymbol });
  try {
    return (await api.get(`/api/v1/token_price?${query}`, TokenPriceAnswer, { retry: false })).usd;
  } catch {
    return null;
  }
}
