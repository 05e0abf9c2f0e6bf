import { PorticoError, toPorticoError, type LoginMode, type PluginContext, type PluginState } from '../../kernel/index';

/** Section 3.4's OTP state, shared by every login by a code sent to the person (email, SMS). */
export type OtpStatus = 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'done' | 'error';

export interface OtpState {
  status: OtpStatus;
  error: PorticoError | null;
}

export interface LoginWithCodeOptions {
  /** `no-signup` refuses to create a new user (user_does_not_exist). */
  mode?: LoginMode;
}

export interface OtpFlow<S extends OtpState> {
  state: PluginState<S>;
  /** Runs one OTP step: `during` while it runs, then `next`, or `error` (and rethrows) when it fails. */
  step<T>(during: OtpStatus, next: OtpStatus, run: () => Promise<T>): Promise<T>;
}

/** A code plugin's store slice and its state machine, so email and SMS move through the same states. */
export function createOtpFlow<S extends OtpState>(ctx: PluginContext, initial: S): OtpFlow<S> {
  const state = ctx.createState<S>(initial);
  // Only the OtpState fields change here; S's own fields are left as they are.
  const setOtp = (otp: OtpState) => state.set((current) => ({ ...current, ...otp }));
  return {
    state,
    async step(during, next, run) {
      setOtp({ status: during, error: null });
      try {
        const result = await run();
        setOtp({ status: next, error: null });
        return result;
      } catch (error) {
        const failure = toPorticoError(error);
        setOtp({ status: 'error', error: failure });
        throw failure;
      }
    },
  };
}

/** An input the action needs is missing (section 5): refused before any request. */
export const missingInput = (message: string) => new PorticoError('invalid_data', message);
