'use client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss } from './use-dismiss';

afterEach(cleanup);

function Layer({ enabled, onDismiss }: { enabled: boolean; onDismiss(): void }) {
  const backdropRef = useRef<HTMLDivElement>(null);
  useDismiss(backdropRef, { enabled, onDismiss });
  // A widget inside that handles Escape itself, like a list that closes first.
  const closeOwnList = (event: KeyboardEvent) => {
    if (event.key === 'Escape') event.preventDefault();
  };
  return (
    <div ref={backdropRef} data-testid="backdrop">
      <div data-testid="dialog">
        <input aria-label="field" />
        <input aria-label="combobox" onKeyDown={closeOwnList} />
      </div>
    </div>
  );
}

function renderLayer(enabled = true) {
  const onDismiss = vi.fn();
  const view = render(<Layer enabled={enabled} onDismiss={onDismiss} />);
  return { ...view, onDismiss };
}

const backdrop = () => screen.getByTestId('backdrop');
const dialog = () => screen.getByTestId('dialog');

describe('useDismiss: Escape', () => {
  it('dismisses on Escape anywhere in the document', () => {
    const { onDismiss } = renderLayer();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'field' }), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('ignores other keys, Escape that an inner widget handled, and Escape during IME composition', () => {
    const { onDismiss } = renderLayer();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'combobox' }), { key: 'Escape' });
    fireEvent.keyDown(document.body, { key: 'Escape', isComposing: true });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('does nothing while disabled, and stops listening on unmount', () => {
    const { onDismiss, rerender, unmount } = renderLayer(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    rerender(<Layer enabled onDismiss={onDismiss} />);
    unmount();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('calls the latest onDismiss', () => {
    const { onDismiss, rerender } = renderLayer();
    const latest = vi.fn();
    rerender(<Layer enabled onDismiss={latest} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onDismiss).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
  });
});

describe('useDismiss: backdrop press', () => {
  it('dismisses on a press that starts and ends on the backdrop', () => {
    const { onDismiss } = renderLayer();
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('ignores a press that started inside the dialog and ended on the backdrop (text selection)', () => {
    const { onDismiss } = renderLayer();
    fireEvent.mouseDown(dialog());
    fireEvent.click(backdrop());
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('ignores presses inside the dialog, and a click without a press (a synthetic click)', () => {
    const { onDismiss } = renderLayer();
    fireEvent.mouseDown(backdrop());
    fireEvent.click(dialog());
    fireEvent.mouseDown(dialog());
    fireEvent.click(dialog());
    fireEvent.click(backdrop());
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', () => {
    const { onDismiss } = renderLayer(false);
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop());
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
