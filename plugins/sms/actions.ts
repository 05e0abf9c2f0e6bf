import { createCodeLoginActions, type CodeChannel, type CodeLoginActions, type CodeLoginState } from '../../kit/code-login/actions';
import type { PluginContext } from '../../kernel/index';
import type { SmsMessages } from './messages';

export type { LoginWithCodeOptions, OtpStatus } from '../../kit/code-login/flow';

/** The OTP state and `phoneNumber`, the number (E.164) the last code was sent to. */
export type SmsState = CodeLoginState<'phoneNumber'>;

/** sendCode(phoneNumber, E.164), loginWithCode, link, update(oldPhoneNumber, newPhoneNumber, code), unlink, getState, messages. */
export type SmsActions = CodeLoginActions<SmsState, SmsMessages>;

/** SMS's part of the code login: its routes, wire fields and words. */
const smsChannel = (m: SmsMessages): CodeChannel<'phoneNumber'> => ({
  method: 'sms',
  accountType: 'phone',
  route: '/api/v1/passwordless_sms',
  stateKey: 'phoneNumber',
  init: (phoneNumber, token) => ({ phoneNumber, token }),
  verify: (phoneNumber, code) => ({ phoneNumber, code }),
  update: (oldPhoneNumber, newPhoneNumber, code) => ({ old_phone_number: oldPhoneNumber, new_phone_number: newPhoneNumber, code }),
  unlink: (phoneNumber) => ({ phoneNumber }),
  hasAccount: (user) => Boolean(user.phone),
  missing: { address: m.phoneRequired, addressAndCode: m.phoneAndCodeRequired, updateFields: m.updateFieldsRequired, noAccount: m.noPhoneToUpdate },
});

export function createSmsActions(ctx: PluginContext, messages: SmsMessages): SmsActions {
  return createCodeLoginActions(ctx, smsChannel(messages), messages);
}
