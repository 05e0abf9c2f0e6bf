import { Hono, type Context } from 'hono';
import type { MoonpayTransactionWire } from '../../../schemas/funding-onramp';
import { readForm } from '../../shared/body';
import {
  checkCoinbasePurchase,
  COINBASE_APP_ID,
  COINBASE_PAY_PATH,
  decideCoinbasePurchase,
  findCoinbaseSession,
  isCoinbaseDecision,
} from '../card-onramp/coinbase-sessions';
import { renderCoinbaseBuyPage, renderExpiredCoinbasePage, renderRefusedCoinbasePage } from '../card-onramp/coinbase-page';
import { renderBadMoonpayLinkPage, renderMoonpayBuyPage } from '../card-onramp/moonpay-page';
import {
  decideMoonpayPurchase,
  findMoonpayPurchase,
  isMoonpayDecision,
  moonpayTransactionWire,
} from '../card-onramp/moonpay-transactions';
import { isMoonpayApiKey, MOONPAY_BUY_PATH, verifiedBuyParams } from '../card-onramp/moonpay-url';
import type { ServiceContext, EmulatorEnv } from '../../shared/context';
import { invalidData } from '../../shared/http-error';

type Page = { html: string; headers: Record<string, string> };
const show = (c: Context, { html, headers }: Page, status: 200 | 400 | 403 | 404 = 200) => c.html(html, status, headers);

/** A MoonPay-like error body ({ message, type }), as its status host answers. */
const moonpayError = (c: Context, status: 401 | 404, message: string, type: string) => c.json({ message, type }, status);

/**
 * The providers' own sides: the first provider's buy page (GET and POST /dev/moonpay/buy) and status host
 * (GET /moonpay/v1/transactions/ext/{id}?apiKey), and the second provider's buy page (/dev/coinbase-pay/buy/select-asset).
 */
export function cardOnRampPageRoutes(ctx: ServiceContext) {
  const moonpayPage = (c: Context, search: string) => {
    const params = verifiedBuyParams(ctx, search);
    const id = params?.get('externalTransactionId') ?? '';
    const record = params && findMoonpayPurchase(ctx, id);
    return record ? show(c, renderMoonpayBuyPage(search, record)) : show(c, renderBadMoonpayLinkPage(), 403);
  };

  /** The purchase a Coinbase page query asks for, with its session; or the page to show instead. */
  const coinbasePurchase = (search: string) => {
    const query = new URLSearchParams(search);
    const token = query.get('sessionToken') ?? '';
    const session = query.get('appId') === COINBASE_APP_ID ? findCoinbaseSession(ctx, token, query.get('partnerUserId') ?? '') : undefined;
    if (!session) return { ok: false, page: renderExpiredCoinbasePage(), status: 404 } as const;
    const purchase = { asset: query.get('defaultAsset') ?? '', network: query.get('defaultNetwork') ?? '', amount: query.get('presetCryptoAmount') ?? '' };
    const checked = checkCoinbasePurchase(session, purchase);
    if ('problem' in checked) return { ok: false, page: renderRefusedCoinbasePage(checked.problem), status: 400 } as const;
    // Rebuilt from its parameters, so the form and the redirect carry nothing but a query.
    return { ok: true, token, session, purchase: { ...purchase, ...checked }, query: `?${query.toString()}` } as const;
  };

  return new Hono<EmulatorEnv>()
    .get(MOONPAY_BUY_PATH, (c) => moonpayPage(c, new URL(c.req.url).search))
    .post(MOONPAY_BUY_PATH, async (c) => {
      const form = await readForm(c);
      const search = form.get('query') ?? '';
      const decision = form.get('decision');
      const id = verifiedBuyParams(ctx, search)?.get('externalTransactionId');
      if (!id) return show(c, renderBadMoonpayLinkPage(), 403);
      if (!isMoonpayDecision(decision)) throw invalidData('Invalid decision: expected complete, wait or fail');
      await decideMoonpayPurchase(ctx, id, decision);
      // 303: the browser follows with a GET, which shows where the purchase now stands.
      return c.redirect(`${MOONPAY_BUY_PATH}${search}`, 303);
    })
    .get('/moonpay/v1/transactions/ext/:id', (c) => {
      const apiKey = c.req.query('apiKey') ?? '';
      const id = c.req.param('id');
      const record = findMoonpayPurchase(ctx, id);
      if (!isMoonpayApiKey(apiKey) || (record && record.api_key !== apiKey)) return moonpayError(c, 401, 'Invalid API key', 'UnauthorizedError');
      if (!record) return moonpayError(c, 404, 'Transaction not found', 'NotFoundError');
      return c.json([moonpayTransactionWire(id, record)] satisfies MoonpayTransactionWire[]);
    })
    .get(COINBASE_PAY_PATH, (c) => {
      const found = coinbasePurchase(new URL(c.req.url).search);
      if (!found.ok) return show(c, found.page, found.status);
      return show(c, renderCoinbaseBuyPage(found.query, found.session, found.purchase));
    })
    .post(COINBASE_PAY_PATH, async (c) => {
      const form = await readForm(c);
      const decision = form.get('decision');
      const found = coinbasePurchase(form.get('query') ?? '');
      if (!found.ok) return show(c, found.page, found.status);
      if (!isCoinbaseDecision(decision)) throw invalidData('Invalid decision: expected buy, wait, fail or cancel');
      await decideCoinbasePurchase(ctx, found.token, found.purchase, decision);
      return c.redirect(`${COINBASE_PAY_PATH}${found.query}`, 303);
    });
}
