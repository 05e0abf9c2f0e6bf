import type { PluginContext, PorticoUser } from '../../kernel/index';
import { PorticoError, toPorticoError } from '../../kernel/index';
import { AckSchema, AuthResponseSchema, UserSchema, type LoginMode } from '../../schemas/index';
import type { EmailMessages } from './messages';

export type OtpStatus = 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'done' | 'error';

export interface EmailState {
  status: OtpStatus;
  /** The address the last code was sent to. */
  email: string | null;
  error: PorticoError | null;
}

export interface LoginWithCodeOptions {
  /** `no-signup` refuses to create a new user (user_does_not_exist). */
  mode?: LoginMode;
}

export interface EmailActions {
  /** Sends a 6-digit code to the address (with the captcha token when one exists). */
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

function invalid(message: string): PorticoError {
  return new PorticoError('invalid_data', message);
}

export function createEmailActions(ctx: PluginContext, emailMessages: EmailMessages): EmailActions {
  const state = ctx.createState<EmailState>(initialState);

  /** Runs one OTP step, moving the state machine to `next` on success and to error on failure. */
  async function step<T>(during: OtpStatus, next: OtpStatus, run: () => Promise<T>): Promise<T> {
    state.set({ status: during, error: null });
    try {
      const result = await run();
      state.set({ status: next });
      return result;
    } catch (error) {
      const failure = toPorticoError(error);
      state.set({ status: 'error', error: failure });
      throw failure;
    }
  }

  function codeFor(code: string): string {
    const email = state.get().email;
    const trimmed = code.trim();
    if (!email || !trimmed) throw invalid(emailMessages.emailAndCodeRequired);
    return trimmed;
  }

  return {
    async sendCode(email) {
      const address = email.trim();
      if (!address) throw invalid(emailMessages.emailRequired);
      state.set({ email: address });
      await step('sending-code', 'awaiting-code-input', () =>
        ctx.api.post('/api/v1/passwordless/init', { email: address, token: ctx.captchaToken() }, AckSchema),
      );
    },

    async loginWithCode(code, { mode = 'login-or-sign-up' } = {}) {
      const trimmed = codeFor(code);
      if (!ctx.auth.canStartLogin()) return ctx.getState().user as PorticoUser;
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
      if (!oldAddress || !newAddress || !trimmed) throw invalid(emailMessages.updateFieldsRequired);
      await ctx.auth.requireToken();
      if (!ctx.getState().user?.email) throw invalid(emailMessages.noEmailToUpdate);
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
