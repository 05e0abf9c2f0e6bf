'use client';
import type { MfaMethodType } from '../../schemas/index';
import { format } from '../../ui/messages';
import { Button } from '../../ui/primitives/Button';
import type { MfaMessages } from './messages';
import { methodLabel } from './method-label';

export interface MethodChooserProps {
  messages: MfaMessages;
  /** The app's methods, in the spec's order (authenticator app first). */
  available: readonly MfaMethodType[];
  enrolled: readonly MfaMethodType[];
  /** Section 5: SMS MFA is off for a user who logs in by SMS. */
  smsDisabled: boolean;
  onAdd(method: MfaMethodType): void;
  onRemove(method: MfaMethodType): void;
}

/** 'Choose a verification method': add one, or delete one already added. */
export function MethodChooser({ messages: m, available, enrolled, smsDisabled, onAdd, onRemove }: MethodChooserProps) {
  return (
    <div className="ptc-screen">
      <h2 className="ptc-screen__title">{m.chooseMethod}</h2>
      <p className="ptc-screen__text">{m.chooseMethodText}</p>
      <ul className="ptc-option-list">
        {available.map((method) => {
          const label = methodLabel(m, method);
          const added = enrolled.includes(method);
          const disabled = method === 'sms' && smsDisabled && !added;
          // One text, so the button lays it out as one line that wraps, not as separate flex items.
          const note = added ? m.added : disabled ? m.disabled : method === 'totp' ? m.recommended : null;
          return (
            <li key={method}>
              <Button variant="secondary" fullWidth disabled={added || disabled} onClick={() => onAdd(method)}>
                {note ? `${label} · ${note}` : label}
              </Button>
              {added && (
                <Button variant="link" onClick={() => onRemove(method)} aria-label={format(m.removeMethod, { method: label })}>
                  {m.remove}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
