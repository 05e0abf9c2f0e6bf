import { PROVIDER_PREFIX } from '../kernel/index';

// Section 9: a 440 x 680 popup. Apart from the wait (./popup), which a flow needs only once the popup is open.
export const POPUP_WIDTH = 440;
export const POPUP_HEIGHT = 680;

/**
 * Opens a blank, centred popup. It must run synchronously inside the click that asked for it: browsers block a
 * window opened after an await. The caller points it at the provider once the URL is known. Null when blocked.
 * Cross-app popups are 400 wide (section 7), the others 440.
 */
export function openPopup({ width = POPUP_WIDTH, name = 'oauth' }: { width?: number; name?: string } = {}): Window | null {
  const left = window.screenX + Math.max(0, (window.outerWidth - width) / 2);
  const top = window.screenY + Math.max(0, (window.outerHeight - POPUP_HEIGHT) / 2);
  const features = `popup=yes,width=${width},height=${POPUP_HEIGHT},left=${Math.round(left)},top=${Math.round(top)}`;
  return window.open('about:blank', `${PROVIDER_PREFIX}-${name}`, features);
}
