import { Hono, type Context } from 'hono';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../schemas';
import { readForm } from '../../shared/body';
import type { EmulatorContext, EmulatorEnv } from '../../provider/context';
import { invalidData } from '../../shared/http-error';
import { approveRequest, denyRequest, findAuthorizationRequest, identityFromForm } from '../../provider/oauth';
import { renderAuthorizePage, renderExpiredPage } from '../oauth-page';
import { EMULATED_PROVIDERS, TEST_IDENTITIES } from '../../provider/oauth-providers';

const isProvider = (value: string): value is OAuthProvider => (OAUTH_PROVIDERS as readonly string[]).includes(value);
const NO_STORE = { 'cache-control': 'no-store' };

/** GET and POST /oauth/{provider}/authorize: the emulated provider's page, where a person approves or denies. */
export function oauthProviderRoutes(ctx: EmulatorContext) {
  const appName = (appId: string) => ctx.repo.get('apps', appId)?.config.name ?? 'An app';
  const expired = (c: Context) => c.html(renderExpiredPage(), 404, NO_STORE);

  return new Hono<EmulatorEnv>()
    .get('/:provider/authorize', (c) => {
      const provider = c.req.param('provider');
      const requestId = c.req.query('request') ?? '';
      const record = isProvider(provider) ? findAuthorizationRequest(ctx, provider, requestId) : undefined;
      if (!record) return expired(c);
      const picked = c.req.query('identity') ?? 'ada';
      const selected = Object.hasOwn(TEST_IDENTITIES, picked) ? picked : 'ada';
      const values = TEST_IDENTITIES[selected] ?? {};
      return c.html(renderAuthorizePage({ provider: record.provider, requestId, appName: appName(record.app_id), values, selected }), 200, NO_STORE);
    })
    .post('/:provider/authorize', async (c) => {
      const provider = c.req.param('provider');
      const form = await readForm(c);
      const requestId = form.get('request') ?? '';
      const record = isProvider(provider) ? findAuthorizationRequest(ctx, provider, requestId) : undefined;
      if (!record) return expired(c);
      // 303: the browser follows with a GET, as after any form post.
      const decision = form.get('decision');
      if (decision === 'deny') return c.redirect(denyRequest(ctx, requestId, record), 303);
      if (decision !== 'approve') throw invalidData('Invalid decision: expected approve or deny');
      const typed = identityFromForm(record.provider, form);
      if ('error' in typed) {
        const values = Object.fromEntries(EMULATED_PROVIDERS[record.provider].fields.map((field) => [field, form.get(field) ?? '']));
        const page = renderAuthorizePage({ provider: record.provider, requestId, appName: appName(record.app_id), values, error: typed.error });
        return c.html(page, 400, NO_STORE);
      }
      return c.redirect(approveRequest(ctx, requestId, record, typed.identity), 303);
    });
}
