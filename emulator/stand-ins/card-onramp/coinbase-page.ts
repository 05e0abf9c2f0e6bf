import { escapeHtml } from '../../shared/dev-page';
import { COINBASE_PAY_PATH, COINBASE_SESSION_TTL_MS, type CoinbasePurchase } from './coinbase-sessions';
import { OUTCOMES, providerPage, renderPurchasePage, WAITING_NOTICE, type Decision, type Provider } from './page-parts';
import type { CoinbaseSessionRecord } from './records';

/** The second provider's stand-in buy page (opened in a 440 x 680 popup): Buy, Wait for authorisation, Fail or Cancel. */

const COINBASE: Provider = { name: 'Coinbase Onramp', accent: '#0052ff' };

function outcome(session: CoinbaseSessionRecord): string {
  if (session.decision === 'cancel') return OUTCOMES.cancelled;
  if (session.status === 'success') return OUTCOMES.completed;
  if (session.status === 'failure') return OUTCOMES.failed;
  return OUTCOMES.paid;
}

export function renderCoinbaseBuyPage(query: string, session: CoinbaseSessionRecord, purchase: CoinbasePurchase & { address: string }) {
  const waiting = session.status === 'waiting_authorization';
  const decisions: Decision[] | null =
    session.used_at === undefined
      ? [['buy', 'Buy'], ...(waiting ? [] : [['wait', 'Wait for authorisation'] as Decision]), ['fail', 'Fail'], ['cancel', 'Cancel']]
      : null;
  return renderPurchasePage(COINBASE, {
    label: `${purchase.amount} ${purchase.asset}`,
    address: purchase.address,
    creditHash: session.credit_hash,
    action: COINBASE_PAY_PATH,
    query,
    decisions,
    ...(waiting && { notice: WAITING_NOTICE }),
    outcome: outcome(session),
  });
}

/** A purchase the session does not allow (another asset, network, or a bad amount). */
export const renderRefusedCoinbasePage = (problem: string) =>
  providerPage(
    COINBASE,
    'Purchase not possible',
    `<h1>This purchase is not possible</h1>
<p role="alert">${escapeHtml(problem)}</p>
<p>Close this window and start again from the app.</p>`,
  );

export const renderExpiredCoinbasePage = () =>
  providerPage(
    COINBASE,
    'Session expired',
    `<h1>This purchase session has expired</h1>
<p>It is unknown, not yours, or more than ${COINBASE_SESSION_TTL_MS / 60_000} minutes old. Close this window and start again from the app.</p>`,
  );
