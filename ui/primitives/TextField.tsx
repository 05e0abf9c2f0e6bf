'use client';

import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: string;
  /** Keeps the label for assistive technology only, when the screen already says what to type. */
  hideLabel?: boolean;
  error?: string | null;
  /** Shown inside the field after the input, for example a submit button. */
  trailing?: ReactNode;
}

export function TextField({
  label,
  hideLabel = false,
  error = null,
  trailing,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="ptc-field">
      <label htmlFor={inputId} className={hideLabel ? 'ptc-visually-hidden' : 'ptc-field__label'}>
        {label}
      </label>
      <div className="ptc-field__control">
        <input
          {...inputProps}
          id={inputId}
          className={className ? `ptc-field__input ${className}` : 'ptc-field__input'}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedByIds || undefined}
        />
        {trailing ? <div className="ptc-field__trailing">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="ptc-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
