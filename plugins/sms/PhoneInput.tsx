'use client';
import { useId, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import type { PhoneValue } from './phone-value';
import { countryOptions, examplePlaceholder, formatAsYouType, resolveCountry, toPhoneValue, type CountryCode } from './phone-number';

export interface PhoneInputProps {
  /** The first country selected: the app's default country; unknown or missing means the US. */
  defaultCountry?: string | null;
  /** Called with the new value after every change of the number or the country. */
  onChange(value: PhoneValue): void;
  labels: { phoneLabel: string; countryLabel: string };
  autoFocus?: boolean;
  /** Shown inside the field after the number, for example a submit button. */
  trailing?: ReactNode;
}

/** Section 2.6's phone input: a country select ("US +1") and the number, formatted while typed. */
export function PhoneInput({ defaultCountry, onChange, labels, autoFocus = false, trailing }: PhoneInputProps) {
  const inputId = useId();
  const options = useMemo(countryOptions, []);
  const [country, setCountry] = useState<CountryCode>(() => resolveCountry(defaultCountry));
  const [text, setText] = useState('');

  function update(nextText: string, nextCountry: CountryCode) {
    setText(nextText);
    setCountry(nextCountry);
    onChange(toPhoneValue(nextText, nextCountry));
  }

  function changeNumber(event: ChangeEvent<HTMLInputElement>) {
    const typed = event.target.value;
    // Format only while characters are added: deleting a bracket or a dash must not put it straight back.
    update(typed.length > text.length ? formatAsYouType(typed, country) : typed, country);
  }

  // Section 5: changing the country clears the number.
  const changeCountry = (event: ChangeEvent<HTMLSelectElement>) => update('', event.target.value as CountryCode);

  return (
    <div className="ptc-field">
      <label htmlFor={inputId} className="ptc-visually-hidden">
        {labels.phoneLabel}
      </label>
      <div className="ptc-field__control">
        <select className="ptc-field__select" aria-label={labels.countryLabel} value={country} onChange={changeCountry}>
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.label}
            </option>
          ))}
        </select>
        <input
          id={inputId}
          className="ptc-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus={autoFocus}
          placeholder={examplePlaceholder(country)}
          value={text}
          onChange={changeNumber}
        />
        {trailing ? <div className="ptc-field__trailing">{trailing}</div> : null}
      </div>
    </div>
  );
}
