'use client';
import { useEffect, useState, type ReactNode } from 'react';
import type { KernelState, PorticoError } from '../../../kernel/index';
import { SUCCESS_DELAY_MS } from '../../../ui/constants';
import { useKernelState } from '../../../ui/hooks/use-kernel-state';
import { useLatest } from '../../../ui/hooks/use-latest';
import { format } from '../../../ui/messages';
import { Button } from '../../../ui/primitives/Button';
import { CopyButton } from '../../../ui/primitives/CopyButton';
import type { EmbeddedWalletMessages } from '../messages';
import { generatePassword } from './generate';
import { downloadRecoveryFile, recoveryFileName } from './recovery-file';
import { passwordsMatch, validatePassword } from './rules';
import { passwordStrength, type PasswordStrength } from './strength';
import { PasswordField, StepForm } from './form';

// The views of the password creation steps (section 4); PasswordCreateScreen moves between them.

type Messages = EmbeddedWalletMessages;
export type Outcome = { ok: true } | { ok: false; error: PorticoError };

const selectAppName = (state: KernelState) => state.appConfig?.name ?? null;

interface StepProps {
  m: Messages;
  /** Back and Cancel, as the flow allows them. */
  exits: ReactNode;
}

interface CreatingStepProps extends StepProps {
  title: string;
  password: string;
  onChange(value: string): void;
  onContinue(): void;
}

export function CreatingStep({ m, title, password, onChange, onContinue, exits }: CreatingStepProps) {
  const [touched, setTouched] = useState(false);
  const [shown, setShown] = useState(false);
  const error = validatePassword(password, m);
  const submit = () => (error ? setTouched(true) : onContinue());
  const generate = () => {
    onChange(generatePassword());
    setShown(true);
  };
  return (
    <StepForm
      title={title}
      text={m.passwordCreateText}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" variant="primary" fullWidth disabled={error !== null}>
            {m.continue}
          </Button>
          {exits}
        </>
      }
    >
      <PasswordField
        label={m.passwordLabel}
        showLabel={m.passwordShow}
        shown={shown}
        onShownChange={setShown}
        autoComplete="new-password"
        value={password}
        error={touched ? error : null}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => setTouched(true)}
        // Enter meets a disabled Continue, which the browser ignores: show why instead.
        onKeyDown={(event) => event.key === 'Enter' && setTouched(true)}
      />
      <StrengthMeter m={m} strength={password ? passwordStrength(password) : null} />
      <Button variant="link" onClick={generate}>
        {m.passwordGenerate}
      </Button>
    </StepForm>
  );
}

/** The strength as a three-part bar (decoration) and as text, announced when it changes. */
function StrengthMeter({ m, strength }: { m: Messages; strength: PasswordStrength | null }) {
  const word = strength && m[`passwordStrength${strength}`];
  return (
    <div className="ptc-password-strength" data-strength={strength?.toLowerCase()}>
      <span className="ptc-password-strength__bar" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="ptc-password-strength__text" aria-live="polite">
        {word && format(m.passwordStrength, { strength: word })}
      </span>
    </div>
  );
}

export function SavingStep({ m, password, onContinue, exits }: StepProps & { password: string; onContinue(): void }) {
  const appName = useKernelState(selectAppName);
  const download = () => downloadRecoveryFile(recoveryFileName(appName), format(m.recoveryFileText, { password }));
  return (
    <StepForm
      title={m.passwordSaveTitle}
      text={m.passwordSaveText}
      onSubmit={onContinue}
      actions={
        <>
          <Button type="submit" variant="primary" fullWidth>
            {m.continue}
          </Button>
          {exits}
        </>
      }
    >
      <p className="ptc-password-saved">
        <code>{password}</code>
      </p>
      <div className="ptc-password-save-actions">
        <CopyButton value={password} label={m.passwordCopy} copiedLabel={m.passwordCopied} />
        <Button variant="secondary" fullWidth onClick={download}>
          {m.passwordDownload}
        </Button>
      </div>
    </StepForm>
  );
}

export function ConfirmingStep({ m, password, onContinue, exits }: StepProps & { password: string; onContinue(): void }) {
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const error = passwordsMatch(password, confirmation, m);
  return (
    <StepForm
      title={m.passwordConfirmTitle}
      text={m.passwordConfirmText}
      onSubmit={() => (error ? setTouched(true) : onContinue())}
      actions={
        <>
          <Button type="submit" variant="primary" fullWidth disabled={!confirmation}>
            {m.continue}
          </Button>
          {exits}
        </>
      }
    >
      <PasswordField
        label={m.passwordConfirmLabel}
        showLabel={m.passwordShow}
        autoComplete="new-password"
        value={confirmation}
        error={touched ? error : null}
        onChange={(event) => setConfirmation(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </StepForm>
  );
}

export function FinalizingStep({ m, saving, onSave, exits }: StepProps & { saving: boolean; onSave(): void }) {
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <StepForm
      title={m.passwordFinalizeTitle}
      onSubmit={() => acknowledged && onSave()}
      actions={
        <>
          <Button type="submit" variant="primary" fullWidth disabled={!acknowledged} loading={saving}>
            {m.passwordSet}
          </Button>
          {exits}
        </>
      }
    >
      <label className="ptc-password-acknowledge">
        <input
          type="checkbox"
          checked={acknowledged}
          disabled={saving}
          onChange={(event) => setAcknowledged(event.target.checked)}
        />
        <span>{m.passwordAcknowledge}</span>
      </label>
    </StepForm>
  );
}

interface DoneStepProps {
  m: Messages;
  outcome: Outcome;
  closeLabel: string;
  /** Close by itself after a success (a flow the SDK opened). */
  autoClose: boolean;
  onClose(): void;
}

export function DoneStep({ m, outcome, closeLabel, autoClose, onClose }: DoneStepProps) {
  const close = useLatest(onClose);
  // The SDK opened this flow, so the SDK ends it once "Success" has shown (the shell's shared success delay).
  useEffect(() => {
    if (!autoClose || !outcome.ok) return;
    const timer = setTimeout(() => close.current(), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoClose, outcome, close]);
  return (
    <StepForm
      title={outcome.ok ? m.passwordSuccessTitle : m.passwordFailedTitle}
      text={outcome.ok ? m.passwordSuccessText : outcome.error.shortMessage}
      onSubmit={onClose}
      actions={
        <Button type="submit" variant="primary" fullWidth>
          {closeLabel}
        </Button>
      }
    />
  );
}
