/** Cookie helpers for happy-dom tests. */

/** Every cookie the page can read, as name -> value. */
export function readCookies(): Record<string, string> {
  const out: Record<string, string> = {};
  if (!document.cookie) return out;
  for (const pair of document.cookie.split('; ')) {
    const [name, ...rest] = pair.split('=');
    if (name) out[name] = decodeURIComponent(rest.join('='));
  }
  return out;
}

/** Deletes every cookie visible on path=/ so one test's session marker never leaks into the next. */
export function clearAllCookies(): void {
  for (const name of Object.keys(readCookies())) {
    // biome-ignore lint/suspicious/noDocumentCookie: the kernel writes document.cookie, so the tests clear it the same way
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Splits a `document.cookie = ...` assignment into its name, value and attributes (lower-cased keys). */
export function parseCookieWrite(written: string): { name: string; value: string; attributes: Record<string, string | true> } {
  const [pair = '', ...attrs] = written.split(';').map((part) => part.trim());
  const [name = '', ...rest] = pair.split('=');
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const [key = '', ...value] = attr.split('=');
    attributes[key.toLowerCase()] = value.length ? value.join('=') : true;
  }
  return { name, value: decodeURIComponent(rest.join('=')), attributes };
}

/** Points the happy-dom window at another URL (protocol and host matter for Secure cookies). */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
