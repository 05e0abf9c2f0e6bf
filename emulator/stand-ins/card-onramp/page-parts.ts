import { decisionButtons, escapeHtml, renderStrictDevPage } from '../../shared/dev-page';
import { ONRAMP_NETWORK_LABEL } from './purchase';

/** What both card on-ramp stand-in pages share: plain forms, no script, a strict CSP, the provider's colour. */

const STYLE = `code { word-break: break-all; }
dt { font-weight: 600; margin-top: 0.6rem; }
dd { margin: 0; }
.actions { flex-wrap: wrap; }
.note { color: #444; font-size: 0.9rem; }`;

export interface Provider {
  /** As the page's title names it: "(emulated MoonPay)". */
  name: string;
  accent: string;
}

export const providerPage = ({ name, accent }: Provider, title: string, body: string) =>
  renderStrictDevPage(`${title} (emulated ${name})`, body, { accent, style: STYLE });

/** A button of the decision form: the value it posts as `decision`, and its label. */
export type Decision = [value: string, label: string];

export interface PurchaseView {
  /** '0.05 ETH', as typed or signed (escaped here). */
  label: string;
  address: string;
  creditHash: string | undefined;
  /** Where the form posts, with the query it carries back (signed or checked by the route). */
  action: string;
  query: string;
  /** The buttons while the purchase is open; null once it is decided, when `outcome` says how it ended. */
  decisions: Decision[] | null;
  /** A line above the buttons, such as 'waiting for authorisation'. */
  notice?: string;
  outcome: string;
}

/** A purchase: what is bought and for which wallet, then the person's answer (no card asked) or its outcome. */
export function renderPurchasePage(provider: Provider, view: PurchaseView) {
  const label = escapeHtml(view.label);
  const rows: [string, string][] = [
    ['Amount', label],
    ['Network', ONRAMP_NETWORK_LABEL],
    ['Wallet address', `<code>${escapeHtml(view.address)}</code>`],
    ...(view.creditHash ? [['Transaction', `<code>${escapeHtml(view.creditHash)}</code>`] as [string, string]] : []),
  ];
  const answer = view.decisions
    ? `${view.notice ? `<p role="status">${view.notice}</p>\n` : ''}<form method="post" action="${view.action}">
<input type="hidden" name="query" value="${escapeHtml(view.query)}">
${decisionButtons(...view.decisions)}
</form>`
    : `<p role="status">${view.outcome}</p>`;
  return providerPage(
    provider,
    `Buy ${label}`,
    `<h1>Buy ${label}</h1>
<p class="note">A test purchase: this page stands in for ${provider.name}. No card is asked and nothing is charged; completing it
sends the crypto from a funded account of the local chain.</p>
<dl>\n${rows.map(([term, value]) => `<dt>${term}</dt><dd>${value}</dd>`).join('\n')}\n</dl>
${answer}`,
  );
}

/** How a decided purchase ended, in the pages' words. */
export const OUTCOMES = {
  paid: 'Payment received: the crypto is on its way to your wallet.',
  completed: 'Purchase complete. You can close this window and return to the app.',
  failed: 'The purchase failed and nothing was charged. You can close this window and return to the app.',
  cancelled: 'You cancelled the purchase. You can close this window and return to the app.',
};

export const WAITING_NOTICE = 'Waiting for your card issuer to authorise the payment. Finish or fail the purchase when you are ready.';
