import type { AppConfig } from '../schemas/index';
import type { Analytics } from './analytics';
import type { Api } from './api';
import type { Auth } from './auth';
import type { Captcha } from './captcha';
import type { PorticoConfig } from './config';
import type { ErrorCatalogue } from './error-catalogue';
import type { EventBus } from './events';
import type { Chains } from './chains';
import type { Navigation } from './navigation';
import type { PostLoginStep } from './post-login';
import type { Prompts } from './prompts';
import type { PorticoServices, ServiceName, ServiceRegistry } from './services';
import type { Wallets } from './wallets';
import type { KernelState } from './state';
import type { KeyValueStorage } from './storage';

/** A login method's or brand's mark: one filled SVG path on a 24-unit square, in its brand colour (hex, no `#`). */
export interface Mark {
  path: string;
  hex?: string;
}

/** Loads a mark on first use, so a host ships only the marks of the methods it shows. */
export type MarkLoader = () => Promise<{ default: Mark }>;

/** A landing-screen entry a plugin offers; the UI builds the landing screen from these. */
export interface LoginMethodEntry {
  /** The spec's login-method key (email, sms, google, ...). */
  key: string;
  label: string;
  /** The method's mark; without one the UI shows a neutral mark. */
  icon?: MarkLoader;
  group: 'web2' | 'web3';
  /** An inline input (email, sms) or a button that opens `screen`. */
  kind: 'input' | 'button';
  screen: string;
  /** Handed to `screen` when the entry is chosen (e.g. which OAuth provider). */
  data?: Readonly<Record<string, unknown>>;
  /** For `kind: 'input'`: the inline form shown on the landing screen, loaded on first use. */
  inline?: ScreenEntry;
  isAvailable?: (appConfig: AppConfig) => boolean;
}

/** A screen's module, loaded on first use so headless hosts never pull screens in. */
export interface ScreenEntry {
  load: () => Promise<{ default: unknown }>;
  /**
   * False for a screen there is no going back from (a success, a wait the flow cannot undo such as a wallet being
   * made): the modal header shows no back control on it, even with screens in the history. Declared here rather than
   * in the screen, so it holds while the screen's code loads too. A screen whose back depends on its state, or
   * that goes back its own way, says so with `useScreenBack` (ui/hooks/use-screen-back).
   */
  back?: false;
  /** What the modal says while the screen's code loads, for a screen that is itself a wait ("Creating your wallet…"). */
  loadingLabel?: string;
}

/** A plugin's own slice of the kernel store. */
export interface PluginState<S> {
  get(): S;
  set(update: Partial<S> | ((state: S) => S)): void;
}

/** What a plugin may touch: nothing global, nothing of another plugin. */
export interface PluginContext {
  appId: string;
  /** The provider API's base URL without a trailing slash, for scripts served from its origin (Telegram's login script). */
  apiUrl: string;
  api: Api;
  auth: Auth;
  navigation: Navigation;
  events: EventBus;
  analytics: Analytics;
  /** This browser's analytics id (the `caid` the provider's frames are opened with). */
  analyticsId: string;
  /** The host's client id, when it gave one. */
  clientId: string | null;
  config: PorticoConfig;
  /** The kernel's storage (localStorage by default); plugins namespace their keys by app id. */
  storage: KeyValueStorage;
  getState(): KernelState;
  subscribe(listener: () => void): () => void;
  /** The app's captcha: `withToken(send)` gets a token when one is required and spends it. */
  captcha: Captcha;
  /** The current captcha token, when a captcha has produced one. */
  captchaToken(): string | null;
  /** Creates this plugin's store slice. */
  createState<S extends object>(initial: S): PluginState<S>;
  /** Other plugins' services, by name: `require` those in `uses`, `get` optional ones. */
  services: ServiceRegistry;
  /** Opens a screen under its own intent and awaits its answer (closing rejects with 4001). */
  prompts: Prompts;
  /** The host's chains (ids and RPC URLs) and the default one. */
  chains: Chains;
  /** The connected-wallets slice and the connection history, fed by wallet plugins. */
  wallets: Wallets;
}

export interface UrlParamHandler {
  keys: readonly string[];
  /** Also clear the URL fragment once handled. */
  clearFragment?: boolean;
  /** Query keys that must all be present for `keys` to be taken (generic names such as `id` stay otherwise). */
  requiredKeys?: readonly string[];
  /** Keys read from a `#key=value&…` fragment (Telegram web-app data), merged into `params`. */
  fragmentKeys?: readonly string[];
  handle(params: Record<string, string>): void | Promise<void>;
}

export interface PluginSetup<Actions> {
  actions: Actions;
  /** The services named in `provides`. */
  services?: Partial<PorticoServices>;
  /** Steps every login runs after the kernel's own (terms), in plugin order. */
  postLoginSteps?: readonly PostLoginStep[];
  urlParams?: UrlParamHandler;
  teardown?: () => void;
}

export interface PluginDefinition<Id extends string = string, Actions extends object = object> {
  id: Id;
  requires?: readonly string[];
  /** Services this plugin offers other plugins; its setup returns them. */
  provides?: readonly ServiceName[];
  /** Services this plugin cannot work without; creation fails when no plugin provides one. */
  uses?: readonly ServiceName[];
  loginMethods?: readonly LoginMethodEntry[];
  screens?: Readonly<Record<string, ScreenEntry>>;
  /** The screens that link or update an account of a login method, e.g. `{ email: { link: 'LINK_EMAIL_SCREEN' } }`. */
  accountScreens?: Readonly<Record<string, { link?: string; update?: string; data?: Readonly<Record<string, unknown>> }>>;
  errors?: ErrorCatalogue;
  setup(ctx: PluginContext): PluginSetup<Actions>;
}

export type AnyPlugin = PluginDefinition<string, object>;

/** Checks a plugin's shape and keeps its id and actions as literal types. */
export function definePlugin<const Id extends string, Actions extends object>(
  plugin: PluginDefinition<Id, Actions>,
): PluginDefinition<Id, Actions> {
  return plugin;
}

/** `portico.<id>` for each plugin passed: a plugin that is not passed is a type error. */
export type PluginActions<P extends readonly AnyPlugin[]> = {
  readonly [Plugin in P[number] as Plugin['id']]: ReturnType<Plugin['setup']>['actions'];
};

/** Rejects duplicate ids and unmet `requires` before anything runs. */
export function checkPlugins(plugins: readonly AnyPlugin[]): void {
  const ids = new Set<string>();
  for (const plugin of plugins) {
    if (ids.has(plugin.id)) throw new Error(`Portico plugin "${plugin.id}" was passed more than once`);
    ids.add(plugin.id);
  }
  for (const plugin of plugins) {
    for (const required of plugin.requires ?? []) {
      if (!ids.has(required)) throw new Error(`Portico plugin "${plugin.id}" requires the "${required}" plugin`);
    }
  }
}
