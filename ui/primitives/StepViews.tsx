'use client';
import type { PorticoError } from '../../kernel/index';
import { useScreenBack } from '../hooks/use-screen-back';
import { useMessages } from '../use-messages';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** A one-step screen (passkey, Telegram, Farcaster) while its step runs: title, line and spinner. */
export function StepWaiting({ title, text }: { title: string; text: string }) {
  const ui = useMessages();
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{title}</h2>
      <p className="ptc-screen__text">{text}</p>
      <Spinner label={ui.loading} />
    </div>
  );
}

/** Its success, announced, before the flow moves on: nothing to go back to. */
export function StepSuccess({ title, text }: { title: string; text?: string }) {
  useScreenBack('none');
  return (
    <div className="ptc-screen ptc-screen--center" role="status">
      <h2 className="ptc-screen__title">{title}</h2>
      {text && <p className="ptc-screen__text">{text}</p>}
    </div>
  );
}

export interface StepFailureProps {
  title: string;
  error: PorticoError;
  retryLabel: string;
  /** Shown only when given: Retry only where trying again can help. */
  onRetry?: () => void;
}

/** Its failure: the message and the method's detail (section 8), and Retry where trying again can help. */
export function StepFailure({ title, error, retryLabel, onRetry }: StepFailureProps) {
  return (
    <div className="ptc-screen ptc-message ptc-message--error">
      <h2 className="ptc-screen__title">{title}</h2>
      <div role="alert">
        <p className="ptc-screen__text">{error.shortMessage}</p>
        {error.details && error.details !== error.shortMessage && <p className="ptc-screen__text">{error.details}</p>}
      </div>
      {onRetry && (
        <div className="ptc-screen__actions">
          <Button variant="primary" fullWidth onClick={onRetry}>
            {retryLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
