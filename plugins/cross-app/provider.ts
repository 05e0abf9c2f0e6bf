import type { Eip1193Provider, PluginContext } from '../../kernel/index';
import { providerError, toQuantity } from '../../kit/eip1193';
import { openPopup } from '../../kit/open-popup';
import type { CrossAppConnection, CrossAppTransactRequest } from '../../schemas/cross-app';
import { CROSS_APP_POPUP_WIDTH } from './auth';
import type { CrossAppMessages } from './messages';
import type { TokenStore } from './token-store';
import { waitForTransact } from './transact-popup';

/** The methods the transact page carries out; the rest of a wallet's surface is answered here. */
const TRANSACT_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;
const isTransactMethod = (method: string): method is (typeof TRANSACT_METHODS)[number] => (TRANSACT_METHODS as readonly string[]).includes(method);

export interface CrossAppWallet {
  address: string;
  providerAppId: string;
}

interface Deps {
  ctx: PluginContext;
  tokens: TokenStore;
  messages: CrossAppMessages;
  /** The connection as last loaded (synchronous: the popup must open inside the caller's click). */
  connection(providerAppId: string): CrossAppConnection | null;
  /** Links the provider app's account again, through its consent popup: that stores a fresh provider token. */
  link(providerAppId: string): Promise<unknown>;
}

/** Whether the logged-in user has `address` in a linked cross-app account of that provider app. */
function isCrossAppAddress(ctx: PluginContext, providerAppId: string, address: string): boolean {
  const wanted = address.toLowerCase();
  return Boolean(
    ctx.getState().user?.linkedAccounts.some(
      (account) => account.type === 'cross_app' && account.providerApp.id === providerAppId && account.embeddedWallets.some((wallet) => wallet.address.toLowerCase() === wanted),
    ),
  );
}

/** Section 4's cross-app signing: started, the refusals, the popup, then the response, error, rejection or timeout. */
export function createTransact({ ctx, tokens, messages: m, connection, link }: Deps) {
  const refuse = (message: string) => providerError(4100, message);

  return function transact(wallet: CrossAppWallet, method: string, params: readonly unknown[]): Promise<unknown> {
    const event = { providerAppId: wallet.providerAppId, method };
    ctx.analytics.track('cross_app_request_started', event);
    const fail = (error: Error & { code?: number }) => {
      ctx.analytics.track('cross_app_request_error', { ...event, error: error.message });
      return Promise.reject(error);
    };
    // Every check is synchronous: the popup opens inside the caller's click.
    if (!isCrossAppAddress(ctx, wallet.providerAppId, wallet.address)) return fail(refuse(m.wrongAddress));
    const app = connection(wallet.providerAppId);
    if (!app) return fail(refuse(m.invalidConnectedApp));
    if (app.readOnly) return fail(refuse(m.readOnly));
    const transactPage = new URL('/oauth/transact', app.providerAppCustomApiUrl ?? ctx.apiUrl);
    const token = tokens.get(wallet.providerAppId);
    if (token) return ask(token).catch(fail);
    // Section 4: without a token, link first (its consent popup opens inside the caller's click), then ask. A browser
    // may block the second popup, opened after the consent: then a second request goes straight to it.
    return link(wallet.providerAppId)
      .then(() => {
        const fresh = tokens.get(wallet.providerAppId);
        if (!fresh) throw refuse(m.noToken);
        return ask(fresh);
      })
      .catch(fail);

    function ask(token: string): Promise<unknown> {
      const popup = openPopup({ width: CROSS_APP_POPUP_WIDTH, name: 'cross-app-transact' });
      if (!popup) return Promise.reject(providerError(-32603, m.initFailed));

      const request: CrossAppTransactRequest = {
        content: { request: { request: { method, params: [...params] } } },
        timestamp: Date.now(),
        callbackUrl: window.location.origin,
      };
      const url = new URL(transactPage);
      url.searchParams.set('token', token);
      url.searchParams.set('request', JSON.stringify(request));
      popup.location.href = url.toString();
      const onToken = (value: string | null) => (value ? tokens.set(wallet.providerAppId, value) : tokens.clear(wallet.providerAppId));
      return waitForTransact({ popup, origin: url.origin, messages: m, onToken }).then((result) => {
        ctx.analytics.track('cross_app_request_success', event);
        return result;
      });
    }
  };
}

export type Transact = ReturnType<typeof createTransact>;

/**
 * The cross-app wallet's EIP-1193 provider: signatures and transactions go through the provider app's transact
 * page; accounts and the chain are answered here.
 */
export function crossAppProvider(ctx: PluginContext, wallet: CrossAppWallet, transact: Transact, m: CrossAppMessages, appName: () => string): Eip1193Provider {
  let chainId = ctx.chains.defaultChain?.id ?? 1;
  return {
    async request({ method, params = [] }) {
      switch (method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [wallet.address];
        case 'eth_chainId':
          return toQuantity(chainId);
        case 'wallet_switchEthereumChain': {
          const [target] = params as [{ chainId?: string } | undefined];
          chainId = ctx.chains.resolve(Number(target?.chainId ?? chainId)).id;
          ctx.wallets.setChain(`eip155:${chainId}`);
          return null;
        }
        case 'eth_sendTransaction': {
          // The provider app signs on the chain this wallet is on unless the transaction names one.
          const [tx] = params as [Record<string, unknown> | undefined];
          return transact(wallet, method, [{ chainId: toQuantity(chainId), ...tx }]);
        }
        default:
          if (isTransactMethod(method)) return transact(wallet, method, params);
          throw providerError(4200, m.unsupportedMethod.replace('{app}', appName()).replace('{method}', method));
      }
    },
  };
}
