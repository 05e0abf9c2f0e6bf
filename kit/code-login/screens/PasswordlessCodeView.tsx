'use client';
import { useEffect, useState } from 'react';
import { toPorticoError } from '../../../kernel/index';
import { RESEND_COOLDOWN_MS, SUCCESS_DELAY_MS, WRONG_CODE_RESET_MS } from '../../../ui/constants';
import { useKernel } from '../../../ui/context';
import { useScreenBack } from '../../../ui/hooks/use-screen-back';
import { useMessages } from '../../../ui/use-messages';
import { Button } from '../../../ui/primitives/Button';
import { CodeInput } from '../../../ui/primitives/CodeInput';
import { Spinner } from '../../../ui/primitives/Spinner';
import { showError } from '../../../ui/show-error';
import type { CodeLoginActions } from '../actions';
import { codeEntryOutcome } from '../code-entry';

export type CodePurpose = 'login' | 'link' | 'update';

export interface PasswordlessCodeViewProps {
  /** The channel plugin's actions (email, SMS). */
  actions: CodeLoginActions<unknown, { enterCodeTitle: string; resendCode: string; codeSent: string }>;
  /** Where the code was sent, and the address it replaces for an update. */
  address: string;
  oldAddress?: string | undefined;
  purpose: CodePurpose | undefined;
  /** The channel's words for where to look ("Please check {email}…"). */
  text: string;
}

type Phase = 'input' | 'submitting' | 'success';

/**
 * AWAITING_PASSWORDLESS_CODE, for any channel (email, SMS): six boxes, "Success!" then the terms or
 * the end of the flow, the code-entry error table with the boxes cleared after 1.4 s, and resend
 * locked for 30 s after each send.
 */
export function PasswordlessCodeView({ actions, address, oldAddress, purpose, text }: PasswordlessCodeViewProps) {
  const { messages: labels } = actions;
  // The code finishes a login, a link or an update.
  const verify = (code: string) =>
    purpose === 'link'
      ? actions.link(code)
      : purpose === 'update'
        ? actions.update(oldAddress ?? '', address, code)
        : actions.loginWithCode(code);
  const kernel = useKernel();
  const ui = useMessages();
  const [phase, setPhase] = useState<Phase>('input');
  const [error, setError] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [resendLocked, setResendLocked] = useState(true);
  const [resending, setResending] = useState(false);
  // "Success!": the login is done, the code screen is no step to return to.
  useScreenBack(phase === 'success' ? 'none' : undefined);

  // The code was just sent: resending is locked for 30 s, and again after each resend.
  useEffect(() => {
    if (!resendLocked) return;
    const timer = setTimeout(() => setResendLocked(false), RESEND_COOLDOWN_MS);
    return () => clearTimeout(timer);
  }, [resendLocked]);

  async function submit(code: string) {
    setPhase('submitting');
    setError(null);
    try {
      await verify(code);
      setPhase('success');
      setTimeout(() => void kernel.finishFlow(), SUCCESS_DELAY_MS);
    } catch (failure) {
      const problem = toPorticoError(failure);
      const outcome = codeEntryOutcome(problem);
      // Outcome screens (allowlist, user limit, account not found) take precedence over an inline message.
      if (outcome.kind === 'screen' || kernel.describeError(problem).screen) {
        showError(kernel, problem);
        return;
      }
      setPhase('input');
      setError(outcome.message);
      setTimeout(() => setResetKey((key) => key + 1), WRONG_CODE_RESET_MS);
    }
  }

  async function sendAgain() {
    setResending(true);
    setError(null);
    try {
      await actions.sendCode(address);
      setResendLocked(true);
    } catch (failure) {
      showError(kernel, failure);
    } finally {
      setResending(false);
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
      <h2 className="ptc-screen__title">{labels.enterCodeTitle}</h2>
      <p className="ptc-screen__text">{text}</p>
      <CodeInput onComplete={submit} disabled={phase === 'submitting'} error={error} resetKey={resetKey} autoFocus />
      {phase === 'submitting' && <Spinner label={ui.loading} />}
      <Button variant="link" onClick={sendAgain} disabled={resendLocked} loading={resending}>
        {resendLocked ? labels.codeSent : labels.resendCode}
      </Button>
    </div>
  );
}
