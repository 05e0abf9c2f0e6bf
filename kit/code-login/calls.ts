import type { PluginContext, PorticoUser, User } from '../../kernel/index';
import { AckSchema } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import type { CaptchaGate } from '../captcha/gate';
import type { CodeChannel, CodeLoginCalls, CodeLoginState } from './actions';
import { missingInput, type OtpFlow } from './flow';

/** The requests of a login by a sent code. Loaded by actions.ts with import() on first use, never imported statically. */
export function createCodeLoginCalls<K extends string>(
  ctx: PluginContext,
  channel: CodeChannel<K>,
  { state, step }: OtpFlow<CodeLoginState<K>>,
  captcha: CaptchaGate,
): CodeLoginCalls {
  const address = () => state.get()[channel.stateKey] as string | null;
  const path = (name: string) => `${channel.route}/${name}`;
  const toUser = (user: User, kind?: 'link' | 'unlink') =>
    ctx.auth.updateUser(user, kind && { kind, accountType: channel.accountType });

  /** Section 5: the address of the last sendCode and the (trimmed) code must both be set. */
  function codeFor(code: string): { address: string; code: string } {
    const sentTo = address();
    const trimmed = code.trim();
    if (!sentTo || !trimmed) throw missingInput(channel.missing.addressAndCode);
    return { address: sentTo, code: trimmed };
  }

  return {
    async sendCode(to) {
      const trimmed = to.trim();
      if (!trimmed) throw missingInput(channel.missing.address);
      state.set({ [channel.stateKey]: trimmed } as Partial<CodeLoginState<K>>);
      await step('sending-code', 'awaiting-code-input', () =>
        captcha.withToken((token) => ctx.api.post(path('init'), channel.init(trimmed, token), AckSchema)),
      );
    },

    async loginWithCode(code, { mode = 'login-or-sign-up' } = {}) {
      const body = codeFor(code);
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return step('submitting-code', 'done', async () => {
        const response = await ctx.api.post(path('authenticate'), { ...channel.verify(body.address, body.code), mode }, authAnswer);
        return ctx.auth.completeLogin(response, channel.method);
      });
    },

    async link(code) {
      const body = codeFor(code);
      await ctx.auth.requireToken();
      return step('submitting-code', 'done', async () =>
        toUser(await ctx.api.post(path('link'), channel.verify(body.address, body.code), userAnswer), 'link'),
      );
    },

    async update(oldAddress, newAddress, code) {
      const trimmed = code.trim();
      if (!oldAddress || !newAddress || !trimmed) throw missingInput(channel.missing.updateFields);
      await ctx.auth.requireToken();
      const user = ctx.getState().user;
      if (!user || !channel.hasAccount(user)) throw missingInput(channel.missing.noAccount);
      return step('submitting-code', 'done', async () =>
        toUser(await ctx.api.post(path('update'), channel.update(oldAddress, newAddress, trimmed), userAnswer)),
      );
    },

    async unlink(to) {
      await ctx.auth.requireToken();
      return toUser(await ctx.api.post(path('unlink'), channel.unlink(to), userAnswer), 'unlink');
    },
  };
}
