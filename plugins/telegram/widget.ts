import type { TelegramAuthResult } from '../../schemas/telegram';

export interface LoginWidgetOptions {
  /** `${apiUrl}/js/telegram-login.js`: Telegram's login script as the provider API serves it. */
  scriptUrl: string;
  botName: string;
  botId: string;
  /** The signed user, or null when the person canceled or the script gave nothing usable. */
  onAuth(result: TelegramAuthResult | null): void;
  /** The script could not be loaded. */
  onLoadError(): void;
}

let mounted = 0;

/**
 * The script belongs to another party: only a user of the widget's shape goes on. Every text or number field goes
 * as it came, unknown ones included, since Telegram's hash covers all it sent (the server checks them); any other
 * value cannot have been signed. Checked by hand: the zod schema would add its weight to the plugin's first load.
 */
function asAuthResult(user: unknown): TelegramAuthResult | null {
  if (typeof user !== 'object' || user === null) return null;
  const { id, auth_date, hash } = user as Record<string, unknown>;
  if (typeof id !== 'number' || typeof auth_date !== 'number' || typeof hash !== 'string') return null;
  const fields = Object.entries(user).filter((entry): entry is [string, string | number] =>
    ['string', 'number'].includes(typeof entry[1]),
  );
  return { ...Object.fromEntries(fields), id, auth_date, hash };
}

/**
 * Puts Telegram's login script into `container` the way Telegram's widget is embedded: a script tag with the
 * bot name, request-access `write` and language `en` as data attributes, rendering its own button in place. Its
 * answer comes through `data-onauth="<global>(user)"`, a function made for this mount (callback style: the page
 * never navigates away). Returns a function that removes the button and the callback.
 */
export function mountLoginWidget(container: HTMLElement, options: LoginWidgetOptions): () => void {
  mounted += 1;
  const callback = `porticoTelegramAuth${mounted}_${Math.random().toString(36).slice(2, 8)}`;
  const globals = window as unknown as Record<string, unknown>;
  // A removed widget's script may still answer (a late load error): it is no longer heard.
  let active = true;
  globals[callback] = (user: unknown) => {
    if (active) options.onAuth(asAuthResult(user));
  };
  const script = document.createElement('script');
  script.async = true;
  script.src = options.scriptUrl;
  Object.assign(script.dataset, {
    telegramLogin: options.botName,
    botId: options.botId,
    requestAccess: 'write',
    lang: 'en',
    onauth: `${callback}(user)`,
  });
  script.addEventListener('error', () => active && options.onLoadError());
  container.append(script);
  return () => {
    active = false;
    delete globals[callback];
    container.replaceChildren();
  };
}
