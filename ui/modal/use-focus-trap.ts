import { useEffect, type RefObject } from 'react';

// Elements a browser puts in the Tab order, before the disabled / hidden / negative-tabindex filter.
const TABBABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * Keeps keyboard focus inside `ref` while `active`. On activation focus moves to the first tabbable
 * element (or to the container itself, which should carry tabIndex={-1}) unless it is already inside;
 * Tab and Shift+Tab wrap around at the ends; on deactivation or unmount focus returns to the element
 * that had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current;
    if (!active || !container) return;
    const previouslyFocused = document.activeElement;
    // Respect a child that took focus itself (autoFocus runs before effects).
    if (!container.contains(document.activeElement)) {
      // A field to type in (the email input) beats the header's controls: it is what the user came to do.
      const tabbable = tabbableElements(container);
      const field = tabbable.find((element) => element.matches('input:not([type=button]):not([type=checkbox]):not([type=radio]), textarea'));
      (field ?? tabbable[0] ?? container).focus();
    }

    const wrapTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const tabbables = tabbableElements(container);
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const current = document.activeElement;
      const outside = !container.contains(current);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
      } else if (event.shiftKey && (outside || current === first || current === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || current === last)) {
        event.preventDefault();
        first.focus();
      }
      // Otherwise the browser moves focus to a neighbour, which is still inside.
    };
    // Keydown only, no focusin guard: a guard would fight overlays stacked above this one (wallet pairing).
    document.addEventListener('keydown', wrapTab);
    return () => {
      document.removeEventListener('keydown', wrapTab);
      if (previouslyFocused instanceof HTMLElement) previouslyFocused.focus();
    };
  }, [ref, active]);
}

/** Tab-reachable elements inside `container`, in document order. */
function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE_SELECTOR)).filter(
    (element) => !hasNegativeTabIndex(element) && !element.matches(':disabled') && !isHidden(element, container),
  );
}

function hasNegativeTabIndex(element: HTMLElement): boolean {
  const value = element.getAttribute('tabindex');
  return value !== null && Number.parseInt(value, 10) < 0;
}

// Style checks rather than layout (offsetParent), so they agree between browsers and test DOMs.
function isHidden(element: HTMLElement, container: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return true;
  if (getComputedStyle(element).visibility === 'hidden') return true; // visibility is inherited
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return true;
  }
  return false;
}
