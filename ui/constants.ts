/** Section 9's UI timings. */
export const RESEND_COOLDOWN_MS = 30_000;
export const WRONG_CODE_RESET_MS = 1_400;
/** How long "Success!" stays before the flow moves on (the spec leaves the value open). */
export const SUCCESS_DELAY_MS = 1_000;
