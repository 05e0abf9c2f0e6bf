'use client';
import { useEffect, useRef } from 'react';
import type { FlowIntent, KernelState } from '../../../kernel/index';
import { useMessages } from '../../../ui/use-messages';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { StepFailure, StepSuccess, StepWaiting } from '../../../ui/primitives/StepViews';
import { Spinner } from '../../../ui/primitives/Spinner';
import { TELEGRAM_AUTH_SCREEN, type TelegramState } from '../actions';
import { useTelegram } from '../use-telegram';

const selectState = (state: KernelState) => state.plugins.telegram as TelegramState | undefined;
const selectIntent = (state: KernelState) => state.modal.intent;
const selectReady = (state: KernelState) => state.ready;

/** Telegram's own login button, rendered by its script into a container React leaves alone. */
function ConnectView({ intent }: { intent: FlowIntent }) {
  const telegram = useTelegram();
  const ui = useMessages();
  const ready = useKernelState(selectReady);
  const container = useRef<HTMLDivElement>(null);
  const m = telegram.messages;
  useEffect(() => {
    if (!ready || !container.current) return;
    return telegram.mountLoginButton(container.current, { intent });
  }, [telegram, intent, ready]);
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{intent === 'link' ? m.linkTitle : m.loginTitle}</h2>
      <p className="ptc-screen__text">{m.connectText}</p>
      {ready ? <div ref={container} /> : <Spinner label={ui.loading} />}
    </div>
  );
}

/** TELEGRAM_AUTH_SCREEN: Telegram's button, then verifying, success (the flow then moves on) or failure. */
export default function TelegramAuthScreen() {
  const telegram = useTelegram();
  const { status, error } = useKernelState(selectState) ?? { status: 'initial', error: null };
  const intent = useKernelState(selectIntent) ?? 'login';
  const m = telegram.messages;
  const outcomeScreen = useStepOutcome(TELEGRAM_AUTH_SCREEN, status === 'success', error);

  if (status === 'verifying' || outcomeScreen) return <StepWaiting title={m.verifyingTitle} text={m.verifyingText} />;
  if (status === 'success') return <StepSuccess title={m.successTitle} text={m.successText} />;
  if (status === 'error' && error) {
    // Section 2.8: Retry only when trying again can help.
    return <StepFailure title={m.failedTitle} error={error} retryLabel={m.retry} onRetry={error.retryable ? telegram.reset : undefined} />;
  }
  return <ConnectView intent={intent} />;
}
