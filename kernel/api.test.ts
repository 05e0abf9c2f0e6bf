import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiError, createFakeFetch, deferred, json, type RouteHandler } from '../test/support/fake-fetch';
import { API_URL, APP_ID } from '../test/support/wire';
import { createApi, retryDelay, type ApiOptions } from './api';
import { BASE_ERROR_CODES, PorticoError, type ErrorCode } from './errors';

const Answer = z.object({ ok: z.boolean(), n: z.optional(z.number()) });

const isKnownCode = (code: string): code is ErrorCode => (BASE_ERROR_CODES as readonly string[]).includes(code);

function setup(handler: RouteHandler = () => json({ ok: true }), options: Partial<ApiOptions> = {}) {
  const server = createFakeFetch(handler);
  const api = createApi({
    apiUrl: API_URL,
    appId: APP_ID,
    analyticsId: 'analytics-id-1',
    getAccessToken: () => null,
    fetch: server.fetch,
    isKnownCode,
    ...options,
  });
  return { api, server };
}

/** Lets pending promise callbacks (and 0 ms timers) run without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** Settles a promise into its error so a rejection is never unhandled while timers run. */
function capture<T>(promise: Promise<T>): Promise<unknown> {
  return promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => error,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('retry rule', () => {
  it('computes the spec delays: 500 ms, tripled each time', () => {
    expect([1, 2, 3].map(retryDelay)).toEqual([500, 1500, 4500]);
  });

  it.each([408, 409, 425, 500, 502, 503, 504])(
    'retries %i three times, waiting 500, 1500 then 4500 ms between attempts',
    async (status) => {
      const { api, server } = setup(() => apiError(status, 'server_trouble'));
      const result = capture(api.get('/api/v1/thing', Answer));

      await flush();
      expect(server.requests).toHaveLength(1);

      let sent = 1;
      for (const delay of [500, 1500, 4500]) {
        // Nothing goes out one millisecond before the delay is over...
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(server.requests).toHaveLength(sent);
        // ...and the retry goes out as soon as it is.
        await vi.advanceTimersByTimeAsync(1);
        sent += 1;
        expect(server.requests).toHaveLength(sent);
      }

      // No fifth attempt, however long we wait.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(server.requests).toHaveLength(4);

      const error = await result;
      expect(error).toBeInstanceOf(PorticoError);
      expect(error).toMatchObject({ status, retryable: true });
      // Every attempt was the same call.
      expect(new Set(server.requests.map((r) => `${r.method} ${r.path}`))).toEqual(new Set(['GET /api/v1/thing']));
    },
  );

  it.each([400, 401, 403, 404, 422, 429])('does not retry %i', async (status) => {
    const { api, server } = setup(() => apiError(status, 'invalid_data', 'Nope'));
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
    const error = await result;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ status, retryable: false });
  });

  it('does not retry 429 even when the server sends Retry-After', async () => {
    const { api, server } = setup(() => json({ error: 'Slow down', code: 'too_many_requests' }, 429, { 'retry-after': '1' }));
    const result = capture(api.post('/api/v1/thing', { a: 1 }, Answer));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
    expect(await result).toMatchObject({ code: 'too_many_requests', status: 429 });
  });

  it('retries POST too, re-sending the same body each time', async () => {
    const { api, server } = setup(() => apiError(503, 'unavailable'));
    const result = capture(api.post('/api/v1/passwordless/init', { email: 'ada@example.com' }, Answer));
    await vi.advanceTimersByTimeAsync(500 + 1500 + 4500);
    expect(server.requests).toHaveLength(4);
    for (const request of server.requests) {
      expect(request.method).toBe('POST');
      expect(request.body).toEqual({ email: 'ada@example.com' });
    }
    expect(await result).toMatchObject({ status: 503 });
  });

  it('resolves with the answer when a retry succeeds', async () => {
    const statuses = [500, 502];
    const { api, server } = setup(() => {
      const status = statuses.shift();
      return status ? apiError(status, 'oops') : json({ ok: true, n: 3 });
    });
    const result = capture(api.post('/api/v1/thing', {}, Answer));
    await vi.advanceTimersByTimeAsync(500 + 1500);
    expect(server.requests).toHaveLength(3);
    expect(await result).toEqual({ resolved: { ok: true, n: 3 } });
  });

  it('retry: false sends exactly one request', async () => {
    const { api, server } = setup(() => apiError(500, 'oops'));
    const result = capture(api.post('/api/v1/analytics_events', { event_name: 'x' }, Answer, { retry: false }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
    expect(await result).toMatchObject({ status: 500, retryable: true });
  });

  it('retries network failures and then reports a retryable network_error', async () => {
    const { api, server } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(500 + 1500 + 4500);
    expect(server.requests).toHaveLength(4);
    const error = await result;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'network_error', retryable: true, status: null });
  });

  it('turns a request that never answers into client_request_timeout after 10 s, without retrying', async () => {
    const { api, server } = setup(() => new Promise<Response>(() => {}));
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ code: 'client_request_timeout', retryable: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('abort signals', () => {
  it('an aborted call rejects with the abort, is not turned into a PorticoError and is not re-sent', async () => {
    const { api, server } = setup(
      (request) =>
        new Promise<Response>((_, reject) => {
          request.request.signal.addEventListener('abort', () => reject(request.request.signal.reason));
        }),
    );
    const controller = new AbortController();
    const result = capture(api.get('/api/v1/thing', Answer, { signal: controller.signal }));
    await flush();
    controller.abort();
    const error = await result;
    expect(error).not.toBeInstanceOf(PorticoError);
    expect((error as Error).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
  });
});

describe('headers and credentials', () => {
  it('sends the app id, SDK name and version, analytics id and credentials: include', async () => {
    const { api, server } = setup();
    await api.get('/api/v1/apps/x', Answer);
    const [request] = server.requests;
    expect(request?.url.href).toBe(`${API_URL}/api/v1/apps/x`);
    expect(request?.headers.get('privy-app-id')).toBe(APP_ID);
    expect(request?.headers.get('privy-client')).toBe('portico:0.1.0');
    expect(request?.headers.get('privy-ca-id')).toBe('analytics-id-1');
    expect(request?.request.credentials).toBe('include');
  });

  it('sends no privy-client-id and no Authorization when there is no client id and no token', async () => {
    const { api, server } = setup();
    await api.post('/api/v1/sessions', { refresh_token: null }, Answer);
    const [request] = server.requests;
    expect(request?.headers.has('privy-client-id')).toBe(false);
    expect(request?.headers.has('authorization')).toBe(false);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ refresh_token: null });
  });

  it('sends privy-client-id when the host gives one', async () => {
    const { api, server } = setup(undefined, { clientId: 'client-abc' });
    await api.get('/api/v1/thing', Answer);
    expect(server.requests[0]?.headers.get('privy-client-id')).toBe('client-abc');
  });

  it('sends the current access token as a bearer token, read at send time', async () => {
    let token: string | null = 'token-1';
    const { api, server } = setup(undefined, { getAccessToken: () => token });
    await api.get('/api/v1/one', Answer);
    token = 'token-2';
    await api.post('/api/v1/two', {}, Answer);
    token = null;
    await api.post('/api/v1/three', {}, Answer);
    expect(server.requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer token-1',
      'Bearer token-2',
      null,
    ]);
  });

  it('sends the same headers on every retry', async () => {
    const statuses = [500, 500];
    const { api, server } = setup(
      () => {
        const status = statuses.shift();
        return status ? apiError(status, 'oops') : json({ ok: true });
      },
      { clientId: 'client-abc', getAccessToken: () => 'tok' },
    );
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(2_000);
    await result;
    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(request.headers.get('privy-app-id')).toBe(APP_ID);
      expect(request.headers.get('privy-client')).toBe('portico:0.1.0');
      expect(request.headers.get('privy-ca-id')).toBe('analytics-id-1');
      expect(request.headers.get('privy-client-id')).toBe('client-abc');
      expect(request.headers.get('authorization')).toBe('Bearer tok');
      expect(request.request.credentials).toBe('include');
    }
  });
});

describe('error answers', () => {
  it('maps { error, code } with a known code to a PorticoError carrying code, shortMessage, status, retryable', async () => {
    const { api } = setup(() => apiError(400, 'invalid_credentials', 'Invalid code'));
    const error = await capture(api.post('/api/v1/passwordless/authenticate', {}, Answer));
    expect(error).toBeInstanceOf(PorticoError);
    const e = error as PorticoError;
    expect(e.code).toBe('invalid_credentials');
    expect(e.shortMessage).toBe('Invalid code');
    expect(e.message).toBe('Invalid code');
    expect(e.status).toBe(400);
    expect(e.retryable).toBe(false);
    expect(e.serverCode).toBeUndefined();
    expect(e.name).toBe('PorticoError');
  });

  it('marks an error with a retryable status as retryable once the retries are used up', async () => {
    const { api } = setup(() => apiError(409, 'linked_to_another_user', 'Conflict'));
    const result = capture(api.post('/api/v1/thing', {}, Answer));
    await vi.advanceTimersByTimeAsync(6_500);
    expect(await result).toMatchObject({ code: 'linked_to_another_user', status: 409, retryable: true });
  });

  it('maps an unknown server code to api_error and keeps the server code', async () => {
    const { api } = setup(() => apiError(403, 'brand_new_code', 'Something new'));
    const error = (await capture(api.get('/api/v1/thing', Answer))) as PorticoError;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.code).toBe('api_error');
    expect(error.serverCode).toBe('brand_new_code');
    expect(error.shortMessage).toBe('Something new');
    expect(error.status).toBe(403);
  });

  it('accepts codes the caller declares known (plugin codes)', async () => {
    const { api } = setup(() => apiError(400, 'plugin_code', 'From a plugin'), {
      isKnownCode: (code): code is ErrorCode => code === 'plugin_code',
    });
    const error = (await capture(api.get('/api/v1/thing', Answer))) as PorticoError;
    expect(error.code).toBe('plugin_code');
    expect(error.serverCode).toBeUndefined();
  });

  it('gives a typed api_error for a non-JSON error body', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 404, headers: { 'content-type': 'text/html' } }));
    const error = (await capture(api.get('/api/v1/thing', Answer))) as PorticoError;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.code).toBe('api_error');
    expect(error.status).toBe(404);
    expect(error.shortMessage).toBe('Request failed with status 404');
  });

  it('gives a typed api_error for a JSON error body without a code', async () => {
    const { api } = setup(() => json({ message: 'nope' }, 422));
    const error = (await capture(api.get('/api/v1/thing', Answer))) as PorticoError;
    expect(error).toMatchObject({ code: 'api_error', status: 422, retryable: false });
  });

  it('gives a typed api_error for an empty error body', async () => {
    const { api } = setup(() => new Response(null, { status: 401 }));
    const error = (await capture(api.get('/api/v1/thing', Answer))) as PorticoError;
    expect(error).toMatchObject({ code: 'api_error', status: 401 });
  });

  it('turns a 200 answer that fails its schema into invalid_response, without retrying', async () => {
    const { api, server } = setup(() => json({ ok: 'yes' }));
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(60_000);
    const error = (await result) as PorticoError;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.code).toBe('invalid_response');
    expect(error.shortMessage).toBe('Unexpected answer from /api/v1/thing');
    expect(error.details).toContain('ok');
    expect(server.requests).toHaveLength(1);
  });

  it('turns a 200 answer that is not JSON at all into invalid_response', async () => {
    const { api, server } = setup(() => new Response('<html>maintenance</html>', { status: 200 }));
    const result = capture(api.get('/api/v1/thing', Answer));
    await vi.advanceTimersByTimeAsync(60_000);
    const error = (await result) as PorticoError;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error.code).toBe('invalid_response');
    expect(error.retryable).toBe(false);
    expect(server.requests).toHaveLength(1);
  });

  it('turns an empty 200 answer into invalid_response when the schema expects a body', async () => {
    const { api } = setup(() => new Response(null, { status: 204 }));
    const error = (await capture(api.post('/api/v1/thing', {}, Answer))) as PorticoError;
    expect(error).toMatchObject({ code: 'invalid_response' });
  });

  it('returns the schema output (transforms applied), not the raw JSON', async () => {
    const Mapped = z.pipe(
      z.object({ created_at: z.number() }),
      z.transform((w) => ({ createdAt: new Date(w.created_at * 1000) })),
    );
    const { api } = setup(() => json({ created_at: 10, extra: true }));
    await expect(api.get('/api/v1/thing', Mapped)).resolves.toEqual({ createdAt: new Date(10_000) });
  });
});

describe('sharing identical concurrent calls', () => {
  it('five concurrent identical posts make one request and all get its answer', async () => {
    const answer = deferred<Response>();
    const { api, server } = setup(() => answer.promise);
    const calls = Array.from({ length: 5 }, () => api.post('/api/v1/sessions', { refresh_token: 'r1' }, Answer));
    await flush();
    expect(server.requests).toHaveLength(1);
    answer.resolve(json({ ok: true, n: 1 }));
    const results = await Promise.all(calls);
    expect(results).toEqual(Array.from({ length: 5 }, () => ({ ok: true, n: 1 })));
    expect(server.requests).toHaveLength(1);
  });

  it('five concurrent identical gets make one request', async () => {
    const answer = deferred<Response>();
    const { api, server } = setup(() => answer.promise);
    const calls = Array.from({ length: 5 }, () => api.get('/api/v1/apps/x', Answer));
    await flush();
    answer.resolve(json({ ok: true }));
    await Promise.all(calls);
    expect(server.requests).toHaveLength(1);
  });

  it('posts with different bodies are not shared', async () => {
    const { api, server } = setup((request) => json({ ok: true, n: (request.body as { n: number }).n }));
    const [a, b] = await Promise.all([
      api.post('/api/v1/thing', { n: 1 }, Answer),
      api.post('/api/v1/thing', { n: 2 }, Answer),
    ]);
    expect(server.requests).toHaveLength(2);
    expect(a).toEqual({ ok: true, n: 1 });
    expect(b).toEqual({ ok: true, n: 2 });
  });

  it('a GET and a POST to the same path are not shared', async () => {
    const { api, server } = setup();
    await Promise.all([api.get('/api/v1/thing', Answer), api.post('/api/v1/thing', undefined, Answer)]);
    expect(server.requests.map((r) => r.method).sort()).toEqual(['GET', 'POST']);
  });

  it('shares a failure too, and a later identical call sends a new request', async () => {
    const answers = [apiError(400, 'invalid_data', 'bad'), json({ ok: true })];
    const { api, server } = setup(() => answers.shift() ?? json({ ok: false }));
    const failing = await Promise.all([
      capture(api.post('/api/v1/thing', { a: 1 }, Answer)),
      capture(api.post('/api/v1/thing', { a: 1 }, Answer)),
    ]);
    expect(server.requests).toHaveLength(1);
    expect(failing[0]).toMatchObject({ code: 'invalid_data' });
    expect(failing[1]).toBe(failing[0]);
    await expect(api.post('/api/v1/thing', { a: 1 }, Answer)).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(2);
  });

  it('calls with an abort signal are never shared', async () => {
    const { api, server } = setup();
    const signal = new AbortController().signal;
    await Promise.all([
      api.post('/api/v1/thing', { a: 1 }, Answer, { signal }),
      api.post('/api/v1/thing', { a: 1 }, Answer, { signal }),
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('fire-and-forget calls (retry: false) are never shared', async () => {
    const { api, server } = setup();
    await Promise.all([
      api.post('/api/v1/analytics_events', { a: 1 }, Answer, { retry: false }),
      api.post('/api/v1/analytics_events', { a: 1 }, Answer, { retry: false }),
    ]);
    expect(server.requests).toHaveLength(2);
  });

  it('the same call read by two schemas is not shared', async () => {
    const { api, server } = setup();
    const Other = z.object({ ok: z.literal(true) });
    await Promise.all([api.post('/api/v1/thing', { a: 1 }, Answer), api.post('/api/v1/thing', { a: 1 }, Other)]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('schemas loaded with their first call', () => {
  it('reads the answer with the schema a loader brings, asked for as the request goes out', async () => {
    const { api, server } = setup(() => json({ ok: true, n: 2 }));
    const loader = vi.fn(async () => Answer);
    const answer = api.get('/api/v1/thing', loader);
    expect(loader).toHaveBeenCalledTimes(1);
    await expect(answer).resolves.toEqual({ ok: true, n: 2 });
    expect(server.requests).toHaveLength(1);
  });

  it('still checks the answer against it: a wrong one is invalid_response', async () => {
    const { api } = setup(() => json({ ok: 'yes' }));
    const error = (await capture(api.get('/api/v1/thing', async () => Answer))) as PorticoError;
    expect(error.code).toBe('invalid_response');
  });

  it('turns a loader that fails (its chunk did not load) into a retryable network_error', async () => {
    const { api } = setup();
    const error = (await capture(api.get('/api/v1/thing', () => Promise.reject(new Error('Failed to fetch dynamically imported module'))))) as PorticoError;
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'network_error', retryable: true });
  });
});
