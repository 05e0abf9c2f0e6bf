import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportPage } from '../export-page';
import { COPIED_FEEDBACK_MS, createExportView, EXPORT_MESSAGES } from './export-view';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const WORDS = 'test test test test test test test test test test test junk'.split(' ');

/** The served page, parsed (its script does not run), with the view on it. */
function render(copied = true) {
  const doc = new DOMParser().parseFromString(exportPage('app', { address: ADDRESS }).html, 'text/html');
  const copy = vi.fn(async (_text: string) => copied);
  const view = createExportView(doc, copy);
  const $ = (selector: string) => doc.querySelector<HTMLElement>(selector);
  return { doc, view, copy, $ };
}

afterEach(() => void vi.useRealTimers());

describe('the export page’s view', () => {
  it('starts with the warning and a loading status, and no secret', () => {
    const { $ } = render();
    expect($('.warning')?.textContent).toBe('Never share your private key or seed phrase with anyone.');
    expect($('#export-status')?.textContent).toBe(EXPORT_MESSAGES.loading);
    expect($('.secret')?.hidden).toBe(true);
    expect($('.secret')?.childElementCount).toBe(0);
  });

  it('shows the numbered phrase under its label, and copies it with 1.5 s of "Copied"', async () => {
    vi.useFakeTimers();
    const { $, view, copy, doc } = render();
    view.show({ kind: 'seed-phrase', words: WORDS });
    const section = $('.secret')!;
    expect(section.hidden).toBe(false);
    expect(doc.getElementById(section.getAttribute('aria-labelledby')!)?.textContent).toBe('Seed phrase');
    expect([...doc.querySelectorAll('ol.words > li')].map((item) => item.textContent)).toEqual(WORDS);
    expect($('#export-status')?.textContent).toBe('');

    const button = $('button.copy') as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Copy');
    button.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(copy).toHaveBeenCalledWith(WORDS.join(' '));
    expect(button.textContent).toBe('Copied');
    expect($('.secret [role=status]')?.textContent).toBe(EXPORT_MESSAGES.copiedStatus);
    await vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS - 1);
    expect(button.textContent).toBe('Copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(button.textContent).toBe('Copy');
    expect($('.secret [role=status]')?.textContent).toBe('');
  });

  it('shows a private key as text, and says so when copying fails', async () => {
    const { $, view, copy } = render(false);
    view.show({ kind: 'private-key', privateKey: KEY });
    expect($('#export-label')?.textContent).toBe('Private key');
    expect($('.key')?.textContent).toBe(KEY);
    $('button.copy')!.click();
    await vi.waitFor(() => expect($('.secret [role=status]')?.textContent).toBe(EXPORT_MESSAGES.copyFailedStatus));
    expect(copy).toHaveBeenCalledWith(KEY);
    expect($('button.copy')?.textContent).toBe('Copy failed');
  });

  it('shows an error in the status and takes the secret away', () => {
    const { $, view } = render();
    view.show({ kind: 'private-key', privateKey: KEY });
    view.showError('This device has no share of the wallet: recover it');
    expect($('.secret')?.hidden).toBe(true);
    expect($('.secret')?.textContent).toBe('');
    expect($('#export-status')?.textContent).toBe('This device has no share of the wallet: recover it');
    expect($('#export-status')?.classList.contains('error')).toBe(true);
  });
});
