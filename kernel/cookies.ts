import { REFRESH_MARKER_LIFETIME_DAYS } from './constants';

export const COOKIE_NAMES = {
  accessToken: 'privy-token',
  identityToken: 'privy-id-token',
  refreshMarker: 'privy-session',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function hasDocument(): boolean {
  return typeof document !== 'undefined' && typeof location !== 'undefined';
}

/** Secure everywhere except plain http on a local host, where browsers would drop a Secure cookie. */
function isLocalHttp(): boolean {
  return location.protocol === 'http:' && LOCAL_HOSTS.has(location.hostname);
}

export function setCookie(name: string, value: string, expires: Date): void {
  if (!hasDocument()) return;
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `expires=${expires.toUTCString()}`,
    'SameSite=Strict',
  ];
  if (!isLocalHttp()) parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: every browser the SDK supports has it; the Cookie Store API is newer and async
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: as in setCookie
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict`;
}

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  for (const pair of document.cookie.split('; ')) {
    const [key, ...rest] = pair.split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function refreshMarkerExpiry(now: number): Date {
  return new Date(now + REFRESH_MARKER_LIFETIME_DAYS * 24 * 60 * 60 * 1000);
}
