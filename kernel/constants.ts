/** The provider's prefix in URL parameters, postMessage types and cross-app ids (WIRE.md). */
export const PROVIDER_PREFIX = 'privy';
/** Section 2.10: a session token the page is opened with (a forked session's), stored then removed. */
export const SESSION_TOKEN_PARAM = `${PROVIDER_PREFIX}_token`;
export const SDK_NAME = 'portico';
export const SDK_VERSION = '0.1.0';
export const APP_ID_LENGTH = 25;
/** An access token this close to expiry counts as expired. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const REFRESH_MARKER_LIFETIME_DAYS = 30;
export const RETRY_STATUS_CODES = [408, 409, 425, 500, 502, 503, 504] as const;
export const RETRY_LIMIT = 3;
export const RETRY_INITIAL_DELAY_MS = 500;
export const AUTH_FLOW_RESET_DELAY_MS = 200;
export const REQUEST_TIMEOUT_MS = 10_000;
