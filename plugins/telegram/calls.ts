import { type PluginContext, type PorticoUser, toPorticoError } from '../../kernel/index';
import type { LoginMode } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { captchaOf } from '../../kit/captcha/gate';
import { telegramFailure } from './failure';
import type { TelegramMessages } from './messages';
import type { TelegramProof } from './url-return';

/** The requests behind TelegramActions, run once the actions' own checks have passed. */
export interface TelegramCalls {
  authenticate(proof: TelegramProof, mode: LoginMode): Promise<PorticoUser>;
  /** The caller has checked that a user is logged in. */
  link(proof: TelegramProof): Promise<PorticoUser>;
  unlink(telegramUserId: string): Promise<PorticoUser>;
}

const wire = (proof: TelegramProof) =>
  'authResult' in proof ? { telegram_auth_result: proof.authResult } : { telegram_web_app_data: proof.webAppData };

export function createTelegramCalls(ctx: PluginContext, messages: TelegramMessages): TelegramCalls {
  /** A login or link failure as TELEGRAM_AUTH_SCREEN shows it, with section 8's detail. */
  const detailed = async (work: () => Promise<PorticoUser>) => {
    try {
      return await work();
    } catch (error) {
      throw telegramFailure(toPorticoError(error), messages);
    }
  };

  return {
    authenticate: (proof, mode) =>
      detailed(async () => {
        const response = await captchaOf(ctx).withToken((captcha_token) =>
          ctx.api.post('/api/v1/telegram/authenticate', { captcha_token, ...wire(proof), mode }, authAnswer),
        );
        return ctx.auth.completeLogin(response, 'telegram');
      }),
    link: (proof) =>
      detailed(async () => {
        const user = await ctx.api.post('/api/v1/telegram/link', wire(proof), userAnswer);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'telegram' });
      }),
    async unlink(telegramUserId) {
      const user = await ctx.api.post('/api/v1/telegram/unlink', { telegram_user_id: telegramUserId }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'telegram' });
    },
  };
}
