import type { CustomMetadata } from '../schemas/index';
import { appConfigAnswer, userAnswer } from '../schemas/lazy';
import { createAnalytics } from './analytics';
import { createApi } from './api';
import { createAuth } from './auth';
import type { HostOptions, PorticoConfig } from './config';
import { APP_ID_LENGTH, PROVIDER_PREFIX, SESSION_TOKEN_PARAM } from './constants';
import { createCrossTab } from './cross-tab';
import { baseErrors, describeError, mergeCatalogues, type ErrorCatalogue } from './error-catalogue';
import { BASE_ERROR_CODES, PorticoError, toPorticoError, type ErrorCode } from './errors';
import { createEventBus, type FlowIntent, type PorticoEvents } from './events';
import { createNavigation, type Navigation } from './navigation';
import { checkPlugins, type AnyPlugin, type PartKey, type PluginActions, type PluginContext, type UrlParamHandler } from './plugin';
import { createPostLogin, termsStep, type PostLogin, type PostLoginStep } from './post-login';
import { createPrompts, type Prompts } from './prompts';
import { createRotationLedger } from './rotation-ledger';
import { checkServices, createServiceRegistry } from './services';
import { createSession } from './session';
import { initialKernelState, type KernelState } from './state';
import { appStorageKey, defaultStorage, type KeyValueStorage } from './storage';
import { createStore } from './store';
import { createTokenStore } from './token-store';
import { takeUrlParams } from './url-params';
import { withViews, type PorticoUser } from './user';

export interface CreatePorticoOptions<P extends readonly AnyPlugin[]> extends HostOptions {
  /** The app id from the provider's dashboard: exactly 25 characters. */
  appId: string;
  /** The provider API's base URL (the emulator's, in development). */
  apiUrl: string;
  plugins: P;
  config?: PorticoConfig;
  clientId?: string;
  /** Where tokens live; localStorage by default. */
  storage?: KeyValueStorage;
  /** A fetch implementation, e.g. an in-process emulator in tests. */
  fetch?: typeof fetch;
  now?: () => number;
}

type Handler<K extends keyof PorticoEvents> = (event: PorticoEvents[K]) => void;

export interface PorticoKernel {
  readonly appId: string;
  readonly config: PorticoConfig;
  readonly plugins: readonly AnyPlugin[];
  readonly navigation: Navigation;
  /** Every plugin's error catalogue merged over the base one. */
  readonly errors: ErrorCatalogue;
  /** Screens opened by plugins under their own intent; a prompt screen answers through `prompts.resolve`. */
  readonly prompts: Prompts;
  /** Loads the app configuration and restores the session, in parallel. Safe to call more than once. */
  start(): Promise<void>;
  getSnapshot(): KernelState;
  subscribe(listener: () => void): () => void;
  on<K extends keyof PorticoEvents>(event: K, handler: Handler<K>): () => void;
  getAccessToken(): Promise<string | null>;
  logout(): Promise<void>;
  /**
   * After a successful login or link step in the modal: a login runs the post-login steps (their screens
   * included), then the flow completes (`flowComplete`) and the modal closes.
   */
  finishFlow(): Promise<void>;
  /** A post-login step's screen is done (e.g. the terms were accepted): the steps move on. */
  continueFlow(): void;
  acceptTerms(): Promise<PorticoUser>;
  setCustomMetadata(metadata: CustomMetadata): Promise<PorticoUser>;
  /** Forks the session; the returned token lets another context log in (as `privy_token`). */
  forkSession(): Promise<string>;
  describeError(error: unknown): ReturnType<typeof describeError>;
  /** Reports a failure to `error` listeners (the UI's onError callbacks), tagged with its flow. */
  reportError(error: unknown, intent: FlowIntent | null): void;
  /** Stops listeners of every plugin and of other tabs. */
  destroy(): void;
}

export type Portico<P extends readonly AnyPlugin[]> = PorticoKernel & PluginActions<P>;


function analyticsIdFrom(storage: KeyValueStorage): string {
  const key = `${PROVIDER_PREFIX}:caid`;
  const existing = storage.getItem(key);
  if (existing) return existing;
  const created = crypto.randomUUID();
  storage.setItem(key, created);
  return created;
}

export function createPortico<const P extends readonly AnyPlugin[]>(options: CreatePorticoOptions<P>): Portico<P> {
  const { appId, plugins } = options;
  if (typeof appId !== 'string' || appId.length !== APP_ID_LENGTH) {
    throw new PorticoError('invalid_app_id', 'Cannot initialize the provider with an invalid app ID');
  }
  checkPlugins(plugins);
  checkServices(plugins);

  const now = options.now ?? Date.now;
  const config = options.config ?? {};
  const storage = options.storage ?? defaultStorage();
  const store = createStore<KernelState>(initialKernelState);
  const events = createEventBus();
  const crossTab = createCrossTab(appId);
  const ledger = createRotationLedger(appId);
  const tokens = createTokenStore(storage, appId, now);
  const errors = mergeCatalogues(baseErrors, ...plugins.map((p) => p.errors));
  const knownCodes = new Set<string>([...BASE_ERROR_CODES, ...Object.keys(errors)]);
  const analyticsId = analyticsIdFrom(storage);

  const api = createApi({
    apiUrl: options.apiUrl,
    appId,
    clientId: options.clientId,
    analyticsId,
    fetch: options.fetch,
    getAccessToken: () => tokens.read().accessToken,
    isKnownCode: (code): code is ErrorCode => knownCodes.has(code),
  });

  const setSignedOut = () =>
    store.setState((state) => ({ ...state, user: null, status: 'unauthenticated' }));

  const session = createSession({
    appId,
    api,
    tokens,
    crossTab,
    ledger,
    now,
    onRefreshed: ({ user }) => {
      if (user) store.setState((state) => ({ ...state, user: withViews(user), status: 'authenticated' }));
    },
    onCleared: (reason) => {
      const wasAuthenticated = store.getSnapshot().status === 'authenticated';
      setSignedOut();
      if (!wasAuthenticated) return;
      events.emit('logout', { reason });
      if (reason !== 'other_tab') crossTab.post({ type: 'logout' });
    },
  });
  const analytics = createAnalytics(api, analyticsId, now);
  const recentMethodKey = appStorageKey(appId, 'recent-login-method');
  store.setState((state) => ({ ...state, recentLoginMethod: storage.getItem(recentMethodKey) }));
  const rememberLoginMethod = (method: string) => {
    storage.setItem(recentMethodKey, method);
    store.setState((state) => ({ ...state, recentLoginMethod: method }));
  };
  // The steps come from the plugins' setups, which need `auth` first.
  let postLogin: PostLogin | null = null;
  const runSteps = () => postLogin?.run({ interactive: false }) ?? Promise.resolve();
  const navigation = createNavigation(store, events);
  const prompts = createPrompts(store, navigation, events);
  const auth = createAuth({ store, session, events, analytics, crossTab, rememberLoginMethod, runSteps, prompts });
  const services = createServiceRegistry();
  const steps: PostLoginStep[] = [termsStep];
  const parts = new Map<PartKey, unknown>();
  for (const part of plugins.flatMap((plugin) => plugin.parts ?? [])) {
    if (!parts.has(part.key)) parts.set(part.key, part.create({ store, storage, now, hostOptions: options }));
  }
  const partFor = <K extends PartKey>(plugin: AnyPlugin, key: K) => {
    if (!plugin.parts?.some((part) => part.key === key)) throw new Error(`Portico plugin "${plugin.id}" reads ${key} without listing it in its parts`);
    return parts.get(key) as PluginContext[K];
  };
  const shared = new Map<string, { destroy?(): void }>();

  const stopOtherTabs = crossTab.subscribe((message) => {
    if (message.type === 'logout') {
      if (store.getSnapshot().status !== 'authenticated') return;
      setSignedOut();
      events.emit('logout', { reason: 'other_tab' });
    } else {
      const user = withViews(message.user);
      store.setState((state) => ({ ...state, user, status: 'authenticated' }));
      events.emit('userUpdated', { user });
    }
  });

  const urlHandlers: UrlParamHandler[] = [];
  const starts: (() => void)[] = [];
  const teardowns: (() => void)[] = [];
  const actions: Record<string, object> = {};
  for (const plugin of plugins) {
    const ctx: PluginContext = {
      appId,
      apiUrl: options.apiUrl.replace(/\/$/, ''),
      api,
      auth,
      navigation,
      events,
      analytics,
      analyticsId,
      clientId: options.clientId ?? null,
      config,
      storage,
      getState: store.getSnapshot,
      subscribe: store.subscribe,
      hostOptions: options,
      shared<T extends object>(key: string, create: () => T & { destroy?(): void }): T {
        if (!shared.has(key)) shared.set(key, create());
        return shared.get(key) as T;
      },
      services,
      prompts,
      get chains() {
        return partFor(plugin, 'chains');
      },
      get wallets() {
        return partFor(plugin, 'wallets');
      },
      createState(initial) {
        store.setState((state) => ({ ...state, plugins: { ...state.plugins, [plugin.id]: initial } }));
        const get = () => store.getSnapshot().plugins[plugin.id] as typeof initial;
        return {
          get,
          set(update) {
            store.setState((state) => {
              const current = state.plugins[plugin.id] as typeof initial;
              const next = typeof update === 'function' ? update(current) : { ...current, ...update };
              return { ...state, plugins: { ...state.plugins, [plugin.id]: next } };
            });
          },
        };
      },
    };
    const setup = plugin.setup(ctx);
    actions[plugin.id] = setup.actions;
    services.add(plugin, setup.services);
    steps.push(...(setup.postLoginSteps ?? []));
    if (setup.urlParams) urlHandlers.push(setup.urlParams);
    if (setup.start) starts.push(setup.start);
    if (setup.teardown) teardowns.push(setup.teardown);
  }

  postLogin = createPostLogin(store, navigation, steps);
  const flowSteps = postLogin;

  async function loadAppConfig(): Promise<void> {
    try {
      const appConfig = await api.get(`/api/v1/apps/${appId}`, appConfigAnswer);
      store.setState((state) => ({ ...state, appConfig }));
    } catch (error) {
      store.setState((state) => ({ ...state, bootError: toPorticoError(error) }));
    }
  }

  async function restoreSession(): Promise<void> {
    try {
      const restored = await session.restore();
      if (!restored) setSignedOut();
    } catch (error) {
      // The server could not be reached: keep the tokens for a later try, show the user as signed out.
      setSignedOut();
      events.emit('error', { error: toPorticoError(error), intent: null });
    }
  }

  let started: Promise<void> | null = null;
  function start(): Promise<void> {
    started ??= (async () => {
      const sessionToken = takeUrlParams([SESSION_TOKEN_PARAM]);
      if (sessionToken?.[SESSION_TOKEN_PARAM]) session.storeRecoveryToken(sessionToken[SESSION_TOKEN_PARAM]);
      for (const begin of starts) begin();
      await Promise.all([loadAppConfig(), restoreSession()]);
      store.setState((state) => ({ ...state, ready: true }));
      for (const handler of urlHandlers) {
        if (handler.applies && !handler.applies()) continue;
        const params = takeUrlParams(handler.keys, handler);
        if (params) await Promise.resolve(handler.handle(params)).catch(() => {});
      }
    })();
    return started;
  }

  async function userCall(path: string, body: unknown): Promise<PorticoUser> {
    await auth.requireToken();
    return auth.updateUser(await api.post(path, body, userAnswer));
  }

  const kernel: PorticoKernel = {
    appId,
    config,
    plugins,
    navigation,
    errors,
    prompts,
    start,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    on(event, handler) {
      events.on(event, handler);
      return () => events.off(event, handler);
    },
    getAccessToken: session.getAccessToken,
    logout: () => session.logout('user'),
    async finishFlow() {
      if (store.getSnapshot().modal.intent === 'login') {
        try {
          await flowSteps.run({ interactive: true });
        } catch {
          // The person closed the modal on a step's screen: the flow ended as an exit, already reported.
          return;
        }
      }
      navigation.succeed();
      navigation.close();
    },
    continueFlow: () => flowSteps.continue(),
    acceptTerms: () => userCall('/api/v1/users/me/accept_terms', {}),
    async setCustomMetadata(metadata) {
      const body = { custom_metadata: metadata };
      const { CustomMetadataRequest } = await import('../schemas/requests');
      if (!CustomMetadataRequest.safeParse(body).success) {
        throw new PorticoError('invalid_data', 'Custom metadata must map strings to strings, numbers or booleans');
      }
      return userCall('/api/v1/users/custom_metadata', body);
    },
    forkSession: session.fork,
    describeError: (error) => describeError(errors, toPorticoError(error)),
    reportError: (error, intent) => events.emit('error', { error: toPorticoError(error), intent }),
    destroy() {
      for (const teardown of teardowns) teardown();
      for (const value of shared.values()) value.destroy?.();
      prompts.destroy();
      stopOtherTabs();
      crossTab.close();
      ledger.close();
    },
  };
  return Object.assign(kernel, actions) as Portico<P>;
}
