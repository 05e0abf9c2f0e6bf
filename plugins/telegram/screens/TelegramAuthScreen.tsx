'use client';
import { useEffect, useRef } from 'react';
import type { FlowIntent, KernelState, PorticoError } from '../../../kernel/index';
import { useMessages } from '../../../ui/use-messages';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { Button } from '../../../ui/primitives/Button';
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

/** Section 2.8's failure: the message and Telegram's detail, and Retry only when trying again can help. */
function FailureView({ error, onRetry }: { error: PorticoError; onRetry: () => void }) {
  const m = useTelegram().messages;
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

/** TELEGRAM_AUTH_SCREEN: Telegram's button, then verifying, success (the flow then moves on) or failure. */
export default function TelegramAuthScreen() {
  const telegram = useTelegram();
  const ui = useMessages();
  const { status, error } = useKernelState(selectState) ?? { status: 'initial', error: null };
  const intent = useKernelState(selectIntent) ?? 'login';
  const m = telegram.messages;
  const outcomeScreen = useStepOutcome(TELEGRAM_AUTH_SCREEN, status === 'success', error);

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
  if (status === 'error' && error) return <FailureView error={error} onRetry={telegram.reset} />;
  return <ConnectView intent={intent} />;
}
