/** A phone or tablet browser: screens offer an "open the app" link there instead of a QR code to scan. */
export const isMobile = (): boolean => typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
