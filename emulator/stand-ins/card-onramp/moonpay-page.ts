import { MOONPAY_BUY_PATH } from './moonpay-url';
import { purchaseLabel } from './moonpay-transactions';
import { OUTCOMES, providerPage, renderPurchasePage, WAITING_NOTICE, type Decision, type Provider } from './page-parts';
import type { MoonpayTransactionRecord } from './records';

/**
 * The first provider's stand-in buy page. Its form carries the signed query back, so only the signed URL's holder
 * decides the purchase.
 */

const MOONPAY: Provider = { name: 'MoonPay', accent: '#6a0fd9' };

const OUTCOME = { pending: OUTCOMES.paid, completed: OUTCOMES.completed, failed: OUTCOMES.failed } as const;

export function renderMoonpayBuyPage(signedQuery: string, record: MoonpayTransactionRecord) {
  const { status } = record;
  const waiting = status === 'waitingAuthorization';
  const open = status === 'created' || waiting;
  const decisions: Decision[] | null = open
    ? [['complete', 'Complete purchase'], ...(waiting ? [] : [['wait', 'Wait for authorisation'] as Decision]), ['fail', 'Fail purchase']]
    : null;
  return renderPurchasePage(MOONPAY, {
    label: purchaseLabel(record),
    address: record.wallet_address,
    creditHash: record.credit_hash,
    action: MOONPAY_BUY_PATH,
    query: signedQuery,
    decisions,
    ...(waiting && { notice: WAITING_NOTICE }),
    outcome: open ? '' : OUTCOME[status],
  });
}

export const renderBadMoonpayLinkPage = () =>
  providerPage(
    MOONPAY,
    'Invalid purchase link',
    `<h1>This purchase link is not valid</h1>
<p>Its signature does not match or the purchase is unknown. Start the purchase again from the app.</p>`,
  );
