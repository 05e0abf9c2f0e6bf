import { PROVIDER_PREFIX } from '../kernel/index';

/** The login-method names of section 2.6's icon table; marks come from the plugins. */
const NAMES: Record<string, string> = {
  email: 'Email',
  sms: 'SMS',
  passkey: 'Passkey',
  wallet: 'Wallet',
  google: 'Google',
  discord: 'Discord',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  spotify: 'Spotify',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  apple: 'Apple',
  farcaster: 'Farcaster',
  telegram: 'Telegram',
};

/** A method's display name; an unknown key reads `unknownName` ("Unknown"). */
export const loginMethodName = (key: string, unknownName: string): string => NAMES[key] ?? unknownName;

/**
 * Another app's account (cross-app): a provider app's entry (`privy:{appId}`) or the chooser of them (`cross_app`). The
 * table cannot know those apps, so their entries are named by the plugin, after the app's connections.
 */
export const isOtherAppKey = (key: string): boolean => key === 'cross_app' || key.startsWith(`${PROVIDER_PREFIX}:`);
