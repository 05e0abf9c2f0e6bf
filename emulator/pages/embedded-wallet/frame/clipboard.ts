/**
 * Copies text from inside the export page. The Clipboard API needs the embedding frame's `clipboard-write`
 * permission, which a host may not grant; the older selection copy still works on the person's click.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Asked first, so a refused API costs no console error (Chromium names the policy violation there).
    if (!clipboardAllowed()) throw new Error('clipboard-write is not allowed here');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const focused = document.activeElement;
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.setAttribute('aria-hidden', 'true');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
      // Selecting moved the focus; a keyboard user stays on the Copy button.
      if (focused instanceof HTMLElement) focused.focus();
    }
  }
}

/** Chromium's view of the frame's permissions policy; other browsers just try. */
function clipboardAllowed(): boolean {
  const policy = (document as Document & { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
  return policy?.allowsFeature('clipboard-write') ?? true;
}
