import { useEffect, useState } from 'react';

// Spec section 9: "Modal open delay 15 ms"; the exit runs as long as the 150 ms transitions.
const OPEN_DELAY_MS = 15;
const EXIT_MS = 150;

const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * `mounted` while open and through the exit transition; `shown` once the 15 ms open delay has passed, so the
 * enter transition starts from the closed state, and false again as soon as the modal starts leaving.
 * With reduced motion the modal leaves at once.
 */
export function usePresence(open: boolean): { mounted: boolean; shown: boolean } {
  const [delayPassed, setDelayPassed] = useState(false);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setDelayPassed(true), OPEN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [open]);

  useEffect(() => {
    if (open || !mounted) return;
    if (prefersReducedMotion()) {
      setMounted(false);
      return;
    }
    const timer = setTimeout(() => setMounted(false), EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  return { mounted: open || mounted, shown: open && delayPassed };
}
