import { useLayoutEffect, type RefObject } from 'react';

/**
 * Sizes the dialog to its content, so a screen of three buttons gets a short dialog: `--ptc-fit-height` is
 * the frame's own parts (header, paddings, footer) plus the screen's natural height. The stylesheet caps it
 * at the spec's height and the viewport, and animates the change.
 */
export function useFitHeight(frameRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const content = contentRef.current;
    const body = content?.parentElement;
    if (!frame || !content || !body || typeof ResizeObserver !== 'function') return;
    const fit = () => {
      const style = getComputedStyle(body);
      const bodyPadding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      const chrome = frame.offsetHeight - body.clientHeight;
      frame.style.setProperty('--ptc-fit-height', `${Math.ceil(chrome + bodyPadding + content.offsetHeight)}px`);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(content);
    return () => observer.disconnect();
  }, [frameRef, contentRef]);
}
