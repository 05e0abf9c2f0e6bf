'use client';
import { useEffect } from 'react';
import type { KernelState, PorticoError } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { useMessages } from '../../../ui/use-messages';
import { Button } from '../../../ui/primitives/Button';
import { MarkIcon } from '../../../ui/primitives/MarkIcon';
import { ScanOrOpen } from '../../../ui/primitives/ScanOrOpen';
import { Spinner } from '../../../ui/primitives/Spinner';
import { AWAITING_FARCASTER_CONNECTION, type FarcasterState } from '../actions';
import { useFarcaster } from '../use-farcaster';

const farcasterMark = () => import('../marks/farcaster');
const selectState = (state: KernelState) => state.plugins.farcaster as FarcasterState | undefined;
const selectIntent = (state: KernelState) => state.modal.intent;

/** Section 8's failure: the message and Farcaster's detail, and Retry only when trying again can help. */
function FailureView({ error, onRetry }: { error: PorticoError; onRetry: () => void }) {
  const m = useFarcaster().messages;
  return (
    <div className="ptc-screen ptc-message ptc-message--error">
      <h2 className="ptc-screen__title">{m.failedTitle}</h2>
      <div role="alert">
        <p className="ptc-screen__text">{error.shortMessage}</p>
        {error.details && error.details !== error.shortMessage && <p className="ptc-screen__text">{error.details}</p>}
      </div>
      {error.retryable && (
        <div className="ptc-screen__actions">
          <Button variant="primary" fullWidth onClick={onRetry}>
            {m.retry}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * AWAITING_FARCASTER_CONNECTION: the link into the Farcaster app (QR code, or open-app button on a phone) while the
 * channel waits for the person's approval, then verifying, success (the flow moves on) or failure. Leaving the
 * screen stops the waiting.
 */
export default function FarcasterConnectionScreen() {
  const farcaster = useFarcaster();
  const ui = useMessages();
  const m = farcaster.messages;
  const { status, connectUri, error } = useKernelState(selectState) ?? { status: 'idle', connectUri: null, error: null };
  const intent = useKernelState(selectIntent) === 'link' ? 'link' : 'login';
  const outcomeScreen = useStepOutcome(AWAITING_FARCASTER_CONNECTION, status === 'success', error);

  useEffect(() => {
    if (status !== 'idle') return;
    // Failures show from the plugin's state.
    void (intent === 'link' ? farcaster.link() : farcaster.login()).catch(() => {});
  }, [farcaster, intent, status]);
  useEffect(() => () => farcaster.cancel(), [farcaster]);

  if (status === 'verifying' || outcomeScreen) {
    return (
      <div className="ptc-screen ptc-screen--center">
        <h2 className="ptc-screen__title">{m.verifyingTitle}</h2>
        <p className="ptc-screen__text">{m.verifyingText}</p>
        <Spinner label={ui.loading} />
      </div>
    );
  }
  if (status === 'success') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{m.successTitle}</h2>
        <p className="ptc-screen__text">{m.successText}</p>
      </div>
    );
  }
  if (status === 'error' && error) return <FailureView error={error} onRetry={farcaster.reset} />;
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{intent === 'link' ? m.linkTitle : m.loginTitle}</h2>
      <p className="ptc-screen__text">{m.scanText}</p>
      <ScanOrOpen
        uri={connectUri}
        labels={{ qr: m.qrLabel, open: m.openApp, copy: m.copyLink, copied: m.copied }}
        logo={<MarkIcon load={farcasterMark} />}
      />
    </div>
  );
}
