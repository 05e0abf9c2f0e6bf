/**
 * Reads the named query parameters once and removes them from the address bar, so a
 * token or code never stays in the URL (or the history, or a copied link).
 * Returns null when none of them is present.
 */
export function takeUrlParams(keys: readonly string[], { clearFragment = false } = {}): Record<string, string> | null {
  if (typeof location === 'undefined' || typeof history === 'undefined') return null;
  const url = new URL(location.href);
  const found: Record<string, string> = {};
  for (const key of keys) {
    const value = url.searchParams.get(key);
    if (value === null) continue;
    found[key] = value;
    url.searchParams.delete(key);
  }
  if (Object.keys(found).length === 0) return null;
  if (clearFragment) url.hash = '';
  history.replaceState(history.state, '', url.toString());
  return found;
}
