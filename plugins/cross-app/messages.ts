/** Every user-visible string of the cross-app plugin (section 8's texts), keyed so a host can override them. */
export const crossAppMessages = {
  /** The landing entry when the app has several provider apps; one provider app shows its own name. */
  chooseAppLabel: 'Continue with another app',
  chooseAppTitle: 'Log in with another app',
  chooseAppText: 'Use your account from one of these apps to log in here.',
  waitingTitle: 'Connecting to {app}',
  waitingText: 'Approve sharing your {app} account in the window that opened.',
  verifyingTitle: 'Verifying connection to {app}',
  verifyingText: 'Just a few moments more',
  connectedTitle: 'Successfully connected with {app}',
  connectedText: "You're good to go!",
  failedTitle: 'Authentication failed',
  retry: 'Retry',
  unknownApp: 'the other app',
  noApi: 'Auth flow has no API instance',
  invalidConnectedApp: 'Invalid connected app',
  codesRequired: 'Authorization and state codes code must be set to authenticate with cross-app.',
  userDenied: 'User denied confirmation during cross-app auth flow',
  invalidCode: 'Invalid code during cross-app auth flow.',
  unexpectedFlow: 'Unexpected auth flow. This may be a phishing attempt.',
  authTimedOut: 'Authorization request timed out after 2 minutes.',
  connectFailed: 'There was an issue connecting your {app} account. Please try again.',
  popupBlocked: 'Your browser blocked the window. Allow popups for this site and try again.',
  wrongAddress: 'Cannot request a signature with this wallet address',
  readOnly: 'Cannot transact against a read-only provider app',
  noToken: 'Transactions require a valid token',
  initFailed: 'Failed to initialize signature request',
  requestTimeout: 'Request timeout',
  userRejected: 'User rejected request',
  unsupportedMethod: 'The {app} wallet does not support {method}',
};
export type CrossAppMessages = typeof crossAppMessages;

export const withApp = (template: string, app: string) => template.replace('{app}', app);
