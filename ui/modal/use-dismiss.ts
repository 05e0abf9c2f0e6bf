import { useEffect, useEffectEvent, type RefObject } from 'react';

export interface DismissOptions {
  /** Off while the layer is opening, or when it may not be closed. */
  enabled: boolean;
  onDismiss(): void;
}

/**
 * Dismisses a modal layer on Escape anywhere in the document, or on a press of the backdrop (`backdropRef`)
 * itself. The press must start and end on the backdrop: selecting text in the dialog and releasing the
 * mouse over the backdrop must not close it.
 */
export function useDismiss(backdropRef: RefObject<HTMLElement | null>, { enabled, onDismiss }: DismissOptions): void {
  // The listeners always call the latest callback without being re-added on every render.
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!enabled) return;
    let pressStartedOnBackdrop = false;
    const onKeyDown = (event: KeyboardEvent) => {
      // An inner widget that handled Escape (a list closing) prevents default; IME composition uses Escape too.
      if (event.key === 'Escape' && !event.defaultPrevented && !event.isComposing) dismiss();
    };
    const onMouseDown = (event: MouseEvent) => {
      pressStartedOnBackdrop = event.target === backdropRef.current;
    };
    const onClick = (event: MouseEvent) => {
      if (pressStartedOnBackdrop && event.target === backdropRef.current) dismiss();
      pressStartedOnBackdrop = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('click', onClick);
    };
  }, [enabled, backdropRef]);
}
