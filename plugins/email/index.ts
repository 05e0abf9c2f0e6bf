import { definePlugin } from '../../kernel/index';
import { captchaScreens } from '../../kit/captcha/screen';
import { createEmailActions } from './actions';
import { emailErrors } from './errors';
import { emailMessages, type EmailMessages } from './messages';

export type { EmailActions, EmailState, LoginWithCodeOptions, OtpStatus } from './actions';
export { emailMessages, type EmailMessages } from './messages';
export { useLoginWithEmail } from './use-login-with-email';

export interface EmailPluginOptions {
  messages?: Partial<EmailMessages>;
}

/** Passwordless email login, link, update and unlink. */
export function email(options: EmailPluginOptions = {}) {
  const messages = { ...emailMessages, ...options.messages };
  return definePlugin({
    id: 'email',
    loginMethods: [
      {
        key: 'email',
        label: messages.continueWithEmail,
        icon: () => import('./marks/email'),
        order: 0,
        group: 'web2',
        kind: 'input',
        inline: { load: () => import('./screens/EmailLoginForm') },
        isAvailable: (appConfig) => appConfig.enabledMethods.email,
      },
    ],
    screens: {
      ...captchaScreens,
      AWAITING_PASSWORDLESS_CODE: { load: () => import('./screens/AwaitingCodeScreen') },
      LINK_EMAIL_SCREEN: { load: () => import('./screens/LinkEmailScreen') },
      UPDATE_EMAIL_SCREEN: { load: () => import('./screens/UpdateEmailScreen') },
    },
    accountScreens: { email: { link: 'LINK_EMAIL_SCREEN', update: 'UPDATE_EMAIL_SCREEN' } },
    errors: emailErrors,
    setup: (ctx) => ({ actions: createEmailActions(ctx, messages) }),
  });
}

export type EmailPlugin = ReturnType<typeof email>;
