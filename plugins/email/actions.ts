import type { PluginContext, PorticoUser } from '../../kernel/index';
import { createOtpFlow, missingInput, type LoginWithCodeOptions, type OtpState } from '../../kit/code-login';
import { AckSchema, AuthResponseSchema, UserSchema } from '../../schemas/index';
import type { EmailMessages } from './messages';

export type { LoginWithCodeOptions, OtpStatus } from '../../kit/code-login';

export interface EmailState extends OtpState {
  /** The address the last code was sent to. */
  email: string | null;
}

export interface EmailActions {
  /** Sends a 6-digit code to the address, passing the app's captcha first when it has one. */
  sendCode(email: string): Promise<void>;
  /** Logs in (or signs up) with the code sent by `sendCode`. */
  loginWithCode(code: string, options?: LoginWithCodeOptions): Promise<PorticoUser>;
  /** Links the address of the last `sendCode` to the logged-in user. */
  link(code: string): Promise<PorticoUser>;
  /** Replaces the user's address; the code was sent to the new address. */
  update(oldAddress: string, newAddress: string, code: string): Promise<PorticoUser>;
  unlink(address: string): Promise<PorticoUser>;
  getState(): EmailState;
  /** The plugin's strings, with the host's overrides. */
  messages: EmailMessages;
}

const initialState: EmailState = { status: 'initial', email: null, error: null };

export function createEmailActions(ctx: PluginContext, emailMessages: EmailMessages): EmailActions {
  const { state, step } = createOtpFlow<EmailState>(ctx, initialState);

  function codeFor(code: string): string {
    const email = state.get().email;
    const trimmed = code.trim();
    if (!email || !trimmed) throw missingInput(emailMessages.emailAndCodeRequired);
    return trimmed;
  }

  return {
    async sendCode(email) {
      const address = email.trim();
      if (!address) throw missingInput(emailMessages.emailRequired);
      state.set({ email: address });
      await step('sending-code', 'awaiting-code-input', () =>
        ctx.captcha.withToken((token) => ctx.api.post('/api/v1/passwordless/init', { email: address, token }, AckSchema)),
      );
    },

    async loginWithCode(code, { mode = 'login-or-sign-up' } = {}) {
      const trimmed = codeFor(code);
      if (!(await ctx.auth.canStartLogin())) return ctx.getState().user as PorticoUser;
      const email = state.get().email as string;
      return step('submitting-code', 'done', async () => {
        const response = await ctx.api.post(
          '/api/v1/passwordless/authenticate',
          { email, code: trimmed, mode },
          AuthResponseSchema,
        );
        return ctx.auth.completeLogin(response, 'email');
      });
    },

    async link(code) {
      const trimmed = codeFor(code);
      await ctx.auth.requireToken();
      const email = state.get().email as string;
      return step('submitting-code', 'done', async () => {
        const user = await ctx.api.post('/api/v1/passwordless/link', { email, code: trimmed }, UserSchema);
        return ctx.auth.updateUser(user, { kind: 'link', accountType: 'email' });
      });
    },

    async update(oldAddress, newAddress, code) {
      const trimmed = code.trim();
      if (!oldAddress || !newAddress || !trimmed) throw missingInput(emailMessages.updateFieldsRequired);
      await ctx.auth.requireToken();
      if (!ctx.getState().user?.email) throw missingInput(emailMessages.noEmailToUpdate);
      return step('submitting-code', 'done', async () => {
        const user = await ctx.api.post(
          '/api/v1/passwordless/update',
          { oldAddress, newAddress, code: trimmed },
          UserSchema,
        );
        return ctx.auth.updateUser(user);
      });
    },

    async unlink(address) {
      await ctx.auth.requireToken();
      const user = await ctx.api.post('/api/v1/passwordless/unlink', { address }, UserSchema);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'email' });
    },

    getState: state.get,
    messages: emailMessages,
  };
}
