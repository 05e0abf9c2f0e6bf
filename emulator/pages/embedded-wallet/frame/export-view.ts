import type { ExportedSecret, ExportView } from './export-handler';

/** The page's words (one table, so a reviewer reads them in one place). */
export const EXPORT_MESSAGES = {
  title: 'Export wallet',
  warning: 'Never share your private key or seed phrase with anyone.',
  loading: 'Loading your wallet…',
  privateKey: 'Private key',
  seedPhrase: 'Seed phrase',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  copiedStatus: 'Copied to the clipboard.',
  copyFailedStatus: 'Could not copy: select the text and copy it yourself.',
} as const;

/** The ids the served page (../export-page.ts) gives the elements this view fills. */
export const EXPORT_PAGE_IDS = { warning: 'export-warning', status: 'export-status', secret: 'export-secret' } as const;

const LABEL_ID = 'export-label';

/** How long the Copy button says "Copied" (spec section 9's copy feedback). */
export const COPIED_FEEDBACK_MS = 1_500;

/**
 * The export page's screen: fills the served page's empty section with the key or the numbered phrase and a Copy
 * button. Text goes in through textContent only, so nothing shown can become markup.
 */
export function createExportView(doc: Document, copy: (text: string) => Promise<boolean>): ExportView {
  const byId = (id: string) => doc.getElementById(id)!;
  const status = byId(EXPORT_PAGE_IDS.status);
  const section = byId(EXPORT_PAGE_IDS.secret);
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) =>
    Object.assign(doc.createElement(tag), props);

  function secretElement(secret: ExportedSecret): HTMLElement {
    // One click selects all of it (CSS user-select), for those who copy by hand.
    if (secret.kind === 'private-key') return element('p', { className: 'key', textContent: secret.privateKey });
    const list = element('ol', { className: 'words' });
    for (const word of secret.words) list.append(element('li', { textContent: word }));
    return list;
  }

  /** The Copy button, and a live region that tells a screen reader what the button's brief label change shows. */
  function copyControls(text: string): HTMLElement[] {
    const button = element('button', { type: 'button', className: 'copy', textContent: EXPORT_MESSAGES.copy });
    button.setAttribute('aria-describedby', LABEL_ID);
    const feedback = element('p', { className: 'visually-hidden' });
    feedback.setAttribute('role', 'status');
    let reset: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', async () => {
      const copied = await copy(text);
      clearTimeout(reset);
      button.textContent = copied ? EXPORT_MESSAGES.copied : EXPORT_MESSAGES.copyFailed;
      feedback.textContent = copied ? EXPORT_MESSAGES.copiedStatus : EXPORT_MESSAGES.copyFailedStatus;
      reset = setTimeout(() => {
        button.textContent = EXPORT_MESSAGES.copy;
        feedback.textContent = '';
      }, COPIED_FEEDBACK_MS);
    });
    return [button, feedback];
  }

  return {
    show(secret) {
      const label = secret.kind === 'private-key' ? EXPORT_MESSAGES.privateKey : EXPORT_MESSAGES.seedPhrase;
      const text = secret.kind === 'private-key' ? secret.privateKey : secret.words.join(' ');
      section.replaceChildren(element('h1', { id: LABEL_ID, className: 'label', textContent: label }), secretElement(secret), ...copyControls(text));
      section.setAttribute('aria-labelledby', LABEL_ID);
      section.hidden = false;
      status.classList.remove('error');
      status.textContent = '';
    },
    showError(message) {
      section.replaceChildren();
      section.hidden = true;
      status.classList.add('error');
      status.textContent = message;
    },
  };
}
