import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin, type PluginContext, type PorticoError } from '../../kernel/index';
import { setupEmulator } from '../../test/support/emulator';
import { createCodeLoginActions, type CodeChannel } from './actions';

/** The email routes, as a channel of this test's own (kit/ is tested without its plugins). */
const channel: CodeChannel<'email'> = {
  method: 'email',
  accountType: 'email',
  route: '/api/v1/passwordless',
  stateKey: 'email',
  init: (email, token) => ({ email, token }),
  verify: (email, code) => ({ email, code }),
  update: (oldAddress, newAddress, code) => ({ oldAddress, newAddress, code }),
  unlink: (address) => ({ address }),
  hasAccount: (user) => Boolean(user.email),
  missing: { address: 'address', addressAndCode: 'address and code', updateFields: 'fields', noAccount: 'no account' },
};
const codeLogin = () =>
  definePlugin({ id: 'code-login', setup: (ctx: PluginContext) => ({ actions: createCodeLoginActions(ctx, channel, {}) }) });

afterEach(() => vi.doUnmock('./calls'));

describe('createCodeLoginActions', () => {
  it('has its state before any call loads the requests', async () => {
    const portico = setupEmulator().kernel([codeLogin()]);
    await portico.start();
    expect(portico['code-login'].getState()).toEqual({ status: 'initial', error: null, email: null });
  });

  it('turns a failed load of its requests into a retryable network_error, and loads them again on the next call', async () => {
    const env = setupEmulator();
    const portico = env.kernel([codeLogin()]);
    await portico.start();
    const actions = portico['code-login'];
    vi.doMock('./calls', () => {
      throw new Error('chunk unreachable');
    });
    const failure = (await actions.sendCode('ada@example.com').catch((error: PorticoError) => error)) as PorticoError;
    expect(failure).toMatchObject({ code: 'network_error', retryable: true });
    expect(failure.shortMessage).toBe('Could not load the code that sends and checks email codes');
    expect(actions.getState().status).toBe('initial');

    vi.doUnmock('./calls');
    await actions.sendCode('ada@example.com');
    expect(actions.getState()).toMatchObject({ status: 'awaiting-code-input', email: 'ada@example.com' });
    const user = await actions.loginWithCode(await env.latestCode('ada@example.com'));
    expect(user.email).toEqual({ address: 'ada@example.com' });
  });
});
