'use client';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled choice in the text field's frame (label above, the same border and focus ring). */
export function SelectField({ label, value, options, onChange, disabled = false }: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="ptc-field">
      <label htmlFor={id} className="ptc-field__label">
        {label}
      </label>
      <div className="ptc-field__control">
        <select id={id} className="ptc-field__input" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
