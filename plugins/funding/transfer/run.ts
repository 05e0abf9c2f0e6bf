import { type ChainConfig, format } from '../../../kernel/index';
import { switchWalletChain } from '../../../kit/eip1193';
import { readBalance } from '../../../kit/erc20';
import { chainRpc } from '../../../kit/json-rpc';
import type { Address } from '../assets';
import type { FundingMessages } from '../messages';
import { TransferProblem, type TransferPlan } from './plan';
import { readQuoteStatus } from './quote';
import { isUserRejection, sendFromWallet } from './wallet';

/** What the awaiting screen watches: where the funds go, how much, and how to follow them. */
export interface SentTransfer {
  fromChainId: number;
  toChainId: number;
  hashes: string[];
  /** The quote service's id of a bridge; null on one chain. */
  requestId: string | null;
  recipient: string;
  token: Address | null;
  symbol: string;
  decimals: number;
  /** In whole units, as the person typed it. */
  amount: string;
  /** Base units (decimal strings: prompt data stays plain): what arrives, and the recipient's balance before. */
  amountOut: string;
  balanceBefore: string;
}

/**
 * Switches the wallet to the From chain and has it send the plan's transactions. Notes the recipient's balance first,
 * so the awaiting screen knows when the funds arrived. A refusal in the wallet (4001) and any other failure come back
 * as TransferProblems in the person's words.
 */
export async function sendTransfer(plan: TransferPlan, m: FundingMessages): Promise<SentTransfer> {
  const { wallet, from, to, destination, recipient, amount } = plan.choice;
  try {
    await switchWalletChain(wallet.provider, from);
    const balanceBefore = await readBalance(chainRpc(to.rpcUrl), recipient, destination.token);
    const hashes = await sendFromWallet(wallet.provider, plan.transactions);
    return {
      fromChainId: from.id,
      toChainId: to.id,
      hashes,
      requestId: plan.requestId,
      recipient,
      token: destination.token,
      symbol: destination.symbol,
      decimals: destination.decimals,
      amount,
      amountOut: plan.amountOut.toString(),
      balanceBefore: balanceBefore.toString(),
    };
  } catch (error) {
    if (isUserRejection(error)) throw new TransferProblem(format(m.transferRejected, { wallet: wallet.branding.name }));
    throw new TransferProblem(format(m.transferFailed, { reason: error instanceof Error ? error.message : String(error) }));
  }
}

export type TransferProgress = { kind: 'waiting' } | { kind: 'arrived' } | { kind: 'failed'; reason: string };

/** A transaction's receipt status on the chain, or null while it is not mined. */
async function receiptStatus(rpcUrl: string, hash: string): Promise<'success' | 'reverted' | null> {
  const { createPublicClient, http } = await import('viem');
  const receipt = await createPublicClient({ transport: http(rpcUrl) })
    .getTransactionReceipt({ hash: hash as Address })
    .catch(() => null);
  return receipt?.status ?? null;
}

/**
 * One look at a sent transfer: a bridge's status at the quote service (asking is what moves the emulator's solver),
 * a transfer's receipt on its chain, then the recipient's balance, which says the funds arrived once it grew by the
 * amount.
 */
export async function checkTransfer(sent: SentTransfer, chains: { from: ChainConfig; to: ChainConfig }, quoteServiceUrl: string, m: FundingMessages): Promise<TransferProgress> {
  if (sent.requestId) {
    const { status, details } = await readQuoteStatus(quoteServiceUrl, sent.requestId);
    if (status === 'failure') return { kind: 'failed', reason: details ?? m.transferFailedTitle };
  } else {
    for (const hash of sent.hashes) {
      if ((await receiptStatus(chains.from.rpcUrl, hash)) === 'reverted') return { kind: 'failed', reason: format(m.transferReverted, { hash }) };
    }
  }
  const balance = await readBalance(chainRpc(chains.to.rpcUrl), sent.recipient, sent.token);
  return balance >= BigInt(sent.balanceBefore) + BigInt(sent.amountOut) ? { kind: 'arrived' } : { kind: 'waiting' };
}
