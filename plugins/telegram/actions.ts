import { type FlowIntent, type PluginContext, type PorticoUser, PorticoError, toPorticoError } from '../../kernel/index';
import { lazyCode } from '../../kit/lazy-code';
import type { LoginMode } from '../../schemas/index';
import { createLinkIntent } from './link-intent';
import type { TelegramMessages } from './messages';
import type { TelegramProof } from './url-return';

export const TELEGRAM_AUTH_SCREEN = 'TELEGRAM_AUTH_SCREEN';

/** Section 2.8's states of TELEGRAM_AUTH_SCREEN; `initial` waits for the person to use Telegram's button. */
export type TelegramStatus = 'initial' | 'verifying' | 'success' | 'error';

export interface TelegramState {
  status: TelegramStatus;
  /** With section 8's Telegram detail in `details`. */
  error: PorticoError | null;
}

export interface TelegramActions {
  /** Logs in (or signs up) with Telegram's signed data: the login widget's user or a Mini App's init data. */
  login(proof: TelegramProof, options?: { mode?: LoginMode }): Promise<PorticoUser>;
  /** Links the Telegram account the data proves to the logged-in user. */
  link(proof: TelegramProof): Promise<PorticoUser>;
  unlink(telegramUserId: string): Promise<PorticoUser>;
  /**
   * Renders Telegram's login button (its script, from the API origin) into `container` once the plugin's code for it
   * has loaded (a failed load is the retryable error state); what the person approves logs in, or links with
   * `intent: 'link'`. Returns a function that removes it.
   */
  mountLoginButton(container: HTMLElement, options?: { intent?: FlowIntent }): () => void;
  /** Back to `initial`, e.g. for Retry. */
  reset(): void;
  getState(): TelegramState;
  /** The plugin's strings, with the host's overrides. */
  messages: TelegramMessages;
}

const initialState: TelegramState = { status: 'initial', error: null };

export function createTelegramActions(ctx: PluginContext, messages: TelegramMessages) {
  const state = ctx.createState<TelegramState>(initialState);
  const linkIntent = createLinkIntent(ctx);

  // Telegram's button and the requests load with the first use (./first-use), so a host's first script carries only
  // the state, the checks and the words; a failed load is not kept, so the next use tries again.
  const firstUse = lazyCode(
    () => import('./first-use'),
    ({ createTelegramCalls, mountLoginWidget }) => ({ calls: createTelegramCalls(ctx, messages), mountLoginWidget }),
    "shows Telegram's login button and logs in with Telegram",
  );
  const code = firstUse.load;
  const calls = async () => (await code()).calls;

  /** One authenticate or link step, through the states of section 2.8 (the calls add section 8's details). */
  async function step(work: () => Promise<PorticoUser>): Promise<PorticoUser> {
    state.set({ status: 'verifying', error: null });
    try {
      const user = await work();
      state.set({ status: 'success', error: null });
      return user;
    } catch (error) {
      const failure = toPorticoError(error);
      state.set({ status: 'error', error: failure });
      throw failure;
    }
  }

  const actions: TelegramActions = {
    async login(proof, { mode = 'login-or-sign-up' } = {}) {
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return step(async () => (await calls()).authenticate(proof, mode));
    },
    link: (proof) =>
      step(async () => {
        await ctx.auth.requireToken();
        return (await calls()).link(proof);
      }),
    async unlink(telegramUserId) {
      await ctx.auth.requireToken();
      return (await calls()).unlink(telegramUserId);
    },
    mountLoginButton(container, { intent = 'login' } = {}) {
      const bot = ctx.getState().appConfig?.telegram;
      if (!bot) {
        fail(new PorticoError('telegram_config_not_loaded', messages.configNotLoaded), intent);
        return () => {};
      }
      // A redirect back (instead of the callback) finds the intent in storage; see handleReturn.
      if (intent === 'link') linkIntent.remember();
      // The button appears once its code has loaded; one removed before that never appears.
      let unmount: (() => void) | null = null;
      let removed = false;
      code().then(
        ({ mountLoginWidget }) => {
          if (removed) return;
          unmount = mountLoginWidget(container, {
            scriptUrl: `${ctx.apiUrl}/js/telegram-login.js`,
            botName: bot.botName,
            botId: bot.botId,
            onAuth: (authResult) =>
              authResult
                ? void runFlow(intent, { authResult })
                : fail(new PorticoError('telegram_auth_canceled', messages.canceled, { retryable: true }), intent),
            onLoadError: () => fail(new PorticoError('telegram_not_initialized', messages.notInitialized, { retryable: true }), intent),
          });
        },
        (error: PorticoError) => {
          if (!removed) fail(error, intent);
        },
      );
      return () => {
        removed = true;
        unmount?.();
        if (intent === 'link') linkIntent.forget();
      };
    },
    reset: () => state.set(initialState),
    getState: state.get,
    messages,
  };

  /** A flow failure the person sees on TELEGRAM_AUTH_SCREEN, also reported to the flow's onError. */
  function fail(error: PorticoError, intent: FlowIntent): void {
    state.set({ status: 'error', error });
    ctx.events.emit('error', { error, intent });
  }

  /** A flow started by Telegram's answer rather than by the host: its failure is reported, not thrown. */
  async function runFlow(intent: FlowIntent, proof: TelegramProof): Promise<void> {
    try {
      await (intent === 'link' ? actions.link(proof) : actions.login(proof));
    } catch (error) {
      ctx.events.emit('error', { error: toPorticoError(error), intent });
    }
  }

  /**
   * Telegram data in the URL on load (section 2.10): logs in, or links when a user is logged in and this browser
   * started a Telegram link. A logged-in user's return is otherwise ignored, with the usual warning.
   */
  async function handleReturn(proof: TelegramProof): Promise<void> {
    const linking = ctx.getState().status === 'authenticated' && linkIntent.take();
    if (!linking && !(await ctx.auth.canStartLogin())) return;
    const intent: FlowIntent = linking ? 'link' : 'login';
    ctx.navigation.open({ screen: TELEGRAM_AUTH_SCREEN, intent, data: { plugin: 'telegram' } });
    await runFlow(intent, proof);
  }

  // Entering or leaving TELEGRAM_AUTH_SCREEN forgets an earlier outcome (a headless login's too), so each visit
  // starts at Telegram's button; a step still running is kept.
  let onScreen = false;
  const stopWatching = ctx.subscribe(() => {
    const wasOnScreen = onScreen;
    onScreen = ctx.getState().modal.screen === TELEGRAM_AUTH_SCREEN;
    if (wasOnScreen !== onScreen && state.get().status !== 'verifying') state.set(initialState);
    // The screen shows Telegram's button from the lazy code: it loads beside the screen's own chunk.
    if (onScreen && !wasOnScreen) firstUse.preload();
  });

  return { actions, handleReturn, teardown: stopWatching };
}
