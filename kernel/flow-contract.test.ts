// The kernel contract plugins build on: post-login steps (modal and headless alike), services between plugins,
// prompts under their own intents, and chains. Only test plugins here: no real plugin is loaded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthResponseSchema, type AppConfigWire } from '../schemas/index';
import { clearAllCookies } from '../test/support/cookies';
import { createFakeFetch, deferred, json, notFound, type RouteHandler } from '../test/support/fake-fetch';
import { accessToken } from '../test/support/jwt';
import { API_URL, APP_ID, appConfigWire, authAnswer, wireUser } from '../test/support/wire';
import { chainsPart } from './chains';
import { createPortico } from './client';
import { isPorticoError, PorticoError } from './errors';
import type { PorticoEvents } from './events';
import { definePlugin, type AnyPlugin } from './plugin';
import type { PostLoginStep } from './post-login';
import { memoryStorage } from './storage';

declare module './services' {
  interface PorticoServices {
    greeter: { greet(name: string): string };
  }
}

const kernels: { destroy(): void }[] = [];
afterEach(() => {
  kernels.splice(0).forEach((kernel) => kernel.destroy());
  // A login leaves the refresh-marker cookie, which would make the next kernel try to restore a session.
  clearAllCookies();
});

function provider(config: Partial<AppConfigWire> = {}): RouteHandler {
  return (request) => {
    if (request.method === 'GET' && request.path === `/api/v1/apps/${APP_ID}`) return json(appConfigWire({ id: APP_ID, ...config }));
    if (request.path === '/api/v1/analytics_events') return json({});
    if (request.path === '/api/v1/users/me/accept_terms') return json(wireUser({ has_accepted_terms: true }));
    return notFound(request);
  };
}

const answer = () =>
  AuthResponseSchema.parse(
    authAnswer({ token: accessToken({ aud: APP_ID, expiresIn: 3600, sid: 'sid-1', now: Date.now() }), refresh_token: 'refresh-1' }),
  );

/** A login method whose action completes a login, as every real login plugin does. */
const loginPlugin = () =>
  definePlugin({ id: 'login', setup: (ctx) => ({ actions: { login: () => ctx.auth.completeLogin(answer(), 'email') } }) });

/** A plugin with one post-login step that records its runs and either does its work or asks for a screen. */
function stepPlugin(id: string, log: string[], outcome: 'done' | 'screen' = 'done') {
  const step: PostLoginStep = {
    id,
    applies: ({ user }) => !user.isGuest,
    run: async ({ interactive }) => {
      log.push(`${id}:${interactive ? 'modal' : 'headless'}`);
      return outcome === 'done' ? { kind: 'done' } : { kind: 'screen', screen: `${id.toUpperCase()}_SCREEN` };
    },
  };
  return definePlugin({ id, setup: () => ({ actions: {}, postLoginSteps: [step] }) });
}

function kernel<const P extends readonly AnyPlugin[]>(plugins: P, config: Partial<AppConfigWire> = {}, options: object = {}) {
  const portico = createPortico({
    appId: APP_ID,
    apiUrl: API_URL,
    plugins,
    storage: memoryStorage(),
    fetch: createFakeFetch(provider(config)).fetch,
    ...options,
  });
  kernels.push(portico);
  const seen: { [K in keyof PorticoEvents]?: PorticoEvents[K][] } = {};
  for (const name of ['flowComplete', 'error'] as const) {
    const list: unknown[] = [];
    (seen as Record<string, unknown[]>)[name] = list;
    portico.on(name, (event) => list.push(event));
  }
  return { portico, seen };
}

describe('post-login steps', () => {
  it('a headless login runs the steps in plugin order, and resolves only once they are done', async () => {
    const log: string[] = [];
    const slow = deferred<void>();
    const waits: PostLoginStep = {
      id: 'slow',
      applies: () => true,
      run: async () => {
        await slow.promise;
        log.push('slow');
        return { kind: 'done' };
      },
    };
    const slowPlugin = definePlugin({ id: 'slow', setup: () => ({ actions: {}, postLoginSteps: [waits] }) });
    const { portico } = kernel([loginPlugin(), stepPlugin('first', log), slowPlugin, stepPlugin('second', log)]);
    await portico.start();
    let resolved = false;
    const login = portico.login.login().then(() => (resolved = true));
    await vi.waitFor(() => expect(log).toEqual(['first:headless']));
    expect(resolved).toBe(false);
    slow.resolve();
    await login;
    expect(log).toEqual(['first:headless', 'slow', 'second:headless']);
  });

  it('the modal runs the same steps, after the success, then completes the flow and closes', async () => {
    const log: string[] = [];
    const { portico, seen } = kernel([loginPlugin(), stepPlugin('first', log), stepPlugin('second', log)]);
    await portico.start();
    portico.navigation.open({ intent: 'login' });
    await portico.login.login();
    // In the modal the screens run the steps once the person has seen the success.
    expect(log).toEqual([]);
    await portico.finishFlow();
    expect(log).toEqual(['first:modal', 'second:modal']);
    expect(seen.flowComplete).toHaveLength(1);
    expect(portico.getSnapshot().modal.open).toBe(false);
    expect(seen.error?.map(({ error }) => error.message)).toEqual([]);
  });

  it('terms come first: in the modal the consent screen is shown and waited for; the next step runs once it is done', async () => {
    const log: string[] = [];
    const { portico, seen } = kernel([loginPlugin(), stepPlugin('wallet', log)], { require_users_accept_terms: true });
    await portico.start();
    portico.navigation.open({ intent: 'login' });
    await portico.login.login();
    const finished = portico.finishFlow();
    await vi.waitFor(() => expect(portico.getSnapshot().modal.screen).toBe('AFFIRMATIVE_CONSENT_SCREEN'));
    expect(log).toEqual([]);
    await portico.acceptTerms();
    portico.continueFlow();
    await finished;
    expect(log).toEqual(['wallet:modal']);
    expect(seen.flowComplete).toHaveLength(1);
  });

  it('closing the modal on a step’s screen ends the flow as an exit, and later steps do not run', async () => {
    const log: string[] = [];
    const { portico, seen } = kernel([loginPlugin(), stepPlugin('ask', log, 'screen'), stepPlugin('after', log)]);
    await portico.start();
    portico.navigation.open({ intent: 'login' });
    await portico.login.login();
    const finished = portico.finishFlow();
    await vi.waitFor(() => expect(portico.getSnapshot().modal.screen).toBe('ASK_SCREEN'));
    portico.navigation.close();
    await finished;
    expect(log).toEqual(['ask:modal']);
    expect(seen.flowComplete).toEqual([]);
    expect(seen.error?.map(({ error }) => error.code)).toEqual(['exited_auth_flow']);
  });

  it('headless, a step that needs the person is left pending for the host (here the terms)', async () => {
    const log: string[] = [];
    const { portico } = kernel([loginPlugin(), stepPlugin('wallet', log)], { require_users_accept_terms: true });
    await portico.start();
    await portico.login.login();
    expect(portico.getSnapshot().pendingSteps).toEqual(['terms']);
    expect(log).toEqual(['wallet:headless']);
  });

  it('a step that does not apply is skipped', async () => {
    const log: string[] = [];
    const skipped: PostLoginStep = {
      id: 'never',
      applies: () => false,
      run: async () => {
        log.push('never');
        return { kind: 'done' };
      },
    };
    const { portico } = kernel([loginPlugin(), definePlugin({ id: 'never', setup: () => ({ actions: {}, postLoginSteps: [skipped] }) })]);
    await portico.start();
    await portico.login.login();
    expect(log).toEqual([]);
  });
});

describe('services', () => {
  const provider = () =>
    definePlugin({ id: 'provider', provides: ['greeter'], setup: () => ({ actions: {}, services: { greeter: { greet: (name: string) => `hi ${name}` } } }) });
  const user = (uses: readonly 'greeter'[] = ['greeter']) =>
    definePlugin({
      id: 'user',
      uses,
      setup: (ctx) => ({
        actions: {
          required: () => ctx.services.require('greeter').greet('ada'),
          optional: () => ctx.services.get('greeter')?.greet('ada') ?? 'nobody to greet',
        },
      }),
    });

  it('a plugin uses another’s service by name, whatever order they are passed in', () => {
    expect(kernel([user(), provider()]).portico.user.required()).toBe('hi ada');
  });

  it('a required service that no plugin provides is refused at creation', () => {
    expect(() => kernel([user()])).toThrow('Portico plugin "user" uses the "greeter" service, which no plugin provides');
  });

  it('an optional service may be absent', () => {
    expect(kernel([user([])]).portico.user.optional()).toBe('nobody to greet');
  });

  it('two providers of one service, or a provider that returns none, are refused', () => {
    const twin = definePlugin({ ...provider(), id: 'twin' });
    expect(() => kernel([provider(), twin])).toThrow('both provide the "greeter" service');
    const empty = definePlugin({ id: 'empty', provides: ['greeter'], setup: () => ({ actions: {} }) });
    expect(() => kernel([empty])).toThrow('declares the "greeter" service but its setup returned none');
  });
});

describe('prompts', () => {
  it('resolves with the screen’s answer, reports the flow complete under its intent and closes the modal', async () => {
    const { portico, seen } = kernel([]);
    const signed = portico.prompts.open<string>('SIGN_SCREEN', { intent: 'sign', data: { message: 'hello' } });
    expect(portico.getSnapshot().modal).toMatchObject({ open: true, screen: 'SIGN_SCREEN', intent: 'sign', data: { message: 'hello' } });
    portico.prompts.resolve('0xsignature');
    await expect(signed).resolves.toBe('0xsignature');
    expect(portico.getSnapshot().modal.open).toBe(false);
    expect(seen.flowComplete).toEqual([{ intent: 'sign', user: null }]);
  });

  it('closing the modal rejects with the user-rejected error (4001), reported under the prompt’s intent', async () => {
    const { portico, seen } = kernel([]);
    const signed = portico.prompts.open('SIGN_SCREEN', { intent: 'transaction' });
    portico.navigation.close();
    const error = await signed.catch((failure: unknown) => failure);
    expect(isPorticoError(error) && { code: error.code, providerCode: error.providerCode }).toEqual({
      code: 'user_rejected_request',
      providerCode: 4001,
    });
    expect(seen.error?.map(({ error, intent }) => [error.code, intent])).toEqual([['user_rejected_request', 'transaction']]);
  });

  it('a screen’s failure rejects the prompt with it; a second prompt while one is open is refused', async () => {
    const { portico } = kernel([]);
    const first = portico.prompts.open('SIGN_SCREEN', { intent: 'sign' });
    await expect(portico.prompts.open('OTHER', { intent: 'mfa' })).rejects.toMatchObject({ code: 'modal_busy' });
    portico.prompts.reject(new PorticoError('unknown_error', 'boom'));
    await expect(first).rejects.toMatchObject({ shortMessage: 'boom' });
    expect(portico.getSnapshot().modal.open).toBe(false);
  });

  it('a prompt opened over another takes its place, then gives back its screen and data without closing', async () => {
    const { portico, seen } = kernel([]);
    const sending = portico.prompts.open<string>('SEND_SCREEN', { intent: 'transaction', data: { step: 'review' } });
    const verified = portico.prompts.open<string>('MFA_SCREEN', { intent: 'mfa', over: true, closeable: true });
    expect(portico.getSnapshot().modal).toMatchObject({ open: true, screen: 'MFA_SCREEN', intent: 'transaction', history: [] });
    portico.prompts.resolve('proof');
    await expect(verified).resolves.toBe('proof');
    expect(portico.getSnapshot().modal).toMatchObject({ open: true, screen: 'SEND_SCREEN', data: { step: 'review' }, succeeded: false });
    expect(seen.flowComplete ?? []).toEqual([]);
    portico.prompts.resolve('0xhash');
    await expect(sending).resolves.toBe('0xhash');
    expect(portico.getSnapshot().modal.open).toBe(false);
  });

  it('closing the modal during a prompt over another rejects both with 4001', async () => {
    const { portico } = kernel([]);
    const sending = portico.prompts.open('SEND_SCREEN', { intent: 'transaction' }).catch((error: unknown) => error);
    const verified = portico.prompts.open('MFA_SCREEN', { intent: 'mfa', over: true }).catch((error: unknown) => error);
    portico.navigation.close();
    expect(await verified).toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
    expect(await sending).toMatchObject({ code: 'user_rejected_request', providerCode: 4001 });
  });

  it('`over` opens normally with nothing on screen, and is still refused over a login flow', async () => {
    const { portico } = kernel([]);
    const alone = portico.prompts.open<string>('MFA_SCREEN', { intent: 'mfa', over: true });
    expect(portico.getSnapshot().modal).toMatchObject({ open: true, screen: 'MFA_SCREEN', intent: 'mfa' });
    portico.prompts.resolve('proof');
    await expect(alone).resolves.toBe('proof');
    portico.navigation.open({ intent: 'login' });
    await expect(portico.prompts.open('MFA_SCREEN', { intent: 'mfa', over: true })).rejects.toMatchObject({ code: 'modal_busy' });
  });
});

describe('kernel parts', () => {
  const chain = (id: number) => ({ id, name: `Chain ${id}`, rpcUrls: { default: { http: [`http://127.0.0.1:${8000 + id}`] } } });
  /** A plugin that lists the chains part and hands its context's chains out. */
  const chainReader = () =>
    definePlugin({ id: 'reader', parts: [chainsPart], setup: (ctx) => ({ actions: { chains: () => ctx.chains, wallets: () => ctx.wallets } }) });
  const chainsOf = (options: object) => kernel([chainReader()], {}, options).portico.reader.chains();

  it('keeps the ids and RPC URLs, with the host’s default chain or else the first', () => {
    expect(chainsOf({ chains: [chain(1), chain(31337)], defaultChain: chain(31337) })).toMatchObject({
      list: [
        { id: 1, rpcUrl: 'http://127.0.0.1:8001' },
        { id: 31337, rpcUrl: 'http://127.0.0.1:39337' },
      ],
      defaultChain: { id: 31337 },
    });
    expect(chainsOf({ chains: [chain(1), chain(10)] }).defaultChain?.id).toBe(1);
  });

  it('resolves numbers and CAIP-2 ids, and refuses unknown chains and other id forms with the spec’s message', () => {
    const chains = chainsOf({ chains: [chain(1), chain(10)] });
    expect(chains.resolve().id).toBe(1);
    expect(chains.resolve(10).id).toBe(10);
    expect(chains.resolve('eip155:10').id).toBe(10);
    expect(() => chains.resolve(137)).toThrow(
      'Chain ID 137 is not supported. It must be added to the config.supportedChains property of the PrivyProvider.',
    );
    for (const bad of ['10', '0xa', 'solana:10', 'eip155:0x1', 'eip155:']) {
      expect(() => chains.resolve(bad), bad).toThrow(expect.objectContaining({ code: 'unsupported_chain_id' }));
    }
  });

  it('a default chain that is not among the chains is refused at creation, when a plugin uses chains', () => {
    expect(() => kernel([chainReader()], {}, { chains: [chain(1)], defaultChain: chain(2) })).toThrow(
      'the default chain 2 must be one of the configured chains',
    );
  });

  it('a part is one per kernel, shared by the plugins that list it', () => {
    const other = definePlugin({ id: 'other', parts: [chainsPart], setup: (ctx) => ({ actions: { chains: () => ctx.chains } }) });
    const { portico } = kernel([chainReader(), other], {}, { chains: [chain(1)] });
    expect(portico.other.chains()).toBe(portico.reader.chains());
  });

  it('a plugin that reads a part it does not list gets a clear error', () => {
    expect(() => kernel([chainReader()]).portico.reader.wallets()).toThrow('Portico plugin "reader" reads wallets without listing it in its parts');
  });
});
