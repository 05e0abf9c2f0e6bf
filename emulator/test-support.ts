import * as z from 'zod/mini';
import { AuthResponseWire, ErrorBodyWire } from '../schemas';
import { DEMO_APP_ID } from './provider/apps';
import { createEmulator, type Emulator } from './app';
import { createMemoryRepository } from './shared/memory-repository';
import { fetchWithProof, type TestDevice } from './pages/embedded-wallet/device-test-support';
import type { KeyService } from './provider/kms/key-service';
import type { Repository } from './shared/repository';
import type { TestToken } from './stand-ins/test-token/deploy';

export const BASE_URL = 'http://emulator.test';

export const OutboxMessageSchema = z.object({
  to: z.string(),
  channel: z.string(),
  code: z.string(),
  sentAt: z.iso.datetime(),
});

/** A clock tests can move forward. */
export function testClock(startMs = Date.UTC(2030, 0, 1)) {
  let current = startMs;
  return { now: () => current, advance: (ms: number) => void (current += ms) };
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Sent as is (malformed JSON, oversized bodies); otherwise `body` is JSON-encoded. */
  rawBody?: string;
  token?: string;
  /** `null` sends no app header. */
  appId?: string | null;
  headers?: Record<string, string>;
  /** Signs the call's device proof (DPoP) with this device, or with the emulator's device; null sends none. */
  device?: TestDevice | null;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** An in-process emulator on a memory repository, with helpers for the common steps of a test. */
export function startEmulator(
  options: {
    now?: () => number;
    repo?: Repository;
    chainRpcUrls?: Record<number, string>;
    testToken?: TestToken;
    usdc?: Record<number, `0x${string}`>;
    /** The device whose proof rides on every call that names no other (see CallOptions.device). */
    device?: TestDevice;
    keyService?: KeyService;
  } = {},
) {
  const { repo = createMemoryRepository(), now, chainRpcUrls, testToken, usdc, device: defaultDevice, keyService } = options;
  const emulator: Emulator = createEmulator({ repo, now, chainRpcUrls, testToken, usdc, ...(keyService && { keyService }) });

  async function call(path: string, options: CallOptions = {}): Promise<RawAnswer> {
    const headers = new Headers(options.headers);
    const appId = options.appId === undefined ? DEMO_APP_ID : options.appId;
    if (appId !== null) headers.set('privy-app-id', appId);
    if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers.set('content-type', 'application/json');
    const method = options.method ?? (body === undefined ? 'GET' : 'POST');
    const url = `${BASE_URL}${path}`;
    const device = options.device === undefined ? defaultDevice : options.device;
    const send = device && options.token ? fetchWithProof(device, options.token, emulator.fetch) : emulator.fetch;
    const response = await send(url, { method, headers, body });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  /** A 200 answer, checked against its wire schema. */
  async function ok<S extends z.ZodMiniType>(schema: S, path: string, options?: CallOptions): Promise<z.output<S>> {
    const answer = await call(path, options);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
    return schema.parse(JSON.parse(answer.text));
  }

  /** An error answer: its status and the `{ error, code }` body. */
  async function fail(path: string, options?: CallOptions) {
    const answer = await call(path, options);
    if (answer.status < 400) throw new Error(`${path} unexpectedly answered ${answer.status}: ${answer.text}`);
    return { status: answer.status, ...ErrorBodyWire.parse(JSON.parse(answer.text)) };
  }

  const latestCode = async (address: string) =>
    (await ok(OutboxMessageSchema, `/dev/outbox?to=${encodeURIComponent(address)}`, { appId: null })).code;

  async function sendCode(email: string, appId?: string): Promise<string> {
    await ok(z.object({ success: z.literal(true) }), '/api/v1/passwordless/init', { body: { email }, appId });
    return latestCode(email);
  }

  /** Sends a code and logs in with it, signing up when needed. */
  async function logIn(email: string, appId?: string) {
    const code = await sendCode(email, appId);
    return ok(AuthResponseWire, '/api/v1/passwordless/authenticate', { body: { email, code }, appId });
  }

  const configureApp = (appId: string, config: Record<string, unknown> = {}) =>
    call(`/dev/apps/${appId}`, { method: 'PUT', body: { name: 'Test app', email_auth: true, ...config }, appId: null });

  return { emulator, now: now ?? Date.now, call, ok, fail, sendCode, logIn, latestCode, configureApp };
}
