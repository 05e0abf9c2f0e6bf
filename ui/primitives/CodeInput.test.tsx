import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputProps } from './CodeInput';

afterEach(cleanup);

function setup(props: Partial<CodeInputProps> = {}) {
  const onComplete = vi.fn<(code: string) => void>();
  const onChange = vi.fn<(code: string | null) => void>();
  const view = render(<CodeInput onComplete={onComplete} onChange={onChange} {...props} />);
  const boxes = screen.getAllByRole<HTMLInputElement>('textbox');
  const values = () => boxes.map((box) => box.value).join('|');
  const rerender = (next: Partial<CodeInputProps>) =>
    view.rerender(<CodeInput onComplete={onComplete} onChange={onChange} {...props} {...next} />);
  return { onComplete, onChange, boxes, values, rerender };
}

function box(boxes: HTMLInputElement[], index: number): HTMLInputElement {
  const element = boxes[index];
  if (!element) throw new Error(`no box ${index}`);
  return element;
}

function type(boxes: HTMLInputElement[], index: number, value: string) {
  fireEvent.change(box(boxes, index), { target: { value } });
}

function paste(boxes: HTMLInputElement[], index: number, text: string) {
  fireEvent.paste(box(boxes, index), { clipboardData: { getData: () => text } });
}

describe('CodeInput', () => {
  it('is a labelled group of six numeric boxes, only the first offering one-time-code autofill', () => {
    const { boxes } = setup();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    expect(boxes.map((element) => element.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 6',
      'Digit 2 of 6',
      'Digit 3 of 6',
      'Digit 4 of 6',
      'Digit 5 of 6',
      'Digit 6 of 6',
    ]);
    expect(boxes.every((element) => element.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(boxes.map((element) => element.getAttribute('autocomplete'))).toEqual([
      'one-time-code',
      'off',
      'off',
      'off',
      'off',
      'off',
    ]);
  });

  it('moves focus to the next box after a digit and reports the code only once all six are filled', () => {
    const { boxes, onComplete, onChange, values } = setup();
    '12345'.split('').forEach((digit, index) => {
      type(boxes, index, digit);
      expect(document.activeElement).toBe(boxes[index + 1]);
    });
    expect(onComplete).not.toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(null);
    type(boxes, 5, '6');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('rejects a letter with the passcode message, linked to the boxes as an alert', () => {
    const { boxes, values, onChange } = setup();
    type(boxes, 0, 'a');
    expect(values()).toBe('|||||');
    expect(onChange).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Passcode can only be numbers');
    expect(box(boxes, 0).getAttribute('aria-invalid')).toBe('true');
    expect(box(boxes, 0).getAttribute('aria-describedby')).toBe(alert.id);
  });

  it("uses the 'code' variant's message for a non-digit, and clears it once a digit is typed", () => {
    const { boxes } = setup({ variant: 'code' });
    type(boxes, 0, 'x');
    expect(screen.getByRole('alert').textContent).toBe('Code should be numeric');
    type(boxes, 0, '4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box(boxes, 0).getAttribute('aria-invalid')).toBeNull();
  });

  it('strips whitespace from typed input', () => {
    const { boxes, values } = setup();
    type(boxes, 0, ' 7 ');
    expect(values()).toBe('7|||||');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('fills every box when a whole code, spaces included, is pasted into any box', () => {
    const { boxes, values, onComplete } = setup();
    paste(boxes, 3, ' 12 34 56 ');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills the boxes from the pasted box on when part of a code is pasted', () => {
    const { boxes, values, onComplete } = setup();
    paste(boxes, 2, '3456');
    expect(values()).toBe('||3|4|5|6');
    expect(onComplete).not.toHaveBeenCalled();
    paste(boxes, 0, '12');
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('refuses a paste of more than six digits without reporting a code', () => {
    const { boxes, values, onComplete, onChange } = setup();
    paste(boxes, 0, '1234567');
    expect(values()).toBe('|||||');
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    expect(onComplete).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a paste that would run past the last box', () => {
    const { boxes, values } = setup();
    paste(boxes, 4, '123');
    expect(values()).toBe('|||||');
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
  });

  it('gives the length message when typing beyond a filled last box, keeping the code', () => {
    const { boxes, values, onComplete } = setup();
    paste(boxes, 0, '123456');
    type(boxes, 5, '67');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(screen.getByRole('alert').textContent).toBe('Passcode must be exactly 6 numbers');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('clears a filled box on Backspace and keeps focus there', () => {
    const { boxes, values, onChange } = setup();
    paste(boxes, 0, '123456');
    box(boxes, 3).focus();
    fireEvent.keyDown(box(boxes, 3), { key: 'Backspace' });
    expect(values()).toBe('1|2|3||5|6');
    expect(document.activeElement).toBe(boxes[3]);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('clears the previous box and moves back on Backspace in an empty box', () => {
    const { boxes, values } = setup();
    paste(boxes, 0, '12');
    box(boxes, 2).focus();
    fireEvent.keyDown(box(boxes, 2), { key: 'Backspace' });
    expect(values()).toBe('1|||||');
    expect(document.activeElement).toBe(boxes[1]);
  });

  it('moves between boxes with the arrow keys, stopping at both ends', () => {
    const { boxes } = setup();
    box(boxes, 0).focus();
    fireEvent.keyDown(box(boxes, 0), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes[0]);
    fireEvent.keyDown(box(boxes, 0), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes[1]);
    box(boxes, 5).focus();
    fireEvent.keyDown(box(boxes, 5), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(boxes[5]);
    fireEvent.keyDown(box(boxes, 5), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes[4]);
  });

  it('shows an outside error as an alert and marks the boxes invalid', () => {
    const { boxes } = setup({ error: 'Invalid or expired verification code' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification code');
    expect(boxes.every((element) => element.getAttribute('aria-invalid') === 'true')).toBe(true);
  });

  it('clears every box and focuses the first when resetKey changes', () => {
    const { boxes, values, rerender, onChange } = setup({ resetKey: 0 });
    paste(boxes, 0, '123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
    rerender({ resetKey: 1 });
    expect(values()).toBe('|||||');
    expect(document.activeElement).toBe(boxes[0]);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('focuses the first box on mount only when asked to', () => {
    const { boxes } = setup({ autoFocus: true });
    expect(document.activeElement).toBe(boxes[0]);
    cleanup();
    setup();
    expect(document.activeElement).toBe(document.body);
  });

  it('disables every box', () => {
    const { boxes } = setup({ disabled: true });
    expect(boxes.every((element) => element.disabled)).toBe(true);
  });

  it('takes its wording from the messages prop', () => {
    const { boxes } = setup({ messages: { codeLabel: 'Code de vérification', codeDigitLabel: 'Chiffre {index}' } });
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeTruthy();
    expect(box(boxes, 1).getAttribute('aria-label')).toBe('Chiffre 2');
  });
});
