import type { PluginContext, PorticoUser, UrlParamHandler } from '../../kernel/index';
import { RETURN_PARAMS } from '../../kit/popup-messages';
import { isSameOriginPopup, relayReturnToOpener } from '../../kit/popup-return';
import { userAnswer } from '../../schemas/lazy';
import { CrossAppConnectionsSchema, type CrossAppConnection } from '../../schemas/cross-app';
import { createCrossAppAuth, providerId, type CrossAppAuthResult } from './auth';
import type { CrossAppMessages } from './messages';
import { createTransact, crossAppProvider, type CrossAppWallet } from './provider';
import { CROSS_APP_AUTH_SCREEN, initialState, START_PROVIDER_APP, type CrossAppState } from './state';
import { createTokenStore } from './token-store';

export interface CrossAppActions {
  /** The requester app's provider apps (loaded once, then from memory). */
  getConnections(): Promise<CrossAppConnection[]>;
  /** Logs in with a provider app's account. Call it inside a click: the consent popup opens before any await. */
  login(providerAppId: string): Promise<CrossAppAuthResult>;
  /** Links a provider app's account to the logged-in user (same popup). */
  link(providerAppId: string): Promise<PorticoUser>;
  unlink(subject: string): Promise<PorticoUser>;
  /** For the screen's Retry: starts the current flow again; failures land in the state. Call it inside a click. */
  restart(): void;
  /** The stored provider token of a provider app, or null. */
  getProviderAccessToken(providerAppId: string): string | null;
  getState(): CrossAppState;
  messages: CrossAppMessages;
}

const WALLET_CLIENT_TYPE = 'privy';
const CONNECTOR_TYPE = 'cross_app';

export function createCrossApp(ctx: PluginContext, messages: CrossAppMessages, onConnections: (count: number) => void = () => {}) {
  const state = ctx.createState<CrossAppState>(initialState);
  const tokens = createTokenStore(ctx.appId, ctx.storage);
  const known = (providerAppId: string) => state.get().connections?.find((entry) => entry.providerAppId === providerAppId) ?? null;
  // One load per kernel, for the page's life: the list is the app's, not the user's, so logout and login keep it. A
  // failed load is forgotten, so the next caller asks again.
  let loading: Promise<CrossAppConnection[]> | null = null;

  function getConnections(): Promise<CrossAppConnection[]> {
    const loaded = state.get().connections;
    if (loaded) return Promise.resolve(loaded);
    loading ??= ctx.api.get(`/api/v1/apps/${ctx.appId}/cross-app/connections`, CrossAppConnectionsSchema).then(
      (connections) => {
        state.set({ connections });
        onConnections(connections.length);
        return connections;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  const auth = createCrossAppAuth({ ctx, state, tokens, messages, connection: async (id) => (await getConnections()).find((entry) => entry.providerAppId === id) ?? null });
  const transact = createTransact({ ctx, tokens, messages, connection: known, link: (providerAppId) => auth.begin(providerAppId, 'link', false) });
  const nameOf = (providerAppId: string) => known(providerAppId)?.providerAppName ?? messages.unknownApp;

  /** The user's cross-app wallets (every cross_app account's embedded wallets). */
  function crossAppWallets(user: PorticoUser | null): (CrossAppWallet & { name: string })[] {
    return (user?.linkedAccounts ?? []).flatMap((account) =>
      account.type === 'cross_app' ? account.embeddedWallets.map(({ address }) => ({ address, providerAppId: account.providerApp.id, name: nameOf(account.providerApp.id) })) : [],
    );
  }

  /** Keeps the connected wallets in step with the user's cross-app accounts: they join on login or link, leave on logout. */
  function syncWallets(): void {
    const wanted = crossAppWallets(ctx.getState().user);
    const listed = ctx.getState().wallets.filter((entry) => entry.connectorType === CONNECTOR_TYPE);
    for (const wallet of wanted) {
      if (listed.some((entry) => entry.address === wallet.address)) continue;
      ctx.wallets.connect({
        address: wallet.address,
        chainType: 'ethereum',
        chainId: `eip155:${ctx.chains.defaultChain?.id ?? 1}`,
        branding: { name: wallet.name, icon: known(wallet.providerAppId)?.providerAppIconUrl ?? null, id: providerId(wallet.providerAppId) },
        imported: false,
        walletClientType: WALLET_CLIENT_TYPE,
        connectorType: CONNECTOR_TYPE,
        provider: crossAppProvider(ctx, wallet, transact, messages, () => wallet.name),
      });
    }
    for (const entry of listed) if (!wanted.some((wallet) => wallet.address === entry.address)) ctx.wallets.disconnect(entry);
  }

  /** Opening CROSS_APP_AUTH_SCREEN with a provider app starts the flow (inside the click: the store notifies synchronously). */
  function watchModal(): () => void {
    let seen = ctx.getState().modal.data;
    return ctx.subscribe(() => {
      syncWallets();
      const { modal } = ctx.getState();
      if (modal.data !== seen) {
        seen = modal.data;
        const providerAppId = modal.data[START_PROVIDER_APP];
        if (modal.open && modal.screen === CROSS_APP_AUTH_SCREEN) {
          if (typeof providerAppId === 'string') auth.begin(providerAppId, modal.intent ?? 'login', true).catch(() => {});
          else state.set({ status: 'idle', providerAppId: null, intent: null, error: null });
        }
      }
      if (!modal.open) auth.cancelFromModal();
    });
  }

  const actions: CrossAppActions = {
    getConnections,
    login: (providerAppId) => auth.begin(providerAppId, 'login', false),
    link: async (providerAppId) => (await auth.begin(providerAppId, 'link', false)).user,
    async unlink(subject) {
      await ctx.auth.requireToken();
      const account = ctx.getState().user?.linkedAccounts.find((entry) => entry.type === 'cross_app' && entry.subject === subject);
      const provider = account?.type === 'cross_app' ? providerId(account.providerApp.id) : undefined;
      const user = await ctx.api.post('/api/v1/cross-app/unlink', { subject, provider }, userAnswer);
      return ctx.auth.updateUser(user, { kind: 'unlink', accountType: 'cross_app' });
    },
    restart() {
      const { providerAppId, intent } = state.get();
      if (providerAppId) auth.begin(providerAppId, intent ?? 'login', true).catch(() => {});
    },
    getProviderAccessToken: tokens.get,
    getState: state.get,
    messages,
  };
  syncWallets();
  // The consent page sends its popup back to this page, which hands the return to the page that opened it.
  const urlParams: UrlParamHandler = { keys: Object.values(RETURN_PARAMS), applies: isSameOriginPopup, handle: (params) => void relayReturnToOpener(params) };
  // The landing screen needs them: asked when the kernel starts, never in setup (a kernel made and dropped unstarted
  // would ask a second time); a failure leaves them to the next call.
  const start = () => void getConnections().catch(() => {});
  return { actions, urlParams, start, teardown: watchModal() };
}
