'use client';
import { createContext, useContext, useLayoutEffect, type RefObject } from 'react';
import { useLatest } from './use-latest';

/** A screen's own say over the header's back control: none (a success, a wait), or a step back of its own. */
export type ScreenBack = 'none' | (() => void);

/** What the mounted screen declared: kept by the modal, read by its header (ui/modal/header-back). */
export interface ScreenBackSlot {
  declare(kind: 'none' | 'own' | undefined): void;
  own: RefObject<(() => void) | null>;
}

export const ScreenBackContext = createContext<ScreenBackSlot | null>(null);

/**
 * Declares the header's back control while the calling component is mounted: 'none' hides it, a function replaces
 * the step back in the modal's history (funding's screens, which open over each other as prompts, go back by
 * answering); undefined leaves the default. For a screen with no back at all, prefer `back: false` in its
 * registration (kernel ScreenEntry): that also holds while its code loads. One component declares at a time.
 */
export function useScreenBack(back: ScreenBack | undefined): void {
  const slot = useContext(ScreenBackContext);
  const latest = useLatest(back);
  const kind = back === undefined ? undefined : back === 'none' ? 'none' : 'own';
  // A layout effect: the header changes before the screen is painted. Declared again only when the kind changes,
  // not for each new function, which would render the modal in a loop.
  useLayoutEffect(() => {
    if (!slot || kind === undefined) return;
    slot.own.current = () => {
      const current = latest.current;
      if (typeof current === 'function') current();
    };
    slot.declare(kind);
    return () => slot.declare(undefined);
  }, [slot, kind, latest]);
}
