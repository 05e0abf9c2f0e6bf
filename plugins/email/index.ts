import { definePlugin } from '../../kernel/index';
import { createEmailActions } from './actions';
import { emailMessages } from './messages';

export type { EmailActions, EmailState, LoginWithCodeOptions, OtpStatus } from './actions';
export { emailMessages, type EmailMessages } from './messages';

/** Passwordless email login, link, update and unlink. */
export function email() {
  return definePlugin({
    id: 'email',
    loginMethods: [
      {
        key: 'email',
        label: emailMessages.continueWithEmail,
        group: 'web2',
        kind: 'input',
        screen: 'AWAITING_PASSWORDLESS_CODE',
        isAvailable: (appConfig) => appConfig.enabledMethods.email,
      },
    ],
    setup: (ctx) => ({ actions: createEmailActions(ctx) }),
  });
}
