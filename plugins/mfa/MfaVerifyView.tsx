'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { KernelState } from '../../kernel/index';
import type { MfaMethodType } from '../../schemas/index';
import { useKernelState } from '../../ui/hooks/use-kernel-state';
import { useMessages } from '../../ui/use-messages';
import { Button } from '../../ui/primitives/Button';
import { CodeInput } from '../../ui/primitives/CodeInput';
import { Spinner } from '../../ui/primitives/Spinner';
import { isTerminal } from './errors';
import { initialMfaState, type MfaState } from './state';
import { useMfa } from './use-mfa';
import { errorText } from './error-text';
import { methodLabel } from './method-label';

const selectState = (state: KernelState) => (state.plugins.mfa as MfaState | undefined) ?? initialMfaState;
/** A string, so the selector's answer is stable between renders. */
const selectMethods = (state: KernelState) => state.user?.mfaMethods.map((method) => method.type).join(',') ?? '';

/**
 * The verification itself, for the prompt and for the enrolment flow: the first enrolled method starts at once (a
 * passkey submits at once); max attempts or the timeout block input. `onCancel` is 'Not now'.
 */
export function MfaVerifyView({ onCancel, details }: { onCancel: () => void; details?: ReactNode }) {
  const mfa = useMfa();
  const ui = useMessages();
  const m = mfa.messages;
  const { status, error } = useKernelState(selectState);
  const methods = useKernelState(selectMethods).split(',').filter(Boolean) as MfaMethodType[];
  const [method, setMethod] = useState<MfaMethodType | null>(methods[0] ?? null);
  const [choosing, setChoosing] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const started = useRef<MfaMethodType | null>(null);

  // Failures stay in the plugin's state, shown below.
  const start = (chosen: MfaMethodType) => void mfa.init(chosen).catch(() => {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per chosen method; `start` is a new function on every render
  useEffect(() => {
    if (!method || started.current === method) return;
    started.current = method;
    start(method);
  }, [method]);

  const blocked = error !== null && isTerminal(error);
  const submit = (code: string) => {
    if (method) void mfa.submit(method, code).catch(() => setResetKey((key) => key + 1));
  };

  const footer = (
    <>
      {details}
      <div className="ptc-screen__actions">
        {methods.length > 1 && !choosing && (
          <Button variant="secondary" fullWidth onClick={() => setChoosing(true)}>
            {m.chooseAnotherMethod}
          </Button>
        )}
        <Button variant="link" fullWidth onClick={onCancel}>
          {m.notNow}
        </Button>
      </div>
    </>
  );

  if (choosing) {
    return (
      <div className="ptc-screen">
        <h2 className="ptc-screen__title">{m.verifyTitle}</h2>
        <div className="ptc-screen__actions">
          {methods.map((candidate) => (
            <Button
              key={candidate}
              variant="secondary"
              fullWidth
              onClick={() => {
                setChoosing(false);
                started.current = null;
                setMethod(candidate);
              }}
            >
              {methodLabel(m, candidate)}
            </Button>
          ))}
        </div>
        {footer}
      </div>
    );
  }

  if (method === 'passkey') {
    return (
      <div className="ptc-screen ptc-screen--center">
        <h2 className="ptc-screen__title">{m.verifyingWithPasskey}</h2>
        {error ? (
          <div role="alert">
            <p className="ptc-screen__text">{errorText(m, error)}</p>
          </div>
        ) : (
          <Spinner label={ui.loading} />
        )}
        {error && !blocked && (
          <Button variant="primary" fullWidth onClick={() => start('passkey')}>
            {m.tryAgain}
          </Button>
        )}
        {footer}
      </div>
    );
  }

  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.verifyTitle}</h2>
      <p className="ptc-screen__text">{m.enterCode}</p>
      {/* Which method's code: the person may have more than one. */}
      {method && <p className="ptc-screen__text">{method === 'sms' ? m.smsCodeSource : m.totpCodeSource}</p>}
      <CodeInput
        onComplete={submit}
        disabled={blocked || status === 'verifying'}
        error={error ? errorText(m, error) : null}
        resetKey={resetKey}
        autoFocus
      />
      {footer}
    </div>
  );
}
