'use client';
import { useEffect, useRef } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import type { EmbeddedWalletMessages } from '../messages';
import type { TransactionFlowState } from '../transactions/flow';
import { useEmbeddedWallet } from '../use-embedded-wallet';
import { TransactionErrorView, TransactionReceiptView } from '../transactions/outcome';
import { TransactionReview } from '../transactions/review';

const selectFlow = (state: KernelState) => state.plugins.embeddedWallet as TransactionFlowState | undefined;

/** What the status region says on each change, so a screen reader hears the flow move on. */
function announcement(flow: TransactionFlowState, m: EmbeddedWalletMessages): string {
  switch (flow.status) {
    case 'review':
      return flow.view?.insufficientFunds ?? flow.options.transactionInfo?.title ?? m.transactionTitle;
    case 'submitting':
      return m.transactionSubmitting;
    case 'receipt':
      return flow.options.successHeader ?? m.transactionSuccessHeader;
    case 'error':
      return flow.error?.title ?? m.transactionFailedTitle;
    default:
      return m.transactionPreparing;
  }
}

/**
 * EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: preparing, review, submitting, then the receipt (Close resolves with it)
 * or the error with Retry. Cancel or closing the modal rejects the request (4001).
 */
export default function SendTransactionScreen() {
  const kernel = useKernel();
  const wallet = useEmbeddedWallet();
  const m = wallet.messages;
  const flow = useKernelState(selectFlow);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = flow?.status;

  // Each view's heading takes focus, so a keyboard user is not left on a button that just went away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new view (a new status) moves focus to its heading
  useEffect(() => heading.current?.focus(), [status]);

  if (!flow) return null;
  const busy = flow.status === 'idle' || flow.status === 'preparing' || flow.status === 'submitting';
  return (
    <div className="ptc-screen ptc-transaction">
      <p role="status" className="ptc-visually-hidden">
        {announcement(flow, m)}
      </p>
      {busy && (
        <div className="ptc-transaction__busy">
          <span className="ptc-spinner" aria-hidden="true">
            <span className="ptc-spinner__ring" />
          </span>
          <h2 className="ptc-screen__title" tabIndex={-1} ref={heading}>
            {flow.status === 'submitting' ? m.transactionSubmitting : m.transactionPreparing}
          </h2>
        </div>
      )}
      {flow.status === 'review' && flow.view && (
        <TransactionReview
          m={m}
          view={flow.view}
          options={flow.options}
          canAddFunds={flow.canAddFunds}
          headingRef={heading}
          onApprove={wallet.approveTransaction}
          onAddFunds={() => void wallet.addFundsForTransaction()}
          onCancel={() => kernel.navigation.close()}
        />
      )}
      {flow.status === 'receipt' && flow.receipt && (
        <TransactionReceiptView
          m={m}
          options={flow.options}
          hash={flow.receipt.transactionHash}
          headingRef={heading}
          onClose={() => kernel.prompts.resolve(flow.receipt)}
        />
      )}
      {flow.status === 'error' && flow.error && <TransactionErrorView m={m} error={flow.error} headingRef={heading} onRetry={wallet.retryTransaction} />}
    </div>
  );
}
