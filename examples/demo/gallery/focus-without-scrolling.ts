/**
 * The gallery mounts every screen at once, and each screen's initial focus would scroll the page to it: the page
 * opened far down, at whichever entry focused last. Here focus still moves as the widget asks, without the scroll.
 * Only the page of all entries does this; one entry (`?entry=`) keeps the widget's behaviour as a person sees it.
 */
export function focusWithoutScrolling(): void {
  const focus = HTMLElement.prototype.focus;
  HTMLElement.prototype.focus = function focusInPlace(this: HTMLElement, options?: FocusOptions) {
    focus.call(this, { ...options, preventScroll: true });
  };
}
