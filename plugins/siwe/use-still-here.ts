'use client';
import { useEffect, useState } from 'react';

/**
 * How long the wallet may stay silent before "Still here?" shows. Finding the wallet's window, unlocking it and
 * reading the request takes a person several seconds; after 1 s (section 4's figure) the hint showed while the
 * window was plainly open.
 */
export const STILL_HERE_DELAY_MS = 8000;

/**
 * Whether a wallet window is known to be open. The page cannot see an extension's own window, but opening one takes
 * the focus from the page; a wallet that frames its approval on the page (the test wallet, some extensions) adds
 * that frame while the request waits.
 */
function approvalWindowSeen(framesBefore: ReadonlySet<Element>): boolean {
  if (!document.hasFocus()) return true;
  return Array.from(document.querySelectorAll('iframe')).some((frame) => !framesBefore.has(frame));
}

/** Watches for a wallet window from the start of each attempt (`attempt` changes on Retry) while `waiting`. */
function useWalletWindowOpen(waiting: boolean, attempt: number): boolean {
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) starts the watch afresh
  useEffect(() => {
    setOpen(false);
    if (!waiting) return;
    const framesBefore = new Set(document.querySelectorAll('iframe'));
    const check = () => setOpen(approvalWindowSeen(framesBefore));
    const frames = new MutationObserver(check);
    frames.observe(document.documentElement, { childList: true, subtree: true });
    window.addEventListener('focus', check);
    window.addEventListener('blur', check);
    check();
    return () => {
      frames.disconnect();
      window.removeEventListener('focus', check);
      window.removeEventListener('blur', check);
    };
  }, [waiting, attempt]);
  return open;
}

/**
 * "Still here?": the wallet has not answered this attempt for STILL_HERE_DELAY_MS and no wallet window is known to be
 * open, so the person may be waiting for a window that never came.
 */
export function useStillHere(waiting: boolean, attempt: number): boolean {
  const [due, setDue] = useState(false);
  const windowOpen = useWalletWindowOpen(waiting, attempt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Retry) starts the timer afresh
  useEffect(() => {
    setDue(false);
    if (!waiting) return;
    const timer = setTimeout(() => setDue(true), STILL_HERE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, attempt]);
  return due && !windowOpen;
}
