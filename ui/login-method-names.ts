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
