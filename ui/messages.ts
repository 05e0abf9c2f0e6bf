/**
 * Every user-visible string of the modal shell and shared screens. A host overrides any of them with
 * `<PorticoProvider config={{ messages: { ... } }}>`; plugins keep their own tables.
 */
export const uiMessages = {
  dialogLabel: 'log in or sign up',
  close: 'Close',
  back: 'Back',
  info: 'More information',
  loading: 'Loading',
  // A link into another app (ScanOrOpen) while it is being made: a wallet's pairing takes seconds.
  preparingQr: 'Preparing the QR code…',
  preparingLink: 'Preparing the link…',
  protectedBy: 'Protected by Portico',
  logInOrSignUp: 'Log in or sign up',
  moreOptions: 'More options',
  otherSocials: 'Other socials',
  continueWithWallet: 'Continue with a wallet',
  otherWallets: 'Other wallets',
  // The web2 group's label when wallets come first (section 2.6); {method} is an input method's noun ("email").
  logInWithMethodOrSocials: 'Log in with {method} or socials',
  continueWithMethods: 'Continue with {methods}',
  or: 'or',
  logInWithSocial: 'Log in with a social account',
  recent: 'Recent',
  // A key the host's loginMethods lists that no plugin provides (section 2.6).
  unknownMethod: 'Unknown',
  // Code boxes (section 5).
  codeLabel: 'Verification code',
  codeDigitLabel: 'Digit {index} of 6',
  codeOnlyNumbers: 'Passcode can only be numbers',
  codeNumeric: 'Code should be numeric',
  codeExactLength: 'Passcode must be exactly 6 numbers',
  // Error and outcome screens (section 8).
  errorDefaultTitle: 'Something went wrong',
  errorDefaultDetail: 'Try again later',
  errorBack: 'Go back',
  allowlistTitle: "You don't have access to this app",
  allowlistDetail: 'Have you been invited?',
  allowlistCta: 'Try another account',
  accountNotFoundTitle: 'Account not found',
  accountNotFoundDetail: 'No account exists for this login. Try another method, or sign up first.',
  userLimitTitle: 'Unable to sign in',
  userLimitDetail: 'This application has reached its user limit and cannot sign in new users.',
  tryAnotherMethod: 'Try another method',
  // Terms (section 2.7).
  consentTitle: 'One last step',
  consentText: 'By signing up, you agree to our terms and privacy policy.',
  viewTerms: 'View Terms',
  viewPrivacy: 'View Privacy Policy',
  noThanks: 'No thanks',
  accept: 'Accept',
  success: 'Success!',
  // CAPTCHA_SCREEN (section 4.2): the captcha is invisible, so the person only waits.
  captchaTitle: 'Verifying you are human',
  captchaText: 'This only takes a moment.',
};
export type UiMessages = typeof uiMessages;

// The kernel's (plugin logic words messages too); offered here beside the table that ui/ and screens fill with it.
export { format } from '../kernel/index';
