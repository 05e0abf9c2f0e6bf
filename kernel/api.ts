import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import * as z from 'zod/mini';
import { ErrorBodyWire } from '../schemas/index';
import {
  PROVIDER_PREFIX,
  REQUEST_TIMEOUT_MS,
  RETRY_INITIAL_DELAY_MS,
  RETRY_LIMIT,
  RETRY_STATUS_CODES,
  SDK_NAME,
  SDK_VERSION,
} from './constants';
import { codeLoadFailed, PorticoError, type ErrorCode } from './errors';

export interface ApiOptions {
  apiUrl: string;
  appId: string;
  clientId?: string | undefined;
  /** Random id kept in storage that groups this browser's analytics. */
  analyticsId: string;
  /** The stored access token, sent as a bearer token when present. */
  getAccessToken: () => string | null;
  fetch?: typeof fetch | undefined;
  /** Whether a server code is one the kernel or a registered plugin knows. */
  isKnownCode: (code: string) => code is ErrorCode;
}

interface RequestOptions {
  /** Analytics opt out of retries: their failures are ignored anyway. */
  retry?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * An answer's schema, or a loader of it: a schema only some answers need (the user and its linked accounts) then loads
 * with the first request that needs it, alongside that request, rather than with the page.
 */
type SchemaSource<S extends z.ZodMiniType> = S | (() => Promise<S>);

export interface Api {
  get<S extends z.ZodMiniType>(path: string, schema: SchemaSource<S>, options?: RequestOptions): Promise<z.output<S>>;
  post<S extends z.ZodMiniType>(path: string, body: unknown, schema: SchemaSource<S>, options?: RequestOptions): Promise<z.output<S>>;
}

/** The delay before retry n (1-based): 500 ms, tripled each time. */
export const retryDelay = (attempt: number) => RETRY_INITIAL_DELAY_MS * 3 ** (attempt - 1);

const RETRYABLE = new Set<number>(RETRY_STATUS_CODES);

async function fromHttpError(error: HTTPError, isKnownCode: ApiOptions['isKnownCode']): Promise<PorticoError> {
  const status = error.response.status;
  const retryable = RETRYABLE.has(status);
  let body: unknown;
  try {
    body = await error.response.clone().json();
  } catch {
    body = null;
  }
  const parsed = ErrorBodyWire.safeParse(body);
  if (!parsed.success) {
    return new PorticoError('api_error', `Request failed with status ${status}`, { status, retryable, cause: error });
  }
  const { code, error: message } = parsed.data;
  return isKnownCode(code)
    ? new PorticoError(code, message, { status, retryable, cause: error })
    : new PorticoError('api_error', message, { status, retryable, cause: error, serverCode: code });
}

function toApiError(error: unknown, isKnownCode: ApiOptions['isKnownCode']): Promise<PorticoError> | PorticoError {
  if (error instanceof PorticoError) return error;
  if (error instanceof HTTPError) return fromHttpError(error, isKnownCode);
  if (error instanceof TimeoutError) {
    return new PorticoError('client_request_timeout', 'The request timed out.', { retryable: true, cause: error });
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  const message = error instanceof Error ? error.message : 'Network request failed';
  return new PorticoError('network_error', message, { retryable: true, cause: error });
}

/** The schema itself, or the one its loader brings; a loader that fails (its chunk did not load) is a network error. */
async function loadSchema<S extends z.ZodMiniType>(source: SchemaSource<S>, path: string): Promise<S> {
  if (typeof source !== 'function') return source;
  try {
    return await source();
  } catch (cause) {
    throw codeLoadFailed(`reads the answer from ${path}`, cause);
  }
}

/** One ky instance per kernel: the spec's headers, credentials, retry rule and schema-checked answers. */
export function createApi(options: ApiOptions): Api {
  const client: KyInstance = ky.create({
    prefixUrl: options.apiUrl,
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.fetch && { fetch: options.fetch }),
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get', 'post', 'put', 'delete'],
      statusCodes: [...RETRY_STATUS_CODES],
      afterStatusCodes: [],
      delay: retryDelay,
    },
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set(`${PROVIDER_PREFIX}-app-id`, options.appId);
          request.headers.set(`${PROVIDER_PREFIX}-client`, `${SDK_NAME}:${SDK_VERSION}`);
          request.headers.set(`${PROVIDER_PREFIX}-ca-id`, options.analyticsId);
          if (options.clientId) request.headers.set(`${PROVIDER_PREFIX}-client-id`, options.clientId);
          const token = options.getAccessToken();
          if (token) request.headers.set('authorization', `Bearer ${token}`);
        },
      ],
    },
  });

  const inFlight = new Map<string, Promise<unknown>>();

  async function send<S extends z.ZodMiniType>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    source: SchemaSource<S>,
    requestOptions: RequestOptions = {},
  ): Promise<z.output<S>> {
    const schemaReady = loadSchema(source, path);
    // Awaited after the request; a failed request must not leave its load's failure unhandled.
    schemaReady.catch(() => {});
    let json: unknown;
    try {
      json = await client(path.replace(/^\//, ''), {
        method,
        ...(body !== undefined && { json: body }),
        ...(requestOptions.retry === false && { retry: 0 }),
        ...(requestOptions.signal && { signal: requestOptions.signal }),
        ...(requestOptions.headers && { headers: requestOptions.headers }),
        // A 2xx answer that is not JSON is a bad answer, not a network failure.
        parseJson: (text: string) => {
          try {
            return JSON.parse(text);
          } catch (cause) {
            throw new PorticoError('invalid_response', `Unexpected answer from ${path}`, {
              details: 'The answer is not JSON.',
              cause,
            });
          }
        },
      }).json();
    } catch (error) {
      throw await toApiError(error, options.isKnownCode);
    }
    const parsed = (await schemaReady).safeParse(json);
    if (!parsed.success) {
      throw new PorticoError('invalid_response', `Unexpected answer from ${path}`, {
        details: z.prettifyError(parsed.error),
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  /** Identical concurrent calls (same method, path, body and token) share one request. */
  function shared<T>(key: string, run: () => Promise<T>): Promise<T> {
    const existing = inFlight.get(key);
    if (existing) return existing as Promise<T>;
    const promise = run().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  // Schemas are part of the sharing key: the same call read two ways must not share one parse.
  const schemaIds = new WeakMap<object, number>();
  let lastSchemaId = 0;
  const schemaId = (schema: object) => {
    if (!schemaIds.has(schema)) schemaIds.set(schema, ++lastSchemaId);
    return schemaIds.get(schema);
  };

  function request<S extends z.ZodMiniType>(
    method: 'get' | 'post',
    path: string,
    body: unknown,
    schema: SchemaSource<S>,
    requestOptions: RequestOptions = {},
  ): Promise<z.output<S>> {
    // Calls with their own abort signal, and fire-and-forget calls, are never merged with others.
    if (requestOptions.signal || requestOptions.retry === false) {
      return send(method, path, body, schema, requestOptions);
    }
    const key = JSON.stringify([
      method,
      path,
      body ?? null,
      options.getAccessToken(),
      requestOptions.headers ?? null,
      schemaId(schema),
    ]);
    return shared(key, () => send(method, path, body, schema, requestOptions));
  }

  return {
    get: (path, schema, requestOptions) => request('get', path, undefined, schema, requestOptions),
    post: (path, body, schema, requestOptions) => request('post', path, body, schema, requestOptions),
  };
}
