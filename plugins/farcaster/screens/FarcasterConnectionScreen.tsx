'use client';
import { useEffect } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { MarkIcon } from '../../../ui/primitives/MarkIcon';
import { isMobile } from '../../../kit/is-mobile';
import { ScanOrOpen } from '../../../ui/primitives/ScanOrOpen';
import { StepFailure, StepSuccess, StepWaiting } from '../../../ui/primitives/StepViews';
import { AWAITING_FARCASTER_CONNECTION, type FarcasterState } from '../state';
import { useFarcaster } from '../use-farcaster';

const farcasterMark = () => import('../marks/farcaster');
const selectState = (state: KernelState) => state.plugins.farcaster as FarcasterState | undefined;
const selectIntent = (state: KernelState) => state.modal.intent;

/**
 * AWAITING_FARCASTER_CONNECTION: the link into the Farcaster app (QR code, or open-app button on a phone) while the
 * channel waits for the person's approval, then verifying, success (the flow moves on) or failure. Leaving the
 * screen stops the waiting.
 */
export default function FarcasterConnectionScreen() {
  const farcaster = useFarcaster();
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

  if (status === 'verifying' || outcomeScreen) return <StepWaiting title={m.verifyingTitle} text={m.verifyingText} />;
  if (status === 'success') return <StepSuccess title={m.successTitle} text={m.successText} />;
  if (status === 'error' && error) {
    return <StepFailure title={m.failedTitle} error={error} retryLabel={m.retry} onRetry={error.retryable ? farcaster.reset : undefined} />;
  }
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{intent === 'link' ? m.linkTitle : m.loginTitle}</h2>
      <p className="ptc-screen__text">{m.scanText}</p>
      <ScanOrOpen mobile={isMobile()}
        uri={connectUri}
        labels={{ qr: m.qrLabel, open: m.openApp, copy: m.copyLink, copied: m.copied }}
        logo={<MarkIcon load={farcasterMark} />}
      />
    </div>
  );
}
