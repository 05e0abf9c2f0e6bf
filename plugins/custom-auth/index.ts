import { definePlugin } from '../../kernel/index';
import { createCustomAuthActions, type CustomAuthSource } from './actions';
import { customAuthMessages, type CustomAuthMessages } from './messages';

export type { CustomAuthActions, CustomAuthSource, CustomAuthState, CustomAuthStatus } from './actions';
export { customAuthMessages, type CustomAuthMessages } from './messages';

export interface CustomAuthPluginOptions extends CustomAuthSource {
  messages?: Partial<CustomAuthMessages>;
}

/**
 * Login with the host's own auth provider: its JWT is exchanged for a session, and the session follows the
 * host's token (`portico['custom-auth'].sync()` when it changes). Headless: no landing-screen entry.
 */
export function customAuth(options: CustomAuthPluginOptions) {
  const messages = { ...customAuthMessages, ...options.messages };
  return definePlugin({
    id: 'custom-auth',
    setup(ctx) {
      const { actions, teardown } = createCustomAuthActions(ctx, options, messages);
      if (!options.isLoading) void actions.sync();
      return { actions, teardown };
    },
  });
}

export type CustomAuthPlugin = ReturnType<typeof customAuth>;
