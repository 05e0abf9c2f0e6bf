'use client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFocusTrap } from './use-focus-trap';

afterEach(cleanup);

function Trap({ active, children }: { active: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, active);
  return (
    <div ref={ref} tabIndex={-1} data-testid="trap">
      {children}
    </div>
  );
}

// Disabled and hidden controls at both ends, so the trap must skip them to find its real first and last.
const controls = (
  <>
    <button type="button" disabled>
      skipped disabled
    </button>
    <button type="button" hidden>
      skipped hidden
    </button>
    <div style={{ display: 'none' }}>
      <button type="button">skipped in display none</button>
    </div>
    <button type="button" tabIndex={-1}>
      skipped negative tabindex
    </button>
    <button type="button">first</button>
    <select aria-label="middle">
      <option>one</option>
    </select>
    <a href="#end">last</a>
    <div style={{ visibility: 'hidden' }}>
      <button type="button">skipped invisible</button>
    </div>
    <input type="hidden" />
  </>
);

// The opener lives outside the rendered tree, so it survives unmount and can take focus back.
let opener: HTMLButtonElement;
beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'opener';
  document.body.append(opener);
  opener.focus();
});
afterEach(() => opener.remove());

function renderTrap(active: boolean, children: ReactNode = controls) {
  const view = render(<Trap active={active}>{children}</Trap>);
  return { ...view, setActive: (next: boolean) => view.rerender(<Trap active={next}>{children}</Trap>) };
}

const byText = (text: string) => screen.getByText(text);
const focused = () => document.activeElement;

describe('useFocusTrap', () => {
  it('does nothing while inactive', () => {
    renderTrap(false);
    expect(focused()).toBe(opener);
    expect(fireEvent.keyDown(opener, { key: 'Tab' })).toBe(true);
    expect(focused()).toBe(opener);
  });

  it('moves focus to the first enabled, visible, tabbable element on activation', () => {
    renderTrap(true);
    expect(focused()).toBe(byText('first'));
  });

  it('focuses the container itself when nothing inside is tabbable', () => {
    renderTrap(true, <p>Nothing to press</p>);
    expect(focused()).toBe(screen.getByTestId('trap'));
  });

  it('keeps focus on an element inside that already has it (an autofocused input)', () => {
    const { setActive } = renderTrap(false);
    byText('last').focus();
    setActive(true);
    expect(focused()).toBe(byText('last'));
  });

  it('wraps Tab from the last element to the first', () => {
    renderTrap(true);
    byText('last').focus();
    expect(fireEvent.keyDown(byText('last'), { key: 'Tab' })).toBe(false);
    expect(focused()).toBe(byText('first'));
  });

  it('wraps Shift+Tab from the first element to the last', () => {
    renderTrap(true);
    expect(fireEvent.keyDown(byText('first'), { key: 'Tab', shiftKey: true })).toBe(false);
    expect(focused()).toBe(byText('last'));
  });

  it('leaves Tab between inner elements to the browser', () => {
    renderTrap(true);
    expect(fireEvent.keyDown(byText('first'), { key: 'Tab' })).toBe(true);
    expect(focused()).toBe(byText('first'));
  });

  it('brings focus back in when Tab is pressed from outside', () => {
    renderTrap(true);
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Tab' });
    expect(focused()).toBe(byText('first'));
    opener.focus();
    fireEvent.keyDown(opener, { key: 'Tab', shiftKey: true });
    expect(focused()).toBe(byText('last'));
  });

  it('keeps focus on the container when Tab is pressed and nothing is tabbable', () => {
    renderTrap(true, <p>Nothing to press</p>);
    expect(fireEvent.keyDown(screen.getByTestId('trap'), { key: 'Tab' })).toBe(false);
    expect(focused()).toBe(screen.getByTestId('trap'));
  });

  it('restores focus to the previously focused element on deactivation', () => {
    const { setActive } = renderTrap(true);
    expect(focused()).toBe(byText('first'));
    setActive(false);
    expect(focused()).toBe(opener);
    // Deactivated: Tab is no longer wrapped.
    byText('last').focus();
    expect(fireEvent.keyDown(byText('last'), { key: 'Tab' })).toBe(true);
  });

  it('restores focus on unmount', () => {
    const { unmount } = renderTrap(true);
    expect(focused()).toBe(byText('first'));
    unmount();
    expect(focused()).toBe(opener);
  });

  it('prefers a field to type in over the controls before it', () => {
    renderTrap(
      true,
      <>
        <button type="button">close</button>
        <input type="checkbox" aria-label="remember" />
        <input aria-label="email" />
      </>,
    );
    expect(focused()).toBe(screen.getByLabelText('email'));
  });
});
