import type { EmbeddedWalletMessages } from '../messages';
import { checksumAddress } from './checksum';
import type { TokenTransfer } from '../../../kit/erc20';
import { formatAmount, formatFeeUsd, formatUsd, toUsd } from './format';
import type { TransactionInfo } from './options';
import type { PreparedTransaction } from './prepare';
import type { NormalizedTransaction } from './request';

/** US dollar prices per whole token; null where the lookup failed (the dollar values are then left out). */
interface TransactionPrices {
  native: number | null;
  token: number | null;
}

/** The review's rows, formatted (section 9: 3 decimals, dollars with 2, 'less than $0.01'). */
export interface TransactionView {
  chainName: string;
  /** Addresses in EIP-55 mixed case, whatever case the request or the calldata had. */
  from: string;
  /** The recipient (a token transfer's own, not the token contract); null for a contract deployment. */
  to: string | null;
  action: string;
  /** What is sent ('1.500 ETH', '12.000 PTT'); null when nothing is. */
  amount: string | null;
  amountUsd: string | null;
  fee: string;
  feeUsd: string | null;
  total: string;
  totalUsd: string | null;
  /** The native balance; a token transfer's token balance before it ('100.000 PTT · 0.500 ETH'). */
  balance: string;
  /** The token a transfer moves (section 3's token info). */
  token: { symbol: string; decimals: number; address: string } | null;
  /** 'Add funds on {chain} to complete transaction.' when a balance (native or the token's) does not cover the transaction. */
  insufficientFunds: string | null;
}

export interface ViewInput {
  tx: NormalizedTransaction;
  prepared: PreparedTransaction;
  token: TokenTransfer | null;
  prices: TransactionPrices;
  info: TransactionInfo | undefined;
}

const dollars = (usd: number | null) => (usd === null ? null : formatUsd(usd));

function defaultAction(tx: NormalizedTransaction, token: TokenTransfer | null, m: EmbeddedWalletMessages): string {
  if (tx.to === null) return m.transactionActionDeploy;
  return token || tx.data === '0x' ? m.transactionActionTransfer : m.transactionActionCall;
}

export function transactionView({ tx, prepared, token, prices, info }: ViewInput, m: EmbeddedWalletMessages): TransactionView {
  const { symbol, decimals } = tx.chain.nativeCurrency;
  const native = (value: bigint) => `${formatAmount(value, decimals)} ${symbol}`;
  const nativeUsd = (value: bigint) => (prices.native === null ? null : toUsd(value, decimals, prices.native));
  const tokenUsd = token && prices.token !== null ? toUsd(token.amount, token.decimals, prices.token) : null;
  const nativeTotal = tx.value + prepared.fee;
  const feeUsd = nativeUsd(prepared.fee);
  const totalNativeUsd = nativeUsd(nativeTotal);
  // A token transfer's dollar total needs both prices; without one it is left out rather than understated.
  const totalUsd = totalNativeUsd === null || (token && tokenUsd === null) ? null : totalNativeUsd + (tokenUsd ?? 0);
  const amountUsd = token ? tokenUsd : tx.value > 0n ? nativeUsd(tx.value) : null;
  const tokenAmount = token && `${formatAmount(token.amount, token.decimals)} ${token.symbol}`;
  const tokenBalance = token && prepared.tokenFunds && `${formatAmount(prepared.tokenFunds.balance, token.decimals)} ${token.symbol}`;
  const to = token ? token.recipient : tx.to;
  return {
    chainName: tx.chain.name,
    from: checksumAddress(tx.from),
    to: to && checksumAddress(to),
    action: info?.action ?? defaultAction(tx, token, m),
    amount: tokenAmount ?? (tx.value > 0n ? native(tx.value) : null),
    amountUsd: dollars(amountUsd),
    fee: native(prepared.fee),
    feeUsd: feeUsd === null ? null : formatFeeUsd(feeUsd, m),
    total: tokenAmount ? `${tokenAmount} + ${native(nativeTotal)}` : native(nativeTotal),
    totalUsd: dollars(totalUsd),
    balance: tokenBalance ? `${tokenBalance} · ${native(prepared.balance)}` : native(prepared.balance),
    token: token && { symbol: token.symbol, decimals: token.decimals, address: token.token },
    insufficientFunds: prepared.insufficientFunds ? m.transactionAddFundsOn.replace('{chain}', tx.chain.name) : null,
  };
}
