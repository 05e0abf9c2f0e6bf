import type { ErrorBodyWire } from 'portico';
import { appConfig, loginAnswer } from './fixtures';

/** Where the gallery's kernels think the provider API is; the stub answers instead, so nothing leaves the page. */
export const GALLERY_API_URL = 'https://api.gallery.invalid';

interface StubAnswer {
  status: number;
  body: unknown;
}

const ok = (body: unknown): StubAnswer => ({ status: 200, body });
const refused = (status: number, body: ErrorBodyWire): StubAnswer => ({ status, body });

/** Method and path -> answer: what a screen's first render and the samples' actions call. */
function answers(appId: string): Record<string, StubAnswer> {
  return {
    [`GET /api/v1/apps/${appId}`]: ok(appConfig(appId)),
    // Only asked when the demo left a session marker on this origin: the gallery starts logged out.
    'POST /api/v1/sessions': ok({ user: null, session_update_action: 'clear' }),
    'POST /api/v1/analytics_events': ok({}),
    'POST /api/v1/passwordless/init': ok({}),
    'POST /api/v1/passwordless/authenticate': ok(loginAnswer),
    'POST /api/v1/passwordless_sms/init': ok({}),
    'POST /api/v1/passwordless_sms/authenticate': ok(loginAnswer),
    'POST /api/v1/passkeys/authenticate/init': ok({ relying_party: 'localhost', options: { challenge: 'Z2FsbGVyeS1jaGFsbGVuZ2U' } }),
    // Refusals give the OAuth and Telegram screens a settled state of their own (a pending call would time out).
    'POST /api/v1/oauth/init': refused(429, { error: 'Too many requests', code: 'too_many_requests' }),
    'POST /api/v1/telegram/authenticate': refused(400, { error: 'Invalid Telegram data', code: 'invalid_credentials' }),
    // A channel nobody approves: AWAITING_FARCASTER_CONNECTION keeps showing its QR code.
    'POST /api/v1/farcaster/init': ok({ connect_uri: 'https://farcaster.gallery.invalid/connect?channel_token=gallery', channel_token: 'gallery' }),
    'GET /api/v1/farcaster/status': ok({ state: 'pending' }),
    // One provider app: CROSS_APP_AUTH_SCREEN lists it.
    [`GET /api/v1/apps/${appId}/cross-app/connections`]: ok({
      connections: [
        { provider_app_id: 'provider-app-000000000001', provider_app_name: 'Portico Provider Demo', provider_app_icon_url: null, provider_app_custom_api_url: null, read_only: false },
      ],
    }),
  };
}

/** A fetch answering from the fixtures, for one kernel of app `appId`; an unknown call is a 404 and a warning. */
export function stubApi(appId: string): typeof fetch {
  const table = answers(appId);
  return async (input, init) => {
    const request = new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const answer = table[route];
    if (!answer) console.warn(`[gallery] No fixture answers ${route} (examples/demo/gallery/stub-api.ts)`);
    const { status, body } = answer ?? refused(404, { error: `No fixture answers ${route}`, code: 'not_found' });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}
