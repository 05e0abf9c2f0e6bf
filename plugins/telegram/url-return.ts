import type { TelegramAuthResult, TelegramWebAppData } from '../../schemas/telegram';

/** Telegram's signed data: the login widget's user, or a Mini App's raw init data. */
export type TelegramProof = { authResult: TelegramAuthResult } | { webAppData: TelegramWebAppData };

/** Section 2.10: the login widget's return in the query, and Mini App data in the fragment. */
export const WIDGET_RETURN_KEYS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;
/** Without these the query is not a Telegram return, so a page's own `id` is left alone. */
export const WIDGET_REQUIRED_KEYS = ['id', 'auth_date', 'hash'] as const;
/** Telegram opens a Mini App with `#tgWebAppData=<url-encoded init data>&tgWebAppVersion=…`. */
export const WEB_APP_DATA_KEY = 'tgWebAppData';

/**
 * The proof in the parameters the kernel took from the URL; the login widget's return wins over Mini App data.
 * Values go to the server as Telegram signed them; the server checks them.
 */
export function proofFromUrl(params: Record<string, string>): TelegramProof | null {
  if (params.id !== undefined && params.hash !== undefined) {
    // `params` holds only the keys this plugin named: a page's other query parameters are not Telegram's.
    const { [WEB_APP_DATA_KEY]: _webAppData, id, auth_date, ...rest } = params;
    // Telegram's widget hands numbers for these two; the query carries their text.
    return { authResult: { ...rest, id: Number(id), auth_date: Number(auth_date), hash: params.hash } };
  }
  const raw = params[WEB_APP_DATA_KEY];
  if (raw === undefined) return null;
  // Every field, unknown ones included (Telegram adds some, e.g. `signature`): its hash covers all it sent.
  const { user = '', auth_date = '', hash = '', ...rest } = Object.fromEntries(new URLSearchParams(raw));
  return { webAppData: { ...rest, user, auth_date, hash } };
}
