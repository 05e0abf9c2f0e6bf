'use client';
import type { ReactElement } from 'react';

const svg = (path: ReactElement) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
    {path}
  </svg>
);

/** A letter badge: brand marks are the providers' own, so the widget draws a neutral initial instead. */
const initial = (letter: string) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <text x="12" y="16" textAnchor="middle" fontSize="11" fontWeight="700" fill="currentColor" stroke="none">
        {letter}
      </text>
    </>,
  );

const ICONS: Record<string, { name: string; icon: ReactElement }> = {
  email: { name: 'Email', icon: svg(<><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m3 7 9 6 9-6" /></>) },
  sms: { name: 'SMS', icon: svg(<><rect x="7" y="2.5" width="10" height="19" rx="2" /><path d="M11 18h2" /></>) },
  passkey: { name: 'Passkey', icon: svg(<><circle cx="8" cy="12" r="4" /><path d="M12 12h9m-3 0v3m-3-3v2" /></>) },
  wallet: { name: 'Wallet', icon: svg(<><rect x="3" y="6" width="18" height="13" rx="2" /><path d="M16 12.5h2M3 9h14" /></>) },
  google: { name: 'Google', icon: initial('G') },
  discord: { name: 'Discord', icon: initial('D') },
  github: { name: 'GitHub', icon: initial('G') },
  linkedin: { name: 'LinkedIn', icon: initial('in') },
  twitter: { name: 'Twitter', icon: initial('X') },
  spotify: { name: 'Spotify', icon: initial('S') },
  instagram: { name: 'Instagram', icon: initial('I') },
  tiktok: { name: 'TikTok', icon: initial('T') },
  apple: { name: 'Apple', icon: initial('A') },
  farcaster: { name: 'Farcaster', icon: initial('F') },
  telegram: { name: 'Telegram', icon: initial('T') },
};

const UNKNOWN_ICON = svg(<><circle cx="12" cy="12" r="9.5" /><path d="M12 7.5v5.5M12 16.5v.01" /></>);

/** The login-method icon table of section 2.6; an unknown key shows "Unknown" with an error icon. */
export function loginMethodIcon(key: string, unknownName: string): { name: string; icon: ReactElement } {
  return ICONS[key] ?? { name: unknownName, icon: UNKNOWN_ICON };
}
