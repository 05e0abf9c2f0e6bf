import type { PluginContext } from '../../../kernel/index';
import type { TransactionSummary } from '../../../kit/services/transaction-summary';
import { EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN } from '../screen-names';
import type { EmbeddedWalletMessages } from '../messages';
import type { TransactionFailureView } from './failure';
import type { SendTransactionOptions } from './options';
import type { PreparedTransaction } from './prepare';
import type { Hex } from './quantity';
import type { TransactionReceipt } from './receipt';
import type { TransactionRun } from './run';
import type { TransactionView } from './view';

const engine = () => import('./engine');

/** Section 4's transaction states; idle before the first transaction. */
type TransactionStatus = 'idle' | 'preparing' | 'review' | 'submitting' | 'receipt' | 'error';

/** The plugin's store slice: what EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN shows. */
export interface TransactionFlowState {
  status: TransactionStatus;
  options: SendTransactionOptions;
  view: TransactionView | null;
  receipt: TransactionReceipt | null;
  error: TransactionFailureView | null;
  /** A funding plugin is there: short funds turn the button into 'Add funds'. */
  canAddFunds: boolean;
}

const idle: TransactionFlowState = { status: 'idle', options: {}, view: null, receipt: null, error: null, canAddFunds: false };

interface Job {
  run: TransactionRun;
  options: SendTransactionOptions;
  prepared: PreparedTransaction | null;
}

/**
 * The send-transaction screen's flow: preparing -> review -> submitting -> receipt, or error with Retry (which
 * prepares again; the run reads the nonce again once a hash existed). One transaction at a time, as the modal shows
 * one screen; answers that arrive after the screen closed are dropped.
 */
export function createTransactionFlow(ctx: PluginContext, m: EmbeddedWalletMessages) {
  const state = ctx.createState<TransactionFlowState>(idle);
  let current: Job | null = null;

  const update = (job: Job, next: Partial<TransactionFlowState>) => {
    if (current === job) state.set(next);
  };

  async function prepare(job: Job): Promise<void> {
    update(job, { status: 'preparing', view: null, error: null });
    const { readTokenTransfer, usdPrice, transactionView, describeFailure } = await engine();
    const tx = job.run.transaction;
    const { id, nativeCurrency } = tx.chain;
    const transfer = readTokenTransfer(job.run.rpc, tx.to, tx.data);
    try {
      // Chain reads and price lookups at once; a token's price waits only for its symbol.
      const [prepared, token, native, tokenPrice] = await Promise.all([
        job.run.prepare(),
        transfer,
        usdPrice(ctx.api, id, nativeCurrency.symbol),
        transfer.then((found) => (found ? usdPrice(ctx.api, id, found.symbol) : null)),
      ]);
      job.prepared = prepared;
      const view = transactionView({ tx, prepared, token, prices: { native, token: tokenPrice }, info: job.options.transactionInfo }, m);
      update(job, { status: 'review', view });
    } catch (error) {
      update(job, { status: 'error', error: describeFailure(error, null, m) });
    }
  }

  async function submit(job: Job, prepared: PreparedTransaction): Promise<void> {
    update(job, { status: 'submitting' });
    const { describeFailure } = await engine();
    let hash: Hex | null = null;
    try {
      hash = await job.run.submit(prepared);
      update(job, { status: 'receipt', receipt: await job.run.confirm(hash) });
    } catch (error) {
      update(job, { status: 'error', error: describeFailure(error, hash, m) });
    }
  }

  return {
    /** The transaction being signed on screen, as the MFA prompt's details show it. */
    summary(): TransactionSummary | undefined {
      const { status, view } = state.get();
      if (status !== 'submitting' || !view) return undefined;
      const withUsd = (amount: string, usd: string | null) => (usd ? `${amount} (${usd})` : amount);
      return { from: view.from, to: view.to, action: view.action, fee: withUsd(view.fee, view.feeUsd), total: withUsd(view.total, view.totalUsd) };
    },
    /** Opens the screen for `run`; resolves with the receipt when the person closes it, rejects (4001) when they cancel. */
    async send(run: TransactionRun, options: SendTransactionOptions): Promise<TransactionReceipt> {
      // Another flow on screen: the prompt's own modal_busy, before this one touches the screen's state.
      if (ctx.getState().modal.open) return ctx.prompts.open(EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN, { intent: 'transaction' });
      const job: Job = { run, options, prepared: null };
      current = job;
      state.set({ ...idle, status: 'preparing', options, canAddFunds: ctx.services.get('funding') !== undefined });
      const answer = ctx.prompts.open<TransactionReceipt>(EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN, { intent: 'transaction' });
      void prepare(job);
      try {
        return await answer;
      } finally {
        if (current === job) current = null;
      }
    },
    screenActions: {
      /** The review's confirm button. */
      approveTransaction(): void {
        const job = current;
        if (job?.prepared && state.get().status === 'review' && !job.prepared.insufficientFunds) void submit(job, job.prepared);
      },
      /** The error view's Retry: prepares again. */
      retryTransaction(): void {
        if (current && state.get().status === 'error') void prepare(current);
      },
      /**
       * 'Add funds' (short funds, a funding plugin present): its flow for what is missing (the native currency, else the
       * token sent), then prepares again, which asks for the other one if it is short too.
       */
      async addFundsForTransaction(): Promise<void> {
        const job = current;
        const funding = ctx.services.get('funding');
        if (!job?.prepared || !funding) return;
        const { describeFailure, fundingRequest } = await engine();
        const tx = job.run.transaction;
        const request = fundingRequest(tx, job.prepared, state.get().view?.token ?? null);
        if (!request) return;
        try {
          await funding.fundWallet(tx.from, request);
          await prepare(job);
        } catch (error) {
          update(job, { status: 'error', error: describeFailure(error, null, m) });
        }
      },
    },
  };
}

export type TransactionFlow = ReturnType<typeof createTransactionFlow>;
