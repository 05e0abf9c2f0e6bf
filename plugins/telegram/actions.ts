import { type FlowIntent, type PluginContext, type PorticoUser, PorticoError, toPorticoError } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { telegramFailure } from './errors';
import { createLinkIntent } from './link-intent';
import type { TelegramMessages } from './messages';
import type { TelegramProof } from './url-return';
import { mountLoginWidget } from './widget';
import { captchaOf } from '../../kit/captcha/gate';

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
   * Renders Telegram's login button (its script, from the API origin) into `container`; what the person approves
   * logs in, or links with `intent: 'link'`. Returns a function that removes it.
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

  /** One authenticate or link step, through the states of section 2.8. */
  async function step(work: () => Promise<PorticoUser>): Promise<PorticoUser> {
    state.set({ status: 'verifying', error: null });
    try {
      const user = await work();
      state.set({ status: 'success', error: null });
      return user;
    } catch (error) {
      const failure = telegramFailure(toPorticoError(error), messages);
      state.set({ status: 'error', error: failure });
      throw failure;
    }
  }

  const wire = (proof: TelegramProof) =>
    'authResult' in proof ? { telegram_auth_result: proof.authResult } : { telegram_web_app_data: proof.webAppData };

  const authenticate = (proof: TelegramProof, mode: LoginMode) =>
    step(async () => {
      const response = await captchaOf(ctx).withToken((captcha_token) =>
        ctx.api.post('/api/v1/telegram/authenticate', { captcha_token, ...wire(proof), mode }, authAnswer),
      );
      return ctx.auth.completeLogin(response, 'telegram');
    });

  const actions: TelegramActions = {
    async login(proof, { mode = 'login-or-sign-up' } = {}) {
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return authenticate(proof, mode);
    },
    link: (proof) =>
      step(async () => {
        await ctx.auth.requireToken();
        const user = await ctx.api.post('/api/v1/telegram/link', wire(proof), userAnswer);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'telegram' });
      }),
    async unlink(telegramUserId) {
      await ctx.auth.requireToken();
      const user = await ctx.api.post('/api/v1/telegram/unlink', { telegram_user_id: telegramUserId }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'telegram' });
    },
    mountLoginButton(container, { intent = 'login' } = {}) {
      const bot = ctx.getState().appConfig?.telegram;
      if (!bot) {
        fail(new PorticoError('telegram_config_not_loaded', messages.configNotLoaded), intent);
        return () => {};
      }
      // A redirect back (instead of the callback) finds the intent in storage; see handleReturn.
      if (intent === 'link') linkIntent.remember();
      const unmount = mountLoginWidget(container, {
        scriptUrl: `${ctx.apiUrl}/js/telegram-login.js`,
        botName: bot.botName,
        botId: bot.botId,
        onAuth: (authResult) =>
          authResult
            ? void runFlow(intent, { authResult })
            : fail(new PorticoError('telegram_auth_canceled', messages.canceled, { retryable: true }), intent),
        onLoadError: () => fail(new PorticoError('telegram_not_initialized', messages.notInitialized, { retryable: true }), intent),
      });
      return () => {
        unmount();
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
  });

  return { actions, handleReturn, teardown: stopWatching };
}
