/** Every user-visible string of the passkey plugin; hosts override any of them with `passkey({ messages })`. */
export const passkeyMessages = {
  iHaveAPasskey: 'I have a passkey',
  // AWAITING_PASSKEY_SYSTEM_DIALOGUE (section 4.2: loading, success, error with retry).
  loadingTitle: 'Waiting for your passkey',
  loadingText: 'Follow the prompts from your browser or device.',
  successTitle: 'Success!',
  successText: "You're logged in with your passkey.",
  failedTitle: 'Could not use your passkey',
  retry: 'Retry',
  // LINK_PASSKEY_SCREEN (section 2.9).
  listTitle: 'Your passkeys',
  listEmpty: 'You have no passkeys yet.',
  lastUsed: 'Last used',
  viewAll: 'View all',
  addNew: 'Add new passkey',
  adding: 'Adding passkey…',
  remove: 'Delete passkey',
  // Section 8.
  notSupported: 'WebAuthn is not supported in this browser',
  notAllowed: 'Passkey request timed out or rejected by user.',
  unknown: 'An unknown error occurred.',
  limitReached: 'Cannot link more passkeys to account.',
  enrolledInMfa: 'Cannot unlink a passkey enrolled in MFA',
};
export type PasskeyMessages = typeof passkeyMessages;
