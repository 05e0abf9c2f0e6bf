import { SESSION_TOKEN_PARAM } from '../../kernel/index';
import { WALLET_LINK_PARAMS } from './wallet-link';

/**
 * This page's address with the parameters that reopen it inside a wallet's own browser and connect that wallet there
 * (section 4.2's deep link); `sessionToken` (a forked session's one-time token) keeps the person logged in there.
 */
export function walletLinkPage(pageUrl: string, walletId: string, sessionToken: string | null): string {
  const url = new URL(pageUrl);
  url.searchParams.set(WALLET_LINK_PARAMS.connector, 'injected');
  url.searchParams.set(WALLET_LINK_PARAMS.walletClient, walletId);
  if (sessionToken) url.searchParams.set(SESSION_TOKEN_PARAM, sessionToken);
  return url.toString();
}
