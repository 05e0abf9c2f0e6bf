/** Every user-visible string of the Farcaster plugin; hosts override any of them with `farcaster({ messages })`. */
export const farcasterMessages = {
  farcaster: 'Farcaster',
  // AWAITING_FARCASTER_CONNECTION.
  loginTitle: 'Log in with Farcaster',
  linkTitle: 'Link your Farcaster account',
  scanText: 'Scan with your phone’s camera to continue in the Farcaster app.',
  openAppText: 'Continue in the Farcaster app, then come back here.',
  openApp: 'Open Farcaster',
  qrLabel: 'QR code to continue in the Farcaster app',
  copyLink: 'Copy link',
  copied: 'Copied',
  verifyingTitle: 'Verifying with Farcaster',
  verifyingText: 'Just a few moments more',
  successTitle: 'Successfully connected with Farcaster',
  successText: "You're good to go!",
  // Section 8.
  failedTitle: 'Authentication failed',
  retry: 'Retry',
  linkedToAnotherUser: 'This account has already been linked to another user.',
  tryAgain: 'Something went wrong. Try again.',
  tooManyRequests: 'Too many requests. Please wait before trying again.',
  timedOut: 'The request timed out. Try again.',
  // AWAITING_FARCASTER_SIGNER.
  signerTitle: 'Approve in Farcaster',
  signerText: 'Scan with your phone to let this app publish to Farcaster for you.',
  signerOpenText: 'Approve this app in the Farcaster app, then come back here.',
  signerQrLabel: 'QR code to approve this app in Farcaster',
  signerApprovedTitle: 'Signer approved',
  connectFailed: 'Connect failed',
  requestRejected: 'Request rejected: The request was rejected. Please try again.',
  close: 'Close',
  // Section 5's preconditions of signer actions.
  noEmbeddedWallet: 'A Farcaster signer needs an embedded wallet.',
  noFarcasterAccount: 'A Farcaster signer needs a linked Farcaster account.',
  noSigner: 'Approve a Farcaster signer first.',
};
export type FarcasterMessages = typeof farcasterMessages;
