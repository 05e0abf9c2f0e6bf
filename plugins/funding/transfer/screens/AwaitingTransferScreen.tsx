'use client';
import { format } from '../../../../ui/messages';
import { Button } from '../../../../ui/primitives/Button';
import { Spinner } from '../../../../ui/primitives/Spinner';
import { StepFailure } from '../../../../ui/primitives/StepViews';
import { fundingFailed } from '../../errors';
import type { FundingRequest } from '../../request';
import { useFunding, useFundingRequest } from '../../use-funding';
import { useFundingBack } from '../../use-funding-back';
import type { SentTransfer } from '../run';
import { useTransferProgress } from '../use-transfer-progress';
import { ShortHex } from '../../../../ui/primitives/ShortHex';

/**
 * FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN (section 2): the transfer is sent; the bridge's status and the
 * funded wallet's balance are followed until the amount arrived (Continue ends the flow) or it failed (Try again goes
 * back to the form).
 */
export default function AwaitingTransferScreen() {
  const { messages: m, chain: chainOf, walletTransfer, finish, back } = useFunding();
  const request = useFundingRequest() as FundingRequest & { transfer: SentTransfer };
  const sent = request.transfer;
  const chains = { from: chainOf(sent.fromChainId), to: chainOf(sent.toChainId) };
  const progress = useTransferProgress(sent, chains, walletTransfer.env.quoteServiceUrl, m);
  const hash = sent.hashes[sent.hashes.length - 1] ?? '';
  // Arrived is the end; a failure has its own Try again.
  useFundingBack(progress.kind !== 'arrived' && progress.kind !== 'failed');

  if (progress.kind === 'arrived') {
    return (
      <div className="ptc-screen ptc-funding">
        <h2 className="ptc-screen__title">{m.transferDoneTitle}</h2>
        <p className="ptc-funding__status ptc-funding__status--done" role="status">
          {format(m.transferDoneText, { amount: sent.amount, symbol: sent.symbol, chain: chains.to.name })}
        </p>
        <Button variant="primary" fullWidth onClick={finish}>
          {m.transferContinue}
        </Button>
      </div>
    );
  }

  if (progress.kind === 'failed') {
    // Try again goes back to the form under this screen, even in a flow that came from the send screen.
    const retry = () => back({ ...request, comingFromSendTransactionScreen: false });
    return <StepFailure title={m.transferFailedTitle} error={fundingFailed(progress.reason)} retryLabel={m.transferTryAgain} onRetry={retry} />;
  }

  return (
    <div className="ptc-screen ptc-funding">
      <h2 className="ptc-screen__title">{m.transferAwaitingTitle}</h2>
      <p className="ptc-screen__text">
        {format(m.transferAwaitingText, { amount: sent.amount, symbol: sent.symbol, from: chains.from.name, to: chains.to.name })}
      </p>
      <dl className="ptc-transaction__details">
        <div className="ptc-transaction__row">
          <dt>{m.transferHash}</dt>
          <dd>
            <ShortHex value={hash} />
          </dd>
        </div>
      </dl>
      <div className="ptc-funding__status">
        <Spinner label={m.transferAwaitingStatus} />
        <span aria-hidden="true">{m.transferAwaitingStatus}</span>
      </div>
    </div>
  );
}
