/** A fetch implementation driven by a route handler, recording every Request it receives. */

export interface RecordedRequest {
  /** The Request as received (its body already read into `body` / `text`). */
  request: Request;
  method: string;
  url: URL;
  /** The URL's path, e.g. /api/v1/sessions. */
  path: string;
  headers: Headers;
  /** The raw request body ('' when none). */
  text: string;
  /** The JSON-decoded body, or undefined when there is none or it is not JSON. */
  body: unknown;
}

/** What a route answers. Throw (or reject) to simulate a network failure. */
export type RouteHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Recorded requests to a path (optionally with a method). */
  to(path: string, method?: string): RecordedRequest[];
  setHandler(handler: RouteHandler): void;
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/** The provider's error answer: `{ error, code }`. */
export function apiError(status: number, code: string, error = `Error ${code}`): Response {
  return json({ error, code }, status);
}

export function notFound(request: RecordedRequest): Response {
  return apiError(404, 'not_found', `No route for ${request.method} ${request.path}`);
}

export function createFakeFetch(handler: RouteHandler = notFound): FakeFetch {
  let current = handler;
  const requests: RecordedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    // Record synchronously so a test sees the request as soon as it is sent.
    const recorded: RecordedRequest = {
      request,
      method: request.method,
      url,
      path: url.pathname,
      headers: request.headers,
      text: '',
      body: undefined,
    };
    requests.push(recorded);
    recorded.text = request.body ? await request.clone().text() : '';
    try {
      recorded.body = recorded.text ? JSON.parse(recorded.text) : undefined;
    } catch {
      recorded.body = undefined;
    }
    return current(recorded);
  };
  return {
    fetch: fakeFetch as typeof fetch,
    requests,
    to: (path, method) => requests.filter((r) => r.path === path && (!method || r.method === method.toUpperCase())),
    setHandler(next) {
      current = next;
    },
  };
}

/** A promise with its resolve / reject exposed, to hold an answer until the test releases it. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
