import { Hono } from 'hono';
import { findApp } from '../../provider/apps';
import { readQuery } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../../provider/context';
import { CONSENT_SCRIPT_PATH, renderConsentPage } from '../cross-app/consent-page';
import { connectionOf, denyUrl, providerId } from '../../provider/cross-app/grants';
import { consentScript, transactScript } from '../cross-app/page-bundle';
import { ConsentQuery, TransactQuery } from '../../provider/cross-app/requests';
import { TRANSACT_SCRIPT_PATH, transactPage } from '../cross-app/transact-page';
import { assertLocalRedirect } from '../../provider/oauth';

/** The pages' own code only; the embedded wallet frame (same origin) is the one frame they hold. */
const PAGE_HEADERS = {
  'content-security-policy': [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; '),
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
};

const script = (bundle: () => Promise<string>) => async () =>
  new Response(await bundle(), { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } });

/** GET /oauth/authorize (the provider app's consent page) and GET /oauth/transact (its signing page), with their scripts. */
export function crossAppPageRoutes(ctx: EmulatorContext) {
  return new Hono<EmulatorEnv>()
    .get('/authorize', (c) => {
      const query = readQuery(c, ConsentQuery);
      assertLocalRedirect(query.redirect_to);
      const requester = findApp(ctx.repo, query.client_id);
      const provider = findApp(ctx.repo, query.provider_app_id);
      connectionOf(requester, providerId(provider.config.id));
      const page = renderConsentPage({ query, requesterName: requester.config.name, providerName: provider.config.name, denyUrl: denyUrl(query) });
      return c.html(page, 200, PAGE_HEADERS);
    })
    .get('/transact', (c) => {
      const { token = '', request = '' } = readQuery(c, TransactQuery);
      return c.html(transactPage(ctx, token, request), 200, PAGE_HEADERS);
    })
    .get(CONSENT_SCRIPT_PATH.replace('/oauth', ''), script(consentScript))
    .get(TRANSACT_SCRIPT_PATH.replace('/oauth', ''), script(transactScript));
}
