import type { MarkLoader, OAuthProvider } from '../../../kernel/index';

/** One chunk per provider: a host loads only the marks of the providers its landing screen shows. */
export const providerMarks: Record<OAuthProvider, MarkLoader> = {
  google: () => import('./google'),
  discord: () => import('./discord'),
  github: () => import('./github'),
  linkedin: () => import('./linkedin'),
  twitter: () => import('./twitter'),
  spotify: () => import('./spotify'),
  instagram: () => import('./instagram'),
  tiktok: () => import('./tiktok'),
  apple: () => import('./apple'),
};
