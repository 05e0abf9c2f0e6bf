import { definePlugin } from '../../kernel/index';
import { createTelegramActions, TELEGRAM_AUTH_SCREEN } from './actions';
import { telegramErrors } from './errors';
import { telegramMessages, type TelegramMessages } from './messages';
import { proofFromUrl, WEB_APP_DATA_KEY, WIDGET_REQUIRED_KEYS, WIDGET_RETURN_KEYS } from './url-return';

export type { TelegramActions, TelegramState, TelegramStatus } from './actions';
export type { TelegramProof } from './url-return';
export type { TelegramAuthResult, TelegramWebAppData } from '../../schemas/telegram';
export { telegramMessages, type TelegramMessages } from './messages';

export interface TelegramPluginOptions {
  messages?: Partial<TelegramMessages>;
}

/**
 * Telegram login, link and unlink: Telegram's login button (its script from the API origin) on
 * TELEGRAM_AUTH_SCREEN, and the Telegram data a page is opened with (a login-widget return in the query,
 * Mini App data in the fragment).
 */
export function telegram(options: TelegramPluginOptions = {}) {
  const messages = { ...telegramMessages, ...options.messages };
  return definePlugin({
    id: 'telegram',
    loginMethods: [
      {
        key: 'telegram',
        label: messages.telegram,
        icon: () => import('./marks/telegram'),
        order: 12,
        group: 'web2',
        kind: 'button',
        onSelect: (navigation) => navigation.navigate(TELEGRAM_AUTH_SCREEN),
        isAvailable: (appConfig) => appConfig.enabledMethods.telegram,
      },
    ],
    screens: { [TELEGRAM_AUTH_SCREEN]: { load: () => import('./screens/TelegramAuthScreen') } },
    accountScreens: { telegram: { link: TELEGRAM_AUTH_SCREEN } },
    errors: telegramErrors(messages),
    setup(ctx) {
      const { actions, handleReturn, teardown } = createTelegramActions(ctx, messages);
      const urlParams = {
        keys: WIDGET_RETURN_KEYS,
        requiredKeys: WIDGET_REQUIRED_KEYS,
        fragmentKeys: [WEB_APP_DATA_KEY],
        clearFragment: true,
        handle(params: Record<string, string>) {
          const proof = proofFromUrl(params);
          return proof ? handleReturn(proof) : undefined;
        },
      };
      return { actions, urlParams, teardown };
    },
  });
}

export type TelegramPlugin = ReturnType<typeof telegram>;
