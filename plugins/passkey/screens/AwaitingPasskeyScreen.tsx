'use client';
import { useEffect } from 'react';
import type { KernelState } from '../../../kernel/index';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useStepOutcome } from '../../../ui/hooks/use-step-outcome';
import { StepFailure, StepSuccess, StepWaiting } from '../../../ui/primitives/StepViews';
import { AWAITING_PASSKEY_SYSTEM_DIALOGUE, type PasskeyState } from '../actions';
import { usePasskey } from '../use-passkey';

const selectState = (state: KernelState) => state.plugins.passkey as PasskeyState | undefined;

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE: the browser's passkey dialogue (loading), then success or the error with Retry. */
export default function AwaitingPasskeyScreen() {
  const passkey = usePasskey();
  const { status, error } = useKernelState(selectState) ?? { status: 'idle', error: null };
  const m = passkey.messages;
  const outcomeScreen = useStepOutcome(AWAITING_PASSKEY_SYSTEM_DIALOGUE, status === 'success', error);

  // The failure is in the plugin's state (and reported to the flow's onError by the step).
  const start = () => void passkey.login().catch(() => {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the dialogue starts once per plugin; `start` is a new function on every render
  useEffect(() => {
    // The step's code loads beside the login's first checks.
    passkey.preload();
    // The step is shared while it runs, so a re-run effect does not start a second dialogue.
    if (passkey.getState().status === 'idle') start();
  }, [passkey]);

  if (status === 'success') return <StepSuccess title={m.successTitle} text={m.successText} />;
  if (status === 'error' && error && !outcomeScreen) return <StepFailure title={m.failedTitle} error={error} retryLabel={m.retry} onRetry={start} />;
  return <StepWaiting title={m.loadingTitle} text={m.loadingText} />;
}
