import { toDecimal } from './format';
import { missingFunds, type PreparedTransaction } from './prepare';
import type { NormalizedTransaction } from './request';
import type { TransactionView } from './view';

/** The funding service's options for 'Add funds': the chain, what the wallet lacks (missingFunds) and of which asset. */
export function fundingRequest(tx: NormalizedTransaction, prepared: PreparedTransaction, token: TransactionView['token']) {
  const missing = missingFunds(prepared);
  if (!missing) return null;
  // A token that did not say its decimals (they are optional in ERC-20) is funded with the app's default amount.
  const decimals = missing.token ? token?.decimals : tx.chain.nativeCurrency.decimals;
  return {
    chainId: tx.chain.id,
    ...(decimals !== undefined && { amount: toDecimal(missing.amount, decimals) }),
    ...(missing.token && { asset: missing.token }),
  };
}
