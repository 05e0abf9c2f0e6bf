const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/>' +
  '<path d="M10 24V8h7a5 5 0 0 1 0 10h-4v6z" fill="#fff"/></svg>';

/** The provider app's icon, a data URI so the demo needs no file server for it. */
export const PROVIDER_APP_ICON = `data:image/svg+xml,${encodeURIComponent(svg)}`;
