import type { PluginContext, PorticoUser, User } from '../../kernel/index';
import { AckSchema } from '../../schemas/index';
import { authAnswer, userAnswer } from '../../schemas/lazy';
import { captchaOf, type CaptchaGate } from '../captcha/gate';
import { createOtpFlow, missingInput, type LoginWithCodeOptions, type OtpState } from './flow';

/** What differs between two channels of a login by a sent code (email, SMS): routes, wire fields, words. */
export interface CodeChannel<K extends string> {
  /** The login method and the plugin id (`email`, `sms`). */
  method: string;
  /** The account type a link or unlink reports (`email`, `phone`). */
  accountType: string;
  /** The routes' prefix: `/api/v1/passwordless` or `/api/v1/passwordless_sms`. */
  route: string;
  /** The state field holding the address the last code was sent to (`email`, `phoneNumber`). */
  stateKey: K;
  /** The wire bodies of each request. */
  init(address: string, token: string | null): object;
  verify(address: string, code: string): object;
  update(oldAddress: string, newAddress: string, code: string): object;
  unlink(address: string): object;
  /** The user has an account of this channel to update. */
  hasAccount(user: PorticoUser): boolean;
  /** The channel's words for section 5's missing inputs. */
  missing: { address: string; addressAndCode: string; updateFields: string; noAccount: string };
}

export type CodeLoginState<K extends string> = OtpState & { [key in K]: string | null };

export interface CodeLoginActions<S, M> {
  /** Sends a 6-digit code to the address (an email, or an E.164 number), passing the app's captcha first when it has one. */
  sendCode(address: string): Promise<void>;
  /** Logs in (or signs up) with the code sent by `sendCode`. */
  loginWithCode(code: string, options?: LoginWithCodeOptions): Promise<PorticoUser>;
  /** Links the address of the last `sendCode` to the logged-in user. */
  link(code: string): Promise<PorticoUser>;
  /** Replaces the user's address; the code was sent to the new address. */
  update(oldAddress: string, newAddress: string, code: string): Promise<PorticoUser>;
  unlink(address: string): Promise<PorticoUser>;
  getState(): S;
  /** The plugin's strings, with the host's overrides. */
  messages: M;
  /** The app's captcha as the plugin's screens run it (CAPTCHA_SCREEN while a token comes). */
  captcha: CaptchaGate;
}

/** The actions of a login by a sent code, for one channel: email and SMS are this one flow. */
export function createCodeLoginActions<K extends string, M>(
  ctx: PluginContext,
  channel: CodeChannel<K>,
  messages: M,
): CodeLoginActions<CodeLoginState<K>, M> {
  const initial = { status: 'initial', error: null, [channel.stateKey]: null } as CodeLoginState<K>;
  const { state, step } = createOtpFlow<CodeLoginState<K>>(ctx, initial);
  const captcha = captchaOf(ctx);
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

    getState: state.get,
    messages,
    captcha,
  };
}
