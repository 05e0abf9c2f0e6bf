import { createCodeLoginActions, type CodeChannel, type CodeLoginActions, type CodeLoginState } from '../../kit/code-login/actions';
import type { PluginContext } from '../../kernel/index';
import type { EmailMessages } from './messages';

export type { LoginWithCodeOptions, OtpStatus } from '../../kit/code-login/flow';

/** The OTP state and `email`, the address the last code was sent to. */
export type EmailState = CodeLoginState<'email'>;

/** sendCode(email), loginWithCode, link, update(oldAddress, newAddress, code), unlink(address), getState, messages. */
export type EmailActions = CodeLoginActions<EmailState, EmailMessages>;

/** Email's part of the code login: its routes, wire fields and words. */
const emailChannel = (m: EmailMessages): CodeChannel<'email'> => ({
  method: 'email',
  accountType: 'email',
  route: '/api/v1/passwordless',
  stateKey: 'email',
  init: (email, token) => ({ email, token }),
  verify: (email, code) => ({ email, code }),
  update: (oldAddress, newAddress, code) => ({ oldAddress, newAddress, code }),
  unlink: (address) => ({ address }),
  hasAccount: (user) => Boolean(user.email),
  missing: { address: m.emailRequired, addressAndCode: m.emailAndCodeRequired, updateFields: m.updateFieldsRequired, noAccount: m.noEmailToUpdate },
});

export function createEmailActions(ctx: PluginContext, messages: EmailMessages): EmailActions {
  return createCodeLoginActions(ctx, emailChannel(messages), messages);
}
