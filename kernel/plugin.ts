import type { AppConfig } from '../schemas/index';
import type { Analytics } from './analytics';
import type { Api } from './api';
import type { Auth } from './auth';
import type { HostOptions, PorticoConfig } from './config';
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
import type { Store } from './store';

/** A login method's or brand's mark: one filled SVG path on a 24-unit square, in its brand colour (hex, no `#`). */
export interface Mark {
  path: string;
  hex?: string;
}

/** Loads a mark on first use, so a host ships only the marks of the methods it shows. */
export type MarkLoader = () => Promise<{ default: Mark }>;

/**
 * A landing-screen entry a plugin offers. The landing screen is built from these alone: the UI keeps no table of
 * method names, no default order and no case for a given method.
 */
export type LoginMethodEntry = LoginMethodBase & (LoginMethodButton | LoginMethodInput);

interface LoginMethodBase {
  /** The spec's login-method key (email, sms, google, ...); the host's and the app's method order name it. */
  key: string;
  /** What its landing button reads: "Google", "I have a passkey"; for an input method, "Continue with Email". */
  label: string;
  /** The method's mark; without one the UI shows a neutral mark. */
  icon?: MarkLoader;
  /**
   * Its place in section 2.6's default order, used when neither the host nor the app configuration orders it:
   * email 0, sms 1, apple 2, discord 3, farcaster 4, github 5, google 6, linkedin 7, spotify 8, instagram 9,
   * tiktok 10, twitter 11, telegram 12, wallet 13, passkey 14. Ties keep the plugins' order.
   */
  order: number;
  group: 'web2' | 'web3';
  isAvailable?: (appConfig: AppConfig) => boolean;
}

/** A button: choosing it does what `onSelect` says (usually opens the method's screen). */
interface LoginMethodButton {
  kind: 'button';
  onSelect: (navigation: Pick<Navigation, 'navigate'>) => void;
}

/** An inline input (email, sms): the first one shows its form; another shows as a button that swaps it in. */
interface LoginMethodInput {
  kind: 'input';
  /** The form shown on the landing screen, loaded on first use. */
  inline: ScreenEntry;
  /** How the landing's overflow labels name it ("Log in with email or socials"); its key when not given. */
  noun?: string;
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
  /** The host's `createPortico` options that plugins and kit modules add by augmentation (kit/captcha's `captcha`). */
  hostOptions: HostOptions;
  /**
   * One value per kernel, shared by its plugins and made by the first to ask (kit/captcha keeps its widget here).
   * Its `destroy`, if any, runs when the kernel is destroyed.
   */
  shared<T extends object>(key: string, create: () => T & { destroy?(): void }): T;
  /** Creates this plugin's store slice. */
  createState<S extends object>(initial: S): PluginState<S>;
  /** Other plugins' services, by name: `require` those in `uses`, `get` optional ones. */
  services: ServiceRegistry;
  /** Opens a screen under its own intent and awaits its answer (closing rejects with 4001). */
  prompts: Prompts;
  /** The host's chains (ids and RPC URLs) and the default one: for plugins that list `chainsPart` in `parts`. */
  readonly chains: Chains;
  /** The connected-wallets slice and the connection history: for plugins that list `walletsPart` in `parts`. */
  readonly wallets: Wallets;
}

/** What a kernel part is made from: the kernel's own store and storage, and the host's options. */
interface PartSource {
  store: Store<KernelState>;
  storage: KeyValueStorage;
  now: () => number;
  hostOptions: HostOptions;
}

/**
 * A kernel subsystem only some plugins need (chains, the connected wallets). A plugin lists the parts it uses; the
 * kernel makes each once, at creation, so a host none of whose plugins use a part never loads its code.
 */
export interface KernelPart<K extends PartKey = PartKey> {
  key: K;
  create(source: PartSource): PluginContext[K];
}
export type PartKey = 'chains' | 'wallets';

export interface UrlParamHandler {
  keys: readonly string[];
  /** Also clear the URL fragment once handled. */
  clearFragment?: boolean;
  /** Query keys that must all be present for `keys` to be taken (generic names such as `id` stay otherwise). */
  requiredKeys?: readonly string[];
  /** Keys read from a `#key=value&…` fragment (Telegram web-app data), merged into `params`. */
  fragmentKeys?: readonly string[];
  /** Whether this page's parameters are the handler's at all (a popup's return, for one that only relays it). */
  applies?(): boolean;
  handle(params: Record<string, string>): void | Promise<void>;
}

export interface PluginSetup<Actions> {
  actions: Actions;
  /** The services named in `provides`. */
  services?: Partial<PorticoServices>;
  /** Steps every login runs after the kernel's own (terms), in plugin order. */
  postLoginSteps?: readonly PostLoginStep[];
  urlParams?: UrlParamHandler;
  /**
   * Work for when the kernel starts, such as a first request. Never in `setup`: a kernel may be made and dropped
   * unstarted (React's StrictMode builds the provider's twice in development). Its failures are the plugin's own.
   */
  start?: () => void;
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
  /** The kernel parts the plugin's code reads from its context (`ctx.chains`, `ctx.wallets`). */
  parts?: readonly KernelPart[];
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
