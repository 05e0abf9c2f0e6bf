import { definePlugin } from '../../kernel/index';
import { captchaScreens } from '../../kit/captcha/screen';
import { createSmsActions } from './actions';
import { smsErrors } from './errors';
import { smsMessages, type SmsMessages } from './messages';

export type { LoginWithCodeOptions, OtpStatus, SmsActions, SmsState } from './actions';
export type { PhoneValue } from './phone-value';
export { smsMessages, type SmsMessages } from './messages';
export { useLoginWithSms } from './use-login-with-sms';

export interface SmsPluginOptions {
  messages?: Partial<SmsMessages>;
}

/**
 * Passwordless SMS login, link, update and unlink. The phone-number library loads with the phone input,
 * so a host pays for it only when the input first renders.
 */
export function sms(options: SmsPluginOptions = {}) {
  const messages = { ...smsMessages, ...options.messages };
  return definePlugin({
    id: 'sms',
    loginMethods: [
      {
        key: 'sms',
        label: messages.continueWithSms,
        icon: () => import('./marks/sms'),
        order: 1,
        group: 'web2',
        kind: 'input',
        inline: { load: () => import('./screens/SmsLoginForm') },
        isAvailable: (appConfig) => appConfig.enabledMethods.sms,
      },
    ],
    screens: {
      ...captchaScreens,
      AWAITING_PASSWORDLESS_CODE: { load: () => import('./screens/AwaitingCodeScreen') },
      LINK_PHONE_SCREEN: { load: () => import('./screens/LinkPhoneScreen') },
      UPDATE_PHONE_SCREEN: { load: () => import('./screens/UpdatePhoneScreen') },
    },
    accountScreens: { sms: { link: 'LINK_PHONE_SCREEN', update: 'UPDATE_PHONE_SCREEN' } },
    errors: smsErrors,
    setup: (ctx) => ({ actions: createSmsActions(ctx, messages) }),
  });
}

export type SmsPlugin = ReturnType<typeof sms>;
