import type { OAuthProvider } from '../../schemas';

/** The identity fields a provider shares (section 3.2), besides the subject. */
export type OAuthIdentityField = 'name' | 'email' | 'username' | 'vanity_name' | 'profile_picture_url';

export interface EmulatedProvider {
  name: string;
  fields: readonly OAuthIdentityField[];
  /** The field that names the account; the subject is derived from it, so the same identity is the same account. */
  key: 'email' | 'username';
  scopes: readonly string[];
}

/** Section 3.2's fields per provider, with the scopes a real app would ask for. */
export const EMULATED_PROVIDERS: Record<OAuthProvider, EmulatedProvider> = {
  google: { name: 'Google', fields: ['email', 'name'], key: 'email', scopes: ['openid', 'email', 'profile'] },
  spotify: { name: 'Spotify', fields: ['email', 'name'], key: 'email', scopes: ['user-read-email'] },
  instagram: { name: 'Instagram', fields: ['username'], key: 'username', scopes: ['user_profile'] },
  twitter: { name: 'Twitter', fields: ['username', 'name', 'profile_picture_url'], key: 'username', scopes: ['users.read', 'tweet.read', 'offline.access'] },
  discord: { name: 'Discord', fields: ['username', 'email'], key: 'username', scopes: ['identify', 'email'] },
  github: { name: 'GitHub', fields: ['username', 'name', 'email'], key: 'username', scopes: ['read:user', 'user:email'] },
  tiktok: { name: 'TikTok', fields: ['username', 'name'], key: 'username', scopes: ['user.info.basic'] },
  linkedin: { name: 'LinkedIn', fields: ['name', 'email', 'vanity_name'], key: 'email', scopes: ['openid', 'profile', 'email'] },
  apple: { name: 'Apple', fields: ['email'], key: 'email', scopes: ['name', 'email'] },
};

export const FIELD_LABELS: Record<OAuthIdentityField, string> = {
  name: 'Name',
  email: 'Email',
  username: 'Username',
  vanity_name: 'Vanity name',
  profile_picture_url: 'Profile picture URL',
};

export type TestIdentity = Record<OAuthIdentityField, string> & { label: string };

/** Ready-made people to pick on the provider's page; `suspended` plays an account the provider suspended. */
export const TEST_IDENTITIES: Record<string, TestIdentity> = {
  ada: {
    label: 'Ada Lovelace',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    username: 'ada',
    vanity_name: 'ada-lovelace',
    profile_picture_url: 'https://example.com/avatars/ada.png',
  },
  grace: {
    label: 'Grace Hopper',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    username: 'grace',
    vanity_name: 'grace-hopper',
    profile_picture_url: 'https://example.com/avatars/grace.png',
  },
  suspended: {
    label: 'A suspended account',
    name: 'Suspended Person',
    email: 'suspended@example.com',
    username: 'suspended',
    vanity_name: 'suspended',
    profile_picture_url: 'https://example.com/avatars/suspended.png',
  },
};
