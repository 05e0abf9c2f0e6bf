export interface TakeUrlParamsOptions {
  /** Also clear the URL fragment once something was taken. */
  clearFragment?: boolean;
  /**
   * Query keys that must all be present before any query key is taken, so a page's own parameter with a
   * generic name (`id`, `hash`) is left alone when it is not part of the return being handled.
   */
  requiredKeys?: readonly string[];
  /** Keys read from a `#key=value&…` fragment (Telegram's `tgWebAppData`), removed from it once read. */
  fragmentKeys?: readonly string[];
}

/** Takes `keys` out of `params` (mutated), returning those found. */
function take(params: URLSearchParams, keys: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value === null) continue;
    found[key] = value;
    params.delete(key);
  }
  return found;
}

/**
 * Reads the named query parameters (and fragment keys) once and removes them from the address bar, so a
 * token or code never stays in the URL (or the history, or a copied link).
 * Returns null when none of them is present.
 */
export function takeUrlParams(
  keys: readonly string[],
  { clearFragment = false, requiredKeys = [], fragmentKeys = [] }: TakeUrlParamsOptions = {},
): Record<string, string> | null {
  if (typeof location === 'undefined' || typeof history === 'undefined') return null;
  const url = new URL(location.href);
  const complete = requiredKeys.every((key) => url.searchParams.has(key));
  const found = complete ? take(url.searchParams, keys) : {};
  const fragment = new URLSearchParams(url.hash.slice(1));
  const fromFragment = fragmentKeys.length > 0 ? take(fragment, fragmentKeys) : {};
  if (Object.keys(fromFragment).length > 0) url.hash = fragment.toString();
  Object.assign(found, fromFragment);
  if (Object.keys(found).length === 0) return null;
  if (clearFragment) url.hash = '';
  history.replaceState(history.state, '', url.toString());
  return found;
}
