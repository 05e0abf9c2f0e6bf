/**
 * Every string of the recovery password screens (spec sections 2, 5 and 8), merged into the plugin's messages table.
 * Cancel and Continue come from that table, Back and Close from the shell's (ui/messages.ts), so each word is defined once.
 */
export const passwordMessages = {
  // Section 5's rules.
  passwordTooShort: 'Password must be at least 6 characters',
  passwordInvalidCharacters: 'Invalid characters used ( {characters} )',
  passwordSpace: 'SPACE',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordStrength: 'Strength: {strength}',
  passwordStrengthWeak: 'Weak',
  passwordStrengthMedium: 'Medium',
  passwordStrengthStrong: 'Strong',
  // Creating.
  passwordCreateTitle: 'Set your password',
  passwordUpdateTitle: 'Reset your password',
  passwordCreateText: 'Your password secures your wallet: you need it to recover your wallet on a new device.',
  passwordLabel: 'Password',
  passwordShow: 'Show password',
  passwordGenerate: 'Generate a password',
  // Saving.
  passwordSaveTitle: 'Save your password',
  passwordSaveText: 'Keep a copy somewhere safe. Nobody can recover it for you.',
  passwordCopy: 'Copy',
  passwordCopied: 'Copied',
  passwordDownload: 'Download',
  recoveryFileText:
    'Your wallet recovery password: {password}\n\nKeep this file somewhere safe: you need this password to recover your wallet on a new device.\n',
  // Confirming.
  passwordConfirmTitle: 'Confirm your password',
  passwordConfirmText: 'Type your password again to check that you saved it correctly.',
  passwordConfirmLabel: 'Confirm password',
  // Finalizing.
  passwordFinalizeTitle: 'Confirm you have saved',
  passwordAcknowledge: 'I understand that if I lose my password and device, I will lose access to my account and my assets.',
  passwordSet: 'Set Password',
  // Done.
  passwordSuccessTitle: 'Success',
  passwordSuccessText: 'Your recovery password is set.',
  passwordFailedTitle: 'Something went wrong',
  // EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN (its title is passwordUpdateTitle).
  passwordResetText: 'Your new password replaces the old one for recovering this wallet.',
  // EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN.
  passwordRecoveryTitle: 'Enter your password',
  passwordRecoveryText: 'Enter your recovery password to recover your wallet on this device.',
  passwordRecover: 'Recover your account',
  invalidRecoveryPassword: 'Invalid recovery password, please try again.',
};
export type PasswordMessages = typeof passwordMessages;
