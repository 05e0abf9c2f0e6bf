'use client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalShell, type ModalShellProps } from './ModalShell';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren(); // openers and portal targets the tests added themselves
  vi.useRealTimers();
  setViewportWidth(1024);
});

type Props = Partial<ModalShellProps>;

function shell(props: Props) {
  return (
    <ModalShell open onClose={() => {}} {...props}>
      <button type="button">Continue with email</button>
    </ModalShell>
  );
}

/** Renders an open modal and lets the 15 ms open delay pass. */
function renderOpen(props: Props = {}) {
  const onClose = vi.fn();
  const view = render(shell({ onClose, ...props }));
  passOpenDelay();
  return { ...view, onClose, rerenderWith: (next: Props) => view.rerender(shell({ onClose, ...props, ...next })) };
}

const passOpenDelay = () => act(() => vi.advanceTimersByTime(15));
const dialog = () => screen.getByRole('dialog', { name: 'log in or sign up' });
const backdrop = () => document.querySelector('.ptc-backdrop');
const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });

function focusedOpener(): HTMLButtonElement {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  return opener;
}

function setViewportWidth(width: number) {
  // happy-dom evaluates media queries against its viewport and fires their change events.
  const { happyDOM } = window as Window & { happyDOM?: { setViewport(viewport: { width: number }): void } };
  if (!happyDOM) throw new Error('these tests need the happy-dom environment');
  act(() => happyDOM.setViewport({ width }));
}

describe('ModalShell: dialog semantics and portal', () => {
  it('is a modal dialog named "log in or sign up", rendered into document.body', () => {
    const { container } = renderOpen();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().parentElement).toBe(backdrop());
    expect(backdrop()?.parentElement).toBe(document.body);
    expect(container.contains(dialog())).toBe(false);
  });

  it('renders into the given container', () => {
    const target = document.createElement('section');
    document.body.append(target);
    renderOpen({ container: target });
    expect(target.contains(dialog())).toBe(true);
  });

  it('takes its strings from messages', () => {
    renderOpen({ messages: { dialogLabel: 'se connecter', close: 'Fermer' } });
    expect(screen.getByRole('dialog', { name: 'se connecter' })).toBeTruthy();
    expect(button('Fermer')).toBeTruthy();
  });

  it('renders nothing while closed', () => {
    render(shell({ open: false }));
    passOpenDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(backdrop()).toBeNull();
  });

  it('opens 15 ms after being asked to, starting from the closed state of the enter transition', () => {
    render(shell({}));
    expect(backdrop()?.getAttribute('data-ptc-state')).toBe('closed');
    act(() => vi.advanceTimersByTime(14));
    expect(backdrop()?.getAttribute('data-ptc-state')).toBe('closed');
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(1));
    expect(backdrop()?.getAttribute('data-ptc-state')).toBe('open');
    expect(dialog().contains(document.activeElement)).toBe(true);
  });
});

describe('ModalShell: focus', () => {
  it('moves focus to the first focusable element when it opens', () => {
    renderOpen({ onBack: () => {} });
    expect(document.activeElement).toBe(button('Back'));
  });

  it('focuses the dialog itself when nothing in it is focusable', () => {
    render(
      <ModalShell open onClose={() => {}} closeable={false}>
        <p>Loading</p>
      </ModalShell>,
    );
    passOpenDelay();
    expect(document.activeElement).toBe(dialog());
  });

  it('cycles Tab and Shift+Tab inside the dialog', () => {
    renderOpen({ onBack: () => {} });
    const last = button('Continue with email');
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(button('Back'));
    fireEvent.keyDown(button('Back'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('gives focus back to the element that had it before opening when it closes', () => {
    const opener = focusedOpener();
    const { rerenderWith } = renderOpen();
    expect(document.activeElement).not.toBe(opener);
    rerenderWith({ open: false });
    expect(document.activeElement).toBe(opener);
    // The dialog stays through its 150 ms exit transition, inert.
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps an autofocusing child from taking focus before the open delay, so focus still returns to the opener', () => {
    const opener = focusedOpener();
    const ui = (open: boolean) => (
      <ModalShell open={open} onClose={() => {}}>
        <input aria-label="Email" autoFocus />
      </ModalShell>
    );
    const { rerender } = render(ui(true));
    expect(document.activeElement).toBe(opener);
    passOpenDelay();
    expect(dialog().contains(document.activeElement)).toBe(true);
    rerender(ui(false));
    expect(document.activeElement).toBe(opener);
  });
});

describe('ModalShell: closing', () => {
  it('leaves through its exit transition: closed state at once, gone after 150 ms', () => {
    const { rerenderWith } = renderOpen();
    rerenderWith({ open: false });
    expect(backdrop()?.getAttribute('data-ptc-state')).toBe('closed');
    expect(backdrop()?.hasAttribute('inert')).toBe(true);
    act(() => vi.advanceTimersByTime(149));
    expect(backdrop()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(backdrop()).toBeNull();
  });

  it('leaves at once when the person prefers reduced motion', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      const { rerenderWith } = renderOpen();
      rerenderWith({ open: false });
      expect(backdrop()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('closes on Escape', () => {
    const { onClose } = renderOpen();
    fireEvent.keyDown(button('Continue with email'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on a press of the backdrop, not on one that started inside the dialog', () => {
    const { onClose } = renderOpen();
    const overlay = backdrop() as HTMLElement;
    fireEvent.mouseDown(dialog());
    fireEvent.click(overlay);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes from the close button', () => {
    const { onClose } = renderOpen();
    fireEvent.click(button('Close'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('cannot be closed when closeable is false: no close button, Escape and the backdrop do nothing', () => {
    const { onClose } = renderOpen({ closeable: false });
    expect(queryButton('Close')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.mouseDown(backdrop() as HTMLElement);
    fireEvent.click(backdrop() as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ModalShell: header', () => {
  it('shows back, title, info and close, each control calling its handler', () => {
    const onBack = vi.fn();
    const onInfo = vi.fn();
    renderOpen({ onBack, onInfo, title: 'Log in or sign up' });
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy();
    fireEvent.click(button('Back'));
    fireEvent.click(button('More information'));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onInfo).toHaveBeenCalledOnce();
    // Back first, then info and close: the order the header lays them out in.
    const names = screen.getAllByRole('button').map((control) => control.getAttribute('aria-label'));
    expect(names).toEqual(['Back', 'More information', 'Close', null]);
  });

  it('leaves back and info out without handlers', () => {
    renderOpen();
    expect(queryButton('Back')).toBeNull();
    expect(queryButton('More information')).toBeNull();
  });

  it('draws its icons as decorative inline SVG', () => {
    renderOpen({ onBack: () => {}, onInfo: () => {} });
    for (const name of ['Back', 'More information', 'Close']) {
      expect(button(name).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });
});

describe('ModalShell: standalone', () => {
  function renderStandalone() {
    const onClose = vi.fn();
    const view = render(
      <ModalShell standalone open onClose={onClose} onBack={() => {}}>
        <button type="button">Continue with email</button>
      </ModalShell>,
    );
    return { ...view, onClose };
  }

  it('renders inline at once: a labelled, non-modal dialog with no backdrop and no close button', () => {
    const { container } = renderStandalone();
    expect(container.contains(dialog())).toBe(true);
    expect(dialog().hasAttribute('aria-modal')).toBe(false);
    expect(backdrop()).toBeNull();
    expect(queryButton('Close')).toBeNull();
    expect(button('Back')).toBeTruthy();
  });

  it('neither traps focus nor closes on Escape', () => {
    const { onClose } = renderStandalone();
    passOpenDelay();
    expect(document.activeElement).toBe(document.body);
    const last = button('Continue with email');
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(true);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ModalShell: footer', () => {
  it('shows the footer line it is given, and none otherwise', () => {
    const { rerenderWith } = renderOpen({ footer: 'Protected by Portico' });
    expect(screen.getByText('Protected by Portico')).toBeTruthy();
    rerenderWith({ footer: undefined });
    expect(screen.queryByText('Protected by Portico')).toBeNull();
  });
});

describe('ModalShell: theme, height and layout attributes', () => {
  it('defaults to the light theme, the compact height and the dialog layout', () => {
    renderOpen();
    expect(dialog().getAttribute('data-ptc-theme')).toBe('light');
    expect(dialog().getAttribute('data-ptc-height')).toBe('compact');
    expect(dialog().getAttribute('data-ptc-layout')).toBe('dialog');
    expect(dialog().style.getPropertyValue('--ptc-accent')).toBe('');
  });

  it('sets the accent colour, the dark theme and the full height', () => {
    renderOpen({ theme: { accent: '#ff0066', colorScheme: 'dark' }, height: 'full' });
    expect(dialog().style.getPropertyValue('--ptc-accent')).toBe('#ff0066');
    expect(dialog().getAttribute('data-ptc-theme')).toBe('dark');
    expect(dialog().getAttribute('data-ptc-height')).toBe('full');
  });

  it('is a bottom drawer at 440 px or narrower', () => {
    setViewportWidth(440);
    renderOpen();
    expect(dialog().getAttribute('data-ptc-layout')).toBe('drawer');
  });

  it('follows viewport changes across the 441 px breakpoint', () => {
    renderOpen();
    expect(dialog().getAttribute('data-ptc-layout')).toBe('dialog');
    setViewportWidth(440);
    expect(dialog().getAttribute('data-ptc-layout')).toBe('drawer');
    setViewportWidth(441);
    expect(dialog().getAttribute('data-ptc-layout')).toBe('dialog');
  });
});

describe('modal.css', () => {
  const css = readFileSync(join(import.meta.dirname, '../css/modal.css'), 'utf8');

  it('lays out a 360 px dialog, a bottom drawer at 440 px or narrower, the spec heights and transitions', () => {
    for (const rule of [
      'width: 360px',
      '@media (max-width: 440px)',
      '--ptc-modal-compact-height: 480px',
      '--ptc-modal-height: 620px',
      '[data-ptc-content="tall"]',
      'max-height: calc(100vh - 48px)',
      'max-height: min(var(--ptc-modal-height), calc(100dvh - 48px))',
      'height 150ms',
      '@media (prefers-reduced-motion: reduce)',
      'position: fixed',
      ':focus-visible',
    ]) {
      expect(css).toContain(rule);
    }
  });

  // WCAG AA: 4.5:1 for text; 3:1 for the accent focus ring against the background.
  it.each(['.ptc-modal', '.ptc-modal[data-ptc-theme="dark"]'])('keeps %s legible', (selector) => {
    const colors = themeColors(css, selector);
    expect(Object.keys(colors).sort()).toEqual(['accent', 'accent-contrast', 'bg', 'border', 'border-strong', 'error', 'fg', 'muted', 'surface']);
    for (const text of ['fg', 'muted', 'error']) expect(contrast(colors[text], colors.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors['accent-contrast'], colors.accent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.accent, colors.bg)).toBeGreaterThanOrEqual(3);
  });
});

/** The hex colours a rule block defines as `--ptc-<name>`. */
function themeColors(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    Array.from(block.matchAll(/--ptc-([\w-]+):\s*(#[0-9a-f]{6})\b/gi), ([, name = '', hex = '']) => [name, hex]),
  );
}

function contrast(first = '', second = ''): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
