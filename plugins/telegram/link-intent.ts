import { appStorageKey, type PluginContext } from '../../kernel/index';

/** Long enough to approve in Telegram's window, short enough that a forgotten link attempt does not surprise later. */
const LINK_INTENT_TTL_MS = 10 * 60 * 1000;

/**
 * Remembers, across a page load, that this browser started linking a Telegram account: Telegram data that comes
 * back in the URL then links instead of being ignored as a login while logged in.
 */
export function createLinkIntent(ctx: PluginContext) {
  const key = appStorageKey(ctx.appId, 'telegram-link-intent');
  return {
    remember: () => ctx.storage.setItem(key, String(Date.now() + LINK_INTENT_TTL_MS)),
    forget: () => ctx.storage.removeItem(key),
    /** Whether a fresh intent was stored; it is used up either way. */
    take(): boolean {
      const until = Number(ctx.storage.getItem(key));
      ctx.storage.removeItem(key);
      return until > Date.now();
    },
  };
}
