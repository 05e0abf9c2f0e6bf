import type { MfaMethodType } from '../../schemas/index';
import type { MfaMessages } from './messages';

/** A method's name in the plugin's messages. */
export const methodLabel = (m: MfaMessages, method: MfaMethodType): string =>
  ({ sms: m.methodSms, totp: m.methodTotp, passkey: m.methodPasskey })[method];
