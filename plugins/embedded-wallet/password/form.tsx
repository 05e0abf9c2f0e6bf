'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../../ui/primitives/TextField';

/** What the password screens share: the password input and the titled form each step is. */

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** The show/hide toggle's name; it keeps its name and says its state through aria-pressed. */
  showLabel: string;
  /** Controlled visibility, for a caller that reveals the password itself (Generate). */
  shown?: boolean;
  onShownChange?(shown: boolean): void;
}

/** A password input with a show/hide toggle inside the field. */
export function PasswordField({ showLabel, shown, onShownChange, ...field }: PasswordFieldProps) {
  const [ownShown, setOwnShown] = useState(false);
  const visible = shown ?? ownShown;
  const toggle = () => (onShownChange ?? setOwnShown)(!visible);
  return (
    <TextField
      {...field}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button type="button" className="ptc-icon-button" aria-label={showLabel} aria-pressed={visible} onClick={toggle}>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
            <circle cx="12" cy="12" r="3" />
            {visible && <path d="M4 4l16 16" />}
          </svg>
        </button>
      }
    />
  );
}

export interface StepFormProps {
  title: string;
  text?: ReactNode;
  onSubmit(): void;
  /** The primary (submit) button, then the step's other actions. */
  actions: ReactNode;
  children?: ReactNode;
}

/**
 * One step as a form named by its heading: Enter submits it, and on arrival focus moves to its first text field, or
 * to its heading when it has none, so a screen reader reads the new step.
 */
export function StepForm({ title, text, onSubmit, actions, children }: StepFormProps) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    (form?.querySelector<HTMLElement>('input:not([type=checkbox])') ?? form?.querySelector<HTMLElement>('h2'))?.focus();
  }, []);
  // A focused heading or checkbox gets no implicit submission from the browser, so Enter there submits here.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || !(event.target as HTMLElement).matches('h2, input[type=checkbox]')) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };
  return (
    <form
      ref={formRef}
      className="ptc-screen ptc-password"
      aria-labelledby={headingId}
      noValidate
      onKeyDown={submitOnEnter}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={headingId} className="ptc-screen__title" tabIndex={-1}>
        {title}
      </h2>
      {text && <p className="ptc-screen__text">{text}</p>}
      {children}
      <div className="ptc-screen__actions">{actions}</div>
    </form>
  );
}
