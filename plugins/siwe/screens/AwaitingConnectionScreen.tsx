'use client';
import { useEffect, type CSSProperties } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernel } from '../../../ui/context';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { useMessages } from '../../../ui/use-messages';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { MAX_CONNECT_RETRIES, type SiweState } from '../flow';
import { AWAITING_CONNECTION } from '../screen-names';
import { useSiwe } from '../use-siwe';
import { useStillHere } from '../use-still-here';
import { PairingView } from '../PairingView';
import { WalletIcon } from '../WalletIcon';

const selectState = (state: KernelState) => state.plugins.siwe as SiweState | undefined;
const selectScreen = (state: KernelState) => state.modal.screen;
/** Kept in the layout while hidden: the hint taking its place later must not move the spinner or the dialog. */
const HIDDEN: CSSProperties = { visibility: 'hidden' };

/** AWAITING_CONNECTION and AWAITING_CONNECT_ONLY_CONNECTION: connect, switch chain, sign; then success or the error with Retry. */
export default function AwaitingConnectionScreen() {
  const siwe = useSiwe();
  const kernel = useKernel();
  const ui = useMessages();
  const m = siwe.messages;
  const { data } = useScreen<{ walletId: string }>();
  const screen = useKernelState(selectScreen) ?? AWAITING_CONNECTION;
  const { status, error, retries, pairingUri } = useKernelState(selectState) ?? siwe.getState();
  const walletId = data.walletId ?? '';
  const option = siwe.walletOptions().find((candidate) => candidate.id === walletId);
  const name = option?.name ?? walletId;
  const outcomeScreen = useStepOutcome(screen, status === 'success' && kernel.getSnapshot().modal.intent !== 'connect', error);
  const pairing = option?.kind === 'wallet_connect';
  const stillHere = useStillHere(status === 'connecting' && !pairing, retries);

  useEffect(() => {
    void siwe.start(walletId);
  }, [siwe, walletId]);

  if (status === 'error' && error && !outcomeScreen) {
    const canRetry = error.retryable && retries < MAX_CONNECT_RETRIES;
    return (
      <div className="ptc-screen ptc-message ptc-message--error">
        <h2 className="ptc-screen__title">{m.connectFailedTitle}</h2>
        <p className="ptc-screen__text" role="alert">
          {error.shortMessage}
        </p>
        {canRetry && (
          <div className="ptc-screen__actions">
            <Button variant="primary" fullWidth onClick={siwe.retry}>
              {m.retry}
            </Button>
          </div>
        )}
      </div>
    );
  }
  if (status === 'success') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{m.connectedTitle}</h2>
      </div>
    );
  }
  if (pairing && status === 'connecting') return <PairingView option={option} uri={pairingUri} />;
  const text = status === 'switching_to_supported_chain' ? m.switchNetwork : status === 'connected' ? m.signToVerify : m.connectInWallet;
  return (
    <div className="ptc-screen ptc-screen--center">
      {option && (
        <span className="ptc-wallet-hero" aria-hidden="true">
          <WalletIcon option={option} />
        </span>
      )}
      <h2 className="ptc-screen__title">{m.waitingFor(name)}</h2>
      <p className="ptc-screen__text" aria-live="polite">
        {text}
      </p>
      <Spinner label={ui.loading} />
      <div className="ptc-screen__aside" style={stillHere ? undefined : HIDDEN}>
        <p className="ptc-screen__text">
          <strong>{m.stillHere}</strong> {m.stillHereHint}
        </p>
        <Button variant="link" onClick={siwe.retry} style={retries < MAX_CONNECT_RETRIES ? undefined : HIDDEN}>
          {m.tryAgain}
        </Button>
      </div>
    </div>
  );
}
