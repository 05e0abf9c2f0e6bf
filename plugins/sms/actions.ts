import type { PluginContext, PorticoUser } from '../../kernel/index';
import { createOtpFlow, missingInput, type LoginWithCodeOptions, type OtpState } from '../../kit/code-login';
import { AckSchema, AuthResponseSchema, UserSchema } from '../../schemas/index';
import type { SmsMessages } from './messages';

export type { LoginWithCodeOptions, OtpStatus } from '../../kit/code-login';

export interface SmsState extends OtpState {
  /** The number (E.164) the last code was sent to. */
  phoneNumber: string | null;
}

export interface SmsActions {
  /** Texts a 6-digit code to the number, E.164 (with the captcha token when one exists). */
  sendCode(phoneNumber: string): Promise<void>;
  /** Logs in (or signs up) with the code sent by `sendCode`. */
  loginWithCode(code: string, options?: LoginWithCodeOptions): Promise<PorticoUser>;
  /** Links the number of the last `sendCode` to the logged-in user. */
  link(code: string): Promise<PorticoUser>;
  /** Replaces the user's number; the code was sent to the new number. */
  update(oldPhoneNumber: string, newPhoneNumber: string, code: string): Promise<PorticoUser>;
  unlink(phoneNumber: string): Promise<PorticoUser>;
  getState(): SmsState;
  /** The plugin's strings, with the host's overrides. */
  messages: SmsMessages;
}

const initialState: SmsState = { status: 'initial', phoneNumber: null, error: null };

export function createSmsActions(ctx: PluginContext, smsMessages: SmsMessages): SmsActions {
  const { state, step } = createOtpFlow<SmsState>(ctx, initialState);

  /** Section 5: the number of the last sendCode and the (trimmed) code must both be set. */
  function codeFor(code: string): { phoneNumber: string; code: string } {
    const phoneNumber = state.get().phoneNumber;
    const trimmed = code.trim();
    if (!phoneNumber || !trimmed) throw missingInput(smsMessages.phoneAndCodeRequired);
    return { phoneNumber, code: trimmed };
  }

  return {
    async sendCode(phone) {
      const phoneNumber = phone.trim();
      if (!phoneNumber) throw missingInput(smsMessages.phoneRequired);
      state.set({ phoneNumber });
      await step('sending-code', 'awaiting-code-input', () =>
        ctx.api.post('/api/v1/passwordless_sms/init', { phoneNumber, token: ctx.captchaToken() }, AckSchema),
      );
    },

    async loginWithCode(code, { mode = 'login-or-sign-up' } = {}) {
      const body = codeFor(code);
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      return step('submitting-code', 'done', async () => {
        const response = await ctx.api.post('/api/v1/passwordless_sms/authenticate', { ...body, mode }, AuthResponseSchema);
        return ctx.auth.completeLogin(response, 'sms');
      });
    },

    async link(code) {
      const body = codeFor(code);
      await ctx.auth.requireToken();
      return step('submitting-code', 'done', async () => {
        const user = await ctx.api.post('/api/v1/passwordless_sms/link', body, UserSchema);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'phone' });
      });
    },

    async update(oldPhoneNumber, newPhoneNumber, code) {
      const trimmed = code.trim();
      if (!oldPhoneNumber || !newPhoneNumber || !trimmed) throw missingInput(smsMessages.updateFieldsRequired);
      await ctx.auth.requireToken();
      if (!ctx.getState().user?.phone) throw missingInput(smsMessages.noPhoneToUpdate);
      return step('submitting-code', 'done', async () => {
        const body = { old_phone_number: oldPhoneNumber, new_phone_number: newPhoneNumber, code: trimmed };
        const user = await ctx.api.post('/api/v1/passwordless_sms/update', body, UserSchema);
        return ctx.auth.updateUser(user);
      });
    },

    async unlink(phoneNumber) {
      await ctx.auth.requireToken();
      const user = await ctx.api.post('/api/v1/passwordless_sms/unlink', { phoneNumber }, UserSchema);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'phone' });
    },

    getState: state.get,
    messages: smsMessages,
  };
}
