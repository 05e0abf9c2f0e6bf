/**
 * Section 3's recovery methods. The automatic one's literal is the provider's own name in lower case; the others the
 * user owns (a password, or a key kept in their cloud drive).
 */
export const AUTOMATIC_RECOVERY = 'privy';
const USER_OWNED_RECOVERY = ['user-passcode', 'google-drive', 'icloud'] as const;
export type UserOwnedRecovery = (typeof USER_OWNED_RECOVERY)[number];
export type RecoveryMethod = typeof AUTOMATIC_RECOVERY | UserOwnedRecovery;

/** The cloud drives the emulator serves (iCloud's CloudKit sign-in has no stand-in yet). */
const CLOUD_RECOVERY = ['google-drive'] as const;
export type CloudRecovery = (typeof CLOUD_RECOVERY)[number];

export const isCloud = (method: string): method is CloudRecovery => (CLOUD_RECOVERY as readonly string[]).includes(method);

/** The methods a person may choose among: the app's user-owned options the widget can run, or a password. */
export function allowedUserOwned(options: readonly string[]): UserOwnedRecovery[] {
  const allowed = options.filter((method): method is UserOwnedRecovery => method === 'user-passcode' || isCloud(method));
  return allowed.length > 0 ? allowed : ['user-passcode'];
}
