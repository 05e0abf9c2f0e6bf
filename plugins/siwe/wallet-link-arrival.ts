import type { PluginContext } from '../../kernel/index';
import { AWAITING_CONNECT_ONLY_CONNECTION, AWAITING_CONNECTION, LOGIN_FAILED_SCREEN } from './screen-names';
import { WALLET_LINK_PARAMS, type WalletLinkDeps } from './wallet-link';
import type { WalletOption } from './wallet-options';

/** Section 9: how long a wallet may take to announce itself before it counts as absent. */
export const CONNECTOR_FALLBACK_MS = 1500;

/** Resolves with the wallet's injected entry once it announces itself, or null after the fallback delay. */
function injectedWallet(deps: WalletLinkDeps, walletId: string): Promise<WalletOption | null> {
  const find = () => deps.options().find((option) => option.id === walletId && option.kind === 'injected') ?? null;
  return new Promise((resolve) => {
    const settle = (found: WalletOption | null) => {
      clearTimeout(timer);
      stop();
      resolve(found);
    };
    const timer = setTimeout(() => settle(find()), CONNECTOR_FALLBACK_MS);
    const stop = deps.onWalletsChange(() => {
      const found = find();
      if (found) settle(found);
    });
    const found = find();
    if (found) settle(found);
  });
}

/**
 * The wallet link's arrival: the named wallet connects (a login, or connect-only for a person already logged in, as
 * the forked session makes them); where that wallet is absent (the link opened outside its browser) LOGIN_FAILED_SCREEN.
 */
export async function arriveByWalletLink(ctx: PluginContext, deps: WalletLinkDeps, params: Record<string, string>): Promise<void> {
  const walletId = params[WALLET_LINK_PARAMS.walletClient]!;
  const wallet = params[WALLET_LINK_PARAMS.connector] === 'injected' ? await injectedWallet(deps, walletId) : null;
  if (!wallet) {
    ctx.navigation.open({ intent: 'login', screen: LOGIN_FAILED_SCREEN, data: { walletId } });
    return;
  }
  deps.select(walletId);
  // The prompt settles when the person connects or closes: the page's start does not wait for it.
  if (ctx.getState().user) void ctx.prompts.open(AWAITING_CONNECT_ONLY_CONNECTION, { intent: 'connect', data: { walletId } }).catch(() => {});
  else ctx.navigation.open({ intent: 'login', screen: AWAITING_CONNECTION, data: { walletId } });
}
