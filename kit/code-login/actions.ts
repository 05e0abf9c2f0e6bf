import type { PluginContext, PorticoUser } from '../../kernel/index';
import { captchaOf, type CaptchaGate } from '../captcha/gate';
import { lazyCode } from '../lazy-code';
import { createOtpFlow, type LoginWithCodeOptions, type OtpState } from './flow';

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
  /** Loads the code the calls run ahead of the first one (the channel's form does it when shown). */
  preload(): void;
}

/** The requests: they load with the first call (./calls), so a host's first script carries only the state and words. */
export type CodeLoginCalls = Pick<CodeLoginActions<unknown, unknown>, 'sendCode' | 'loginWithCode' | 'link' | 'update' | 'unlink'>;

/** The actions of a login by a sent code, for one channel: email and SMS are this one flow. */
export function createCodeLoginActions<K extends string, M>(
  ctx: PluginContext,
  channel: CodeChannel<K>,
  messages: M,
): CodeLoginActions<CodeLoginState<K>, M> {
  const initial = { status: 'initial', error: null, [channel.stateKey]: null } as CodeLoginState<K>;
  // The slice and the captcha exist at setup: getState and the screens read them before any call.
  const flow = createOtpFlow<CodeLoginState<K>>(ctx, initial);
  const captcha = captchaOf(ctx);
  const requests = lazyCode(
    () => import('./calls'),
    ({ createCodeLoginCalls }) => createCodeLoginCalls(ctx, channel, flow, captcha),
    `sends and checks ${channel.method} codes`,
  );
  const calls = requests.load;

  return {
    sendCode: async (address) => (await calls()).sendCode(address),
    loginWithCode: async (code, options) => (await calls()).loginWithCode(code, options),
    link: async (code) => (await calls()).link(code),
    update: async (oldAddress, newAddress, code) => (await calls()).update(oldAddress, newAddress, code),
    unlink: async (address) => (await calls()).unlink(address),
    getState: flow.state.get,
    messages,
    captcha,
    preload: requests.preload,
  };
}
