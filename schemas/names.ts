/**
 * The wire's closed lists of names, apart from the schemas that use them: the app configuration reads them at boot
 * without loading the user's schemas (schemas/lazy.ts).
 */

export const OAUTH_PROVIDERS = ['google', 'discord', 'github', 'linkedin', 'twitter', 'spotify', 'instagram', 'tiktok', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const MFA_METHOD_TYPES = ['sms', 'totp', 'passkey'] as const;
export type MfaMethodType = (typeof MFA_METHOD_TYPES)[number];
