import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes. SSR-safe: the server and the hydration pass
 * read `serverValue` (no `window` during render), then the browser re-renders with the real value.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query)?.matches ?? serverValue, () => serverValue);
}

// Only reached from the browser-side store callbacks; some test DOMs have no matchMedia.
function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}
