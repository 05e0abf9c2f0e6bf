// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Any read of `window` or `document` during import or render throws, even a `typeof` probe.
beforeAll(() => {
  for (const name of ['window', 'document']) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        throw new Error(`server render touched ${name}`);
      },
    });
  }
});
afterAll(() => {
  for (const name of ['window', 'document']) Reflect.deleteProperty(globalThis, name);
});

async function renderOnServer(props: { open: boolean; standalone?: boolean }): Promise<string> {
  // Imported after the traps are set, so import-time access is caught too.
  const { ModalShell } = await import('./ModalShell');
  return renderToString(createElement(ModalShell, { ...props, onClose: () => {}, title: 'Welcome' }, 'Screen content'));
}

describe('ModalShell on the server', () => {
  it('renders a closed modal as nothing', async () => {
    expect(await renderOnServer({ open: false })).toBe('');
  });

  it('renders an open modal as nothing too: its portal mounts in the browser', async () => {
    expect(await renderOnServer({ open: true })).toBe('');
  });

  it('renders a standalone modal inline as a labelled, non-modal dialog', async () => {
    const html = await renderOnServer({ open: true, standalone: true });
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-label="log in or sign up"');
    expect(html).toContain('data-ptc-layout="dialog"');
    expect(html).toContain('Welcome');
    expect(html).toContain('Screen content');
    expect(html).not.toContain('aria-modal');
    expect(html).not.toContain('aria-label="Close"');
  });
});
