'use client';

import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { format, uiMessages, type UiMessages } from '../messages';

/** Spec section 9: codes are 6 digits. */
const CODE_LENGTH = 6;

type CodeInputMessages = Partial<
  Pick<UiMessages, 'codeLabel' | 'codeDigitLabel' | 'codeOnlyNumbers' | 'codeNumeric' | 'codeExactLength'>
>;

export interface CodeInputProps {
  /** Called when, and only when, every box holds a digit. */
  onComplete: (code: string) => void;
  /** Called after every edit: the code at exactly 6 digits, otherwise null. */
  onChange?: (code: string | null) => void;
  disabled?: boolean;
  /** An error from outside (for example a rejected code), shown below the boxes. */
  error?: string | null;
  /** Which non-digit message to show: the spec words it differently on its two code widgets. */
  variant?: 'passcode' | 'code';
  /** Changing it clears every box and focuses the first (for example after a wrong code). */
  resetKey?: number;
  autoFocus?: boolean;
  messages?: CodeInputMessages;
}

const EMPTY_CODE: readonly string[] = Array.from({ length: CODE_LENGTH }, () => '');

/**
 * Where `entered` digits land when typed, pasted or autofilled into box `index`: a whole code replaces
 * every box wherever it lands, anything shorter fills the boxes from `index` on. Null when it overflows.
 */
function placeDigits(current: readonly string[], index: number, entered: string): string[] | null {
  if (entered.length === CODE_LENGTH) return entered.split('');
  if (index + entered.length > CODE_LENGTH) return null;
  const next = [...current];
  entered.split('').forEach((digit, offset) => {
    next[index + offset] = digit;
  });
  return next;
}

function completeCode(digits: readonly string[]): string | null {
  return digits.every((digit) => digit !== '') ? digits.join('') : null;
}

export function CodeInput({
  onComplete,
  onChange,
  disabled = false,
  error = null,
  variant = 'passcode',
  resetKey,
  autoFocus = false,
  messages,
}: CodeInputProps) {
  const text = { ...uiMessages, ...messages };
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [digits, setDigits] = useState<readonly string[]>(EMPTY_CODE);
  // A problem with what the user just typed; it outranks `error`, which is about an earlier code.
  const [inputProblem, setInputProblem] = useState<string | null>(null);
  const shownError = inputProblem ?? error;

  const focusBox = (index: number) => {
    boxes.current[Math.max(0, Math.min(index, CODE_LENGTH - 1))]?.focus();
  };

  const commit = (next: readonly string[]) => {
    setInputProblem(null);
    if (next.every((digit, index) => digit === digits[index])) return;
    setDigits(next);
    const code = completeCode(next);
    onChange?.(code);
    if (code !== null) onComplete(code);
  };

  /** Typing, pasting and autofill all end here with the raw text that arrived in box `index`. */
  const enter = (index: number, raw: string) => {
    const entered = raw.replace(/\s/g, '');
    if (!/^\d*$/.test(entered)) {
      setInputProblem(variant === 'code' ? text.codeNumeric : text.codeOnlyNumbers);
      return;
    }
    if (entered === '') {
      commit(digits.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    const next = placeDigits(digits, index, entered);
    if (next === null) {
      setInputProblem(text.codeExactLength);
      return;
    }
    commit(next);
    focusBox(entered.length === CODE_LENGTH ? CODE_LENGTH - 1 : index + entered.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (digits[index] !== '') {
        commit(digits.map((digit, at) => (at === index ? '' : digit)));
      } else if (index > 0) {
        commit(digits.map((digit, at) => (at === index - 1 ? '' : digit)));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(event.key === 'ArrowLeft' ? index - 1 : index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    enter(index, event.clipboardData.getData('text'));
  };

  // Only a change of key resets; the first render already starts empty.
  const appliedResetKey = useRef(resetKey);
  useEffect(() => {
    if (appliedResetKey.current === resetKey) return;
    appliedResetKey.current = resetKey;
    setDigits(EMPTY_CODE);
    setInputProblem(null);
    onChange?.(null);
    boxes.current[0]?.focus();
  }, [resetKey, onChange]);

  return (
    <div className="ptc-code">
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own layout rules to the row of boxes; role=group is its ARIA equivalent */}
      <div role="group" aria-label={text.codeLabel} className="ptc-code__boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are the code's fixed positions, so the index is their identity
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="ptc-code__box"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Room for a whole autofilled code, plus one to notice overflow.
            maxLength={CODE_LENGTH + 1}
            aria-label={format(text.codeDigitLabel, { index: index + 1 })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            value={digit}
            // Selecting on focus makes typing into a filled box replace its digit.
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => enter(index, event.currentTarget.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </div>
      {shownError ? (
        <p id={errorId} role="alert" className="ptc-code__error">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
