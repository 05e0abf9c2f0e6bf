import { chainsPart, definePlugin, type LoginMethodEntry, walletsPart } from '../../kernel/index';
import { createCrossApp } from './actions';
import { providerId } from './auth';
import { crossAppErrors } from './errors';
import { crossAppMessages, type CrossAppMessages } from './messages';
import { CROSS_APP_AUTH_SCREEN, START_PROVIDER_APP } from './state';

export type { CrossAppActions } from './actions';
export type { CrossAppAuthResult } from './auth';
export type { CrossAppState, CrossAppStatus } from './state';
export { crossAppMessages, type CrossAppMessages } from './messages';
export { useCrossApp } from './use-cross-app';

export interface CrossAppPluginOptions {
  /**
   * The provider apps to offer on the landing screen, in order (ids and names, as the connections list them). Without
   * it the landing screen has one entry that opens CROSS_APP_AUTH_SCREEN's list of the app's connections.
   */
  providerApps?: readonly { id: string; name: string }[];
  messages?: Partial<CrossAppMessages>;
}

/** Log in with another app's account (cross-app) and sign with that app's embedded wallet through its popup. */
export function crossApp(options: CrossAppPluginOptions = {}) {
  const messages = { ...crossAppMessages, ...options.messages };
  // Filled by setup once the connections are loaded: the entries show only when the app has provider apps.
  const loaded = { count: 0 };
  const entry = (key: string, label: string, data: Record<string, unknown>): LoginMethodEntry => ({
    key,
    label,
    icon: () => import('./marks/other-app'),
    // Not in section 2.6's list: another app's accounts come before the spec's methods unless the host orders them.
    order: -1,
    group: 'web2',
    kind: 'button',
    onSelect: (navigation) => navigation.navigate(CROSS_APP_AUTH_SCREEN, data),
    isAvailable: () => loaded.count > 0,
  });
  const loginMethods = options.providerApps?.length
    ? options.providerApps.map((app) => entry(providerId(app.id), app.name, { [START_PROVIDER_APP]: app.id }))
    : [entry('cross_app', messages.chooseAppLabel, {})];
  return definePlugin({
    id: 'cross-app',
    parts: [chainsPart, walletsPart],
    loginMethods,
    screens: { CROSS_APP_AUTH_SCREEN: { load: () => import('./screens/CrossAppAuthScreen') } },
    errors: crossAppErrors(messages),
    setup: (ctx) => createCrossApp(ctx, messages, (count) => (loaded.count = count)),
  });
}

export type CrossAppPlugin = ReturnType<typeof crossApp>;
