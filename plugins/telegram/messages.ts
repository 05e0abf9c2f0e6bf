/** Every user-visible string of the Telegram plugin; hosts override any of them with `telegram({ messages })`. */
export const telegramMessages = {
  telegram: 'Telegram',
  // TELEGRAM_AUTH_SCREEN before Telegram answers: the login script's own button starts it.
  loginTitle: 'Continue with Telegram',
  linkTitle: 'Link your Telegram account',
  connectText: 'Use the button below. Telegram opens in a new window, where you confirm.',
  // Section 2.8.
  verifyingTitle: 'Verifying connection to Telegram',
  verifyingText: 'Just a few moments more',
  successTitle: 'Successfully connected with Telegram',
  successText: "You're good to go!",
  failedTitle: 'Authentication failed',
  retry: 'Retry',
  // Section 8, Telegram details by provider code.
  linkedToAnotherUser: 'This account has already been linked to another user.',
  notAllowed: 'Login with Telegram not allowed.',
  tryAgain: 'Something went wrong. Try again.',
  tooManyRequests: 'Too many requests. Please wait before trying again.',
  rateLimited: 'Request limit reached for Telegram. Please wait a moment and try again.',
  canceled: 'Telegram auth failed or was canceled by the client',
  notInitialized: 'Telegram was not initialized',
  configNotLoaded: 'Telegram Auth configuration is not loaded',
};
export type TelegramMessages = typeof telegramMessages;
