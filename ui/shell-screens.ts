/** The modal shell's own screens; plugins bring the others. Public, so a host's gallery or tests can list them. */
export const SHELL_SCREENS = [
  'LANDING',
  'ERROR_SCREEN',
  'ALLOWLIST_REJECTION_SCREEN',
  'ACCOUNT_NOT_FOUND_SCREEN',
  'USER_LIMIT_REACHED_SCREEN',
  'AFFIRMATIVE_CONSENT_SCREEN',
] as const;

export type ShellScreen = (typeof SHELL_SCREENS)[number];
