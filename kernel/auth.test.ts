import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthResponseSchema, UserSchema } from '../schemas/index';
import { authAnswer, wireUser } from '../test/support/wire';
import { createCrossTabStub } from '../test/support/locks';
import { createAuth } from './auth';
import { createEventBus, type PorticoEvents } from './events';
import type { Session } from './session';
import { initialKernelState, type KernelState } from './state';
import { createStore } from './store';
import { withViews } from './user';

function setup(token: string | null = 'token') {
  const store = createStore<KernelState>(initialKernelState);
  const events = createEventBus();
  const track = vi.fn();
  const crossTab = createCrossTabStub();
  const session = { apply: vi.fn(), getAccessToken: vi.fn(async () => token) } as unknown as Session;
  const rememberLoginMethod = vi.fn();
  const runSteps = vi.fn(async () => {});
  const resolvePrompt = vi.fn();
  // The prompt stays open until the test's login answers it.
  const prompts = { open: vi.fn(() => new Promise<never>(() => {})), resolve: resolvePrompt };
  const auth = createAuth({ store, session, events, analytics: { track }, crossTab, rememberLoginMethod, runSteps, prompts });
  const seen: { [K in keyof PorticoEvents]?: PorticoEvents[K][] } = {};
  for (const name of ['login', 'link', 'unlink', 'userUpdated'] as const) {
    const list: unknown[] = [];
    (seen as Record<string, unknown[]>)[name] = list;
    events.on(name, (e) => list.push(e));
  }
  return { store, auth, track, crossTab, session, seen, rememberLoginMethod, runSteps, resolvePrompt, prompts };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth', () => {
  it('a visitor may start a login; a guest may log in again, with its token renewed first', async () => {
    const { auth, store, session } = setup();
    expect(await auth.canStartLogin()).toBe(true);
    expect(session.getAccessToken).not.toHaveBeenCalled();
    store.setState((s) => ({ ...s, user: withViews(UserSchema.parse(wireUser({ is_guest: true }))) }));
    expect(await auth.canStartLogin()).toBe(true);
    expect(session.getAccessToken).toHaveBeenCalledTimes(1);
  });

  it('a logged-in non-guest user is ignored with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { auth, store } = setup();
    store.setState((s) => ({ ...s, user: withViews(UserSchema.parse(wireUser())) }));
    expect(await auth.canStartLogin()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('under a reauthenticate prompt, a login of the same user swaps the session in and answers the prompt, and nothing else', async () => {
    const { auth, store, session, seen, runSteps, resolvePrompt, track, prompts } = setup();
    const response = AuthResponseSchema.parse(authAnswer());
    store.setState((s) => ({ ...s, user: withViews(response.user) }));
    void auth.reauthenticate('VERIFY');
    expect(prompts.open).toHaveBeenCalledWith('VERIFY', { intent: 'reauthenticate', over: true });
    expect(await auth.canStartLogin()).toBe(true);
    const user = await auth.completeLogin(response, 'email');
    expect(session.apply).toHaveBeenCalledWith(response);
    expect(resolvePrompt).toHaveBeenCalledWith(user);
    expect(track).toHaveBeenCalledWith('sdk_reauthenticate', { method: 'email' });
    expect(seen.login).toEqual([]);
    expect(runSteps).not.toHaveBeenCalled();
  });

  it('under a reauthenticate prompt, another user’s login is refused and its session is not kept', async () => {
    const { auth, store, session, resolvePrompt } = setup();
    store.setState((s) => ({ ...s, user: withViews(UserSchema.parse(wireUser({ id: 'did:privy:someone-else' }))) }));
    void auth.reauthenticate('VERIFY');
    await expect(auth.completeLogin(AuthResponseSchema.parse(authAnswer()), 'email')).rejects.toMatchObject({ code: 'reauthentication_mismatch' });
    expect(session.apply).not.toHaveBeenCalled();
    expect(resolvePrompt).not.toHaveBeenCalled();
  });

  it('completeLogin stores the session, publishes the user, tracks sdk_authenticate, emits login and tells other tabs', async () => {
    const { auth, store, track, crossTab, session, seen, rememberLoginMethod } = setup();
    const response = AuthResponseSchema.parse(authAnswer({ is_new_user: true }));
    const user = await auth.completeLogin(response, 'email');
    expect(rememberLoginMethod).toHaveBeenCalledWith('email');
    expect(session.apply).toHaveBeenCalledWith(response);
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user });
    expect(user.email).toEqual({ address: 'ada@example.com' });
    expect(track).toHaveBeenCalledWith('sdk_authenticate', { method: 'email', isNewUser: true });
    expect(seen.login).toEqual([{ user, isNewUser: true, method: 'email' }]);
    expect(crossTab.posted).toEqual([{ type: 'login', user: response.user }]);
  });

  it('updateUser publishes the user and emits userUpdated plus link / unlink', () => {
    const { auth, seen } = setup();
    const user = auth.updateUser(UserSchema.parse(wireUser()), { kind: 'link', accountType: 'email' });
    expect(seen.userUpdated).toEqual([{ user }]);
    expect(seen.link).toEqual([{ user, accountType: 'email' }]);
    auth.updateUser(UserSchema.parse(wireUser()), { kind: 'unlink', accountType: 'email' });
    expect(seen.unlink).toHaveLength(1);
  });

  it('requireToken gives the token, or must_be_authenticated', async () => {
    await expect(setup('tok').auth.requireToken()).resolves.toBe('tok');
    await expect(setup(null).auth.requireToken()).rejects.toMatchObject({ code: 'must_be_authenticated' });
  });
});
