'use client';
import { useEffect } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useMessages } from '../../../ui/use-messages';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { Button } from '../../../ui/primitives/Button';
import { Spinner } from '../../../ui/primitives/Spinner';
import { AWAITING_PASSKEY_SYSTEM_DIALOGUE, type PasskeyState } from '../actions';
import { usePasskey } from '../use-passkey';

const selectState = (state: KernelState) => state.plugins.passkey as PasskeyState | undefined;

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE: the browser's passkey dialogue (loading), then success or the error with Retry. */
export default function AwaitingPasskeyScreen() {
  const passkey = usePasskey();
  const ui = useMessages();
  const { status, error } = useKernelState(selectState) ?? { status: 'idle', error: null };
  const m = passkey.messages;
  const outcomeScreen = useStepOutcome(AWAITING_PASSKEY_SYSTEM_DIALOGUE, status === 'success', error);

  // The failure is in the plugin's state (and reported to the flow's onError by the step).
  const start = () => void passkey.login().catch(() => {});

  useEffect(() => {
    // The step is shared while it runs, so a re-run effect does not start a second dialogue.
    if (passkey.getState().status === 'idle') start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passkey]);

  if (status === 'success') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{m.successTitle}</h2>
        <p className="ptc-screen__text">{m.successText}</p>
      </div>
    );
  }
  if (status === 'error' && error && !outcomeScreen) {
    return (
      <div className="ptc-screen ptc-message ptc-message--error">
        <h2 className="ptc-screen__title">{m.failedTitle}</h2>
        <div role="alert">
          <p className="ptc-screen__text">{error.shortMessage}</p>
        </div>
        <div className="ptc-screen__actions">
          <Button variant="primary" fullWidth onClick={start}>
            {m.retry}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="ptc-screen ptc-screen--center">
      <h2 className="ptc-screen__title">{m.loadingTitle}</h2>
      <p className="ptc-screen__text">{m.loadingText}</p>
      <Spinner label={ui.loading} />
    </div>
  );
}
