import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PorticoError } from './errors';
import { createEventBus, type PorticoEvents } from './events';
import { createNavigation, initialModalState, type ModalState } from './navigation';
import { createStore } from './store';

function setup() {
  const store = createStore<{ modal: ModalState; user: null; other: string }>({
    modal: initialModalState,
    user: null,
    other: 'kept',
  });
  const events = createEventBus();
  const errors: PorticoEvents['error'][] = [];
  events.on('error', (event) => errors.push(event));
  const completions: PorticoEvents['flowComplete'][] = [];
  events.on('flowComplete', (event) => completions.push(event));
  const navigation = createNavigation(store, events);
  const modal = () => store.getSnapshot().modal;
  return { store, events, errors, completions, navigation, modal };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('screens', () => {
  it('open starts a fresh stack on the given screen with the intent and data', () => {
    const { navigation, modal, store } = setup();
    navigation.open({ screen: 'LANDING', intent: 'login', data: { a: 1 } });
    expect(modal()).toEqual({
      open: true,
      screen: 'LANDING',
      lastScreen: null,
      history: [],
      intent: 'login',
      succeeded: false,
      data: { a: 1 },
      closeable: true,
    });
    expect(store.getSnapshot().other).toBe('kept');
  });

  it('a flow the SDK started may be opened not closeable; navigating keeps that unless a screen says otherwise', () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'recovery', closeable: false });
    navigation.navigate('B');
    expect(modal().closeable).toBe(false);
    navigation.navigate('C', {}, { closeable: true });
    expect(modal().closeable).toBe(true);
    navigation.open({ screen: 'A', intent: 'login' });
    expect(modal().closeable).toBe(true);
  });

  it('navigate moves forward, remembering the last screen and the history', () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'LANDING', intent: 'login' });
    navigation.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' });
    expect(modal()).toMatchObject({
      screen: 'AWAITING_PASSWORDLESS_CODE',
      lastScreen: 'LANDING',
      history: ['LANDING'],
      data: { email: 'ada@example.com' },
    });
    navigation.navigate('ERROR_SCREEN');
    expect(modal()).toMatchObject({
      screen: 'ERROR_SCREEN',
      lastScreen: 'AWAITING_PASSWORDLESS_CODE',
      history: ['LANDING', 'AWAITING_PASSWORDLESS_CODE'],
      data: {},
    });
  });

  it('back returns to the previous screen and pops the history', () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'login' });
    navigation.navigate('B');
    navigation.navigate('C', { x: 1 });
    navigation.back();
    expect(modal()).toMatchObject({ screen: 'B', lastScreen: 'C', history: ['A'], data: {} });
    navigation.back();
    expect(modal()).toMatchObject({ screen: 'A', lastScreen: 'B', history: [] });
  });

  it('back with no history changes nothing', () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'login' });
    const before = modal();
    navigation.back();
    expect(modal()).toBe(before);
  });

  it('navigating from the empty screen (the landing screen) lets back return to LANDING', () => {
    const { navigation, modal } = setup();
    navigation.open({ intent: 'login' });
    navigation.navigate('B');
    expect(modal()).toMatchObject({ screen: 'B', lastScreen: null, history: ['LANDING'] });
    navigation.back();
    expect(modal()).toMatchObject({ screen: 'LANDING', history: [] });
  });

  it('reset empties the stack but keeps the modal open and the intent', () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'link' });
    navigation.navigate('B', { y: 2 });
    navigation.reset();
    expect(modal()).toMatchObject({ open: true, intent: 'link', screen: null, lastScreen: null, history: [], data: {} });
  });
});

describe('closing', () => {
  it('closing a login flow reports exited_auth_flow with the login intent', () => {
    const { navigation, errors } = setup();
    navigation.open({ screen: 'LANDING', intent: 'login' });
    navigation.close();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.intent).toBe('login');
    expect(errors[0]?.error).toBeInstanceOf(PorticoError);
    expect(errors[0]?.error.code).toBe('exited_auth_flow');
  });

  it('closing a link flow reports exited_link_flow with the link intent', () => {
    const { navigation, errors } = setup();
    navigation.open({ screen: 'LINK_EMAIL', intent: 'link' });
    navigation.close();
    expect(errors.map((e) => [e.error.code, e.intent])).toEqual([['exited_link_flow', 'link']]);
  });

  it('closing after succeed() reports nothing', () => {
    const { navigation, errors, modal } = setup();
    navigation.open({ screen: 'LANDING', intent: 'login' });
    navigation.succeed();
    expect(modal().succeeded).toBe(true);
    navigation.close();
    expect(errors).toEqual([]);
  });

  it('success of one flow does not carry over to the next one', () => {
    const { navigation, errors } = setup();
    navigation.open({ screen: 'LANDING', intent: 'login' });
    navigation.succeed();
    navigation.close();
    navigation.open({ screen: 'LINK', intent: 'link' });
    navigation.close();
    expect(errors.map((e) => e.error.code)).toEqual(['exited_link_flow']);
  });

  it('closing a closed modal does nothing', () => {
    const { navigation, errors, modal } = setup();
    navigation.close();
    expect(errors).toEqual([]);
    expect(modal()).toBe(initialModalState);
  });

  it('closes at once but keeps the last screen for 200 ms, then resets the modal state', async () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'login' });
    navigation.navigate('B', { k: 1 });
    navigation.close();
    expect(modal()).toMatchObject({ open: false, screen: 'B', history: ['A'], intent: 'login' });

    await vi.advanceTimersByTimeAsync(199);
    expect(modal()).toMatchObject({ open: false, screen: 'B' });

    await vi.advanceTimersByTimeAsync(1);
    expect(modal()).toEqual(initialModalState);
  });

  it('reopening within 200 ms of closing cancels the reset', async () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'login' });
    navigation.close();
    await vi.advanceTimersByTimeAsync(150);
    navigation.open({ screen: 'LINK', intent: 'link', data: { d: 1 } });
    navigation.navigate('NEXT');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(modal()).toMatchObject({ open: true, screen: 'NEXT', lastScreen: 'LINK', history: ['LINK'], intent: 'link' });
  });

  it('a second close restarts the 200 ms timer', async () => {
    const { navigation, modal } = setup();
    navigation.open({ screen: 'A', intent: 'login' });
    navigation.close();
    await vi.advanceTimersByTimeAsync(150);
    navigation.open({ screen: 'B', intent: 'login' });
    navigation.close();
    await vi.advanceTimersByTimeAsync(150);
    expect(modal().screen).toBe('B');
    await vi.advanceTimersByTimeAsync(50);
    expect(modal()).toEqual(initialModalState);
  });
});

describe('flow completion', () => {
  it('succeed reports flowComplete once, with the intent', () => {
    const { navigation, completions } = setup();
    navigation.open({ intent: 'link' });
    navigation.succeed();
    navigation.succeed();
    expect(completions).toEqual([{ intent: 'link', user: null }]);
  });
});
