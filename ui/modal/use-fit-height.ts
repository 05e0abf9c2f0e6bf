import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes the dialog to its content, so a screen of three buttons gets a short dialog: `--ptc-fit-height` is
 * the frame's own parts (header, paddings, footer) plus the screen's natural height. The stylesheet caps it
 * at the spec's height (compact, or full for a screen with more content) and the viewport, and animates the change.
 */
export function useFitHeight(frameRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    const body = content?.parentElement;
    if (!frame || !content || !body || typeof ResizeObserver !== 'function') return;
    const measure = () => {
      const style = getComputedStyle(body);
      const bodyPadding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const chrome = frame.offsetHeight - body.clientHeight;
      const natural = Math.ceil(chrome + bodyPadding + content.offsetHeight);
      frame.style.setProperty('--ptc-fit-height', `${natural}px`);
      // More than the compact height: the screen gets the full one (modal.css).
      const compact = parseFloat(getComputedStyle(frame).getPropertyValue('--ptc-modal-compact-height'));
      frame.dataset.ptcContent = natural > compact ? 'tall' : 'short';
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [frameRef, contentRef]);
}
