import { isPorticoError } from '../../../kernel/index';
import type { EmbeddedWalletMessages } from '../messages';
import { broadcast, waitForReceipt, type ReceiptTiming } from './broadcast';
import { insufficientFunds, transactionFailure, unableToSign } from './errors';
import { prepareTransaction, toSignable, type LayerOneFee, type PreparedTransaction, type SignableTransaction } from './prepare';
import type { Hex } from './quantity';
import type { TransactionReceipt } from './receipt';
import type { NormalizedTransaction } from './request';
import { chainRpc } from '../../../kit/json-rpc';

/** Signs in the frame (the provider knows the key's address, its HD index and how to recover a stale share). */
export type SignTransaction = (transaction: SignableTransaction) => Promise<string>;

export interface TransactionRunOptions {
  layerOneFee?: LayerOneFee;
  receiptTiming?: ReceiptTiming;
}

/**
 * One transaction's attempts: prepare, submit (sign, broadcast), confirm (receipt). Once an attempt got a hash and
 * then failed, the chain may have used its nonce: the next attempt reads the nonce again (section 4's nonce reset),
 * even when the request named one.
 */
export function createTransactionRun(request: NormalizedTransaction, sign: SignTransaction, m: EmbeddedWalletMessages, options: TransactionRunOptions = {}) {
  const rpc = chainRpc(request.chain.rpcUrl);
  let tx = request;
  const prepare = (): Promise<PreparedTransaction> => prepareTransaction(rpc, tx, m, options.layerOneFee);

  async function submit(prepared: PreparedTransaction): Promise<Hex> {
    let signed: string;
    try {
      signed = await sign(toSignable(prepared.transaction));
    } catch (error) {
      // The person's refusal (4001, a recovery screen closed) stays what it is.
      throw isPorticoError(error) && error.providerCode === 4001 ? error : unableToSign(m, error);
    }
    try {
      return await broadcast(rpc, signed);
    } catch (error) {
      throw transactionFailure(m.transactionFailed, error, null);
    }
  }

  return {
    rpc,
    get transaction(): NormalizedTransaction {
      return tx;
    },
    prepare,
    /** Signs the prepared transaction in the frame and broadcasts it; resolves with its hash. */
    submit,
    /** Section 4 without prompts (noPromptOnSignature): prepare, refuse short funds, sign and broadcast. */
    async sendUnprompted(): Promise<Hex> {
      const prepared = await prepare();
      if (prepared.insufficientFunds) throw insufficientFunds(m);
      return submit(prepared);
    },
    /** The receipt of a sent transaction; rejects when it reverted or was not confirmed in time. */
    async confirm(hash: Hex): Promise<TransactionReceipt> {
      const receipt = await waitForReceipt(rpc, hash, options.receiptTiming).catch(() => null);
      if (receipt && receipt.status !== 0) return receipt;
      const { nonce: _used, ...rest } = tx;
      tx = rest;
      throw transactionFailure(receipt ? m.transactionReverted : m.transactionNotConfirmed, null, hash);
    },
  };
}

export type TransactionRun = ReturnType<typeof createTransactionRun>;
