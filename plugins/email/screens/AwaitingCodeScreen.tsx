'use client';
import { useEffect, useState } from 'react';
import { codeEntryOutcome, toPorticoError, type KernelState } from '../../../kernel/index';
import { RESEND_COOLDOWN_MS, SUCCESS_DELAY_MS, WRONG_CODE_RESET_MS } from '../../../ui/constants';
import { useMessages } from '../../../ui/context';
import { finishFlow } from '../../../ui/finish-flow';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useScreen } from '../../../ui/hooks/use-screen';
import { format } from '../../../ui/messages';
import { Button } from '../../../ui/primitives/Button';
import { CodeInput } from '../../../ui/primitives/CodeInput';
import { Spinner } from '../../../ui/primitives/Spinner';
import { showError } from '../../../ui/show-error';
import { useEmail } from '../use-email';
import type { AwaitingCodeData } from './EmailAddressForm';

const selectAppName = (state: KernelState) => state.appConfig?.name ?? '';

type Phase = 'input' | 'submitting' | 'success';

/** AWAITING_PASSWORDLESS_CODE for email: six boxes, resend after 30 s, the code-entry error table. */
export default function AwaitingCodeScreen() {
  const { kernel, data } = useScreen<AwaitingCodeData>();
  const email = useEmail();
  const m = email.messages;
  const ui = useMessages();
  const appName = useKernelState(selectAppName);
  const address = data.email ?? email.getState().email ?? '';
  const [phase, setPhase] = useState<Phase>('input');
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [resendLocked, setResendLocked] = useState(true);

  // The code was just sent: resending is locked for 30 s, and again after each resend.
  useEffect(() => {
    if (!resendLocked) return;
    const timer = setTimeout(() => setResendLocked(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [resendLocked]);

  async function verify(code: string) {
    setPhase('submitting');
    setError(null);
    try {
      if (data.purpose === 'link') await email.link(code);
      else if (data.purpose === 'update') await email.update(data.oldAddress ?? '', address, code);
      else await email.loginWithCode(code);
      setPhase('success');
      setTimeout(() => finishFlow(kernel), SUCCESS_DELAY_MS);
    } catch (failure) {
      const error = toPorticoError(failure);
      const outcome = codeEntryOutcome(error);
      // Outcome screens (allowlist, user limit, account not found) take precedence over an inline message.
      if (outcome.kind === 'screen' || kernel.describeError(error).screen) {
        showError(kernel, error);
        return;
      }
      setPhase('input');
      setError(outcome.message);
      setTimeout(() => setResetKey((key) => key + 1), WRONG_CODE_RESET_MS);
    }
  }

  async function resend() {
    setResendLocked(true);
    setError(null);
    try {
      await email.sendCode(address);
    } catch (failure) {
      showError(kernel, failure);
    }
  }

  if (phase === 'success') {
    return (
      <div className="ptc-screen ptc-screen--center" role="status">
        <h2 className="ptc-screen__title">{ui.success}</h2>
      </div>
    );
  }

  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.enterCodeTitle}</h2>
      <p className="ptc-screen__text">{format(m.enterCodeText, { email: address, app: appName })}</p>
      <CodeInput onComplete={verify} disabled={phase === 'submitting'} error={error} resetKey={resetKey} autoFocus />
      {phase === 'submitting' && <Spinner label={ui.loading} />}
      <Button variant="link" onClick={resend} disabled={resendLocked}>
        {resendLocked ? m.codeSent : m.resendCode}
      </Button>
    </div>
  );
}
