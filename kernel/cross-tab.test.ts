import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSchema } from '../schemas/index';
import { createLocks } from '../test/support/locks';
import { APP_ID, OTHER_APP_ID, wireUser } from '../test/support/wire';
import { createCrossTab, type CrossTab, type TabMessage } from './cross-tab';

const opened: CrossTab[] = [];
const open = (appId: string) => {
  const tab = createCrossTab(appId);
  opened.push(tab);
  return tab;
};

afterEach(() => {
  for (const tab of opened.splice(0)) tab.close();
});

describe('createCrossTab', () => {
  it('delivers messages to the other tabs of the same app, Dates intact', async () => {
    const a = open(APP_ID);
    const b = open(APP_ID);
    const received: TabMessage[] = [];
    b.subscribe((message) => received.push(message));
    const user = UserSchema.parse(wireUser());
    a.post({ type: 'login', user });
    a.post({ type: 'logout' });
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[0]).toEqual({ type: 'login', user });
    expect((received[0] as { user: typeof user }).user.createdAt).toBeInstanceOf(Date);
    expect(received[1]).toEqual({ type: 'logout' });
  });

  it('does not deliver to another app, nor after unsubscribing', async () => {
    const a = open(APP_ID);
    const other = open(OTHER_APP_ID);
    const same = open(APP_ID);
    const otherApp = vi.fn();
    const unsubscribed = vi.fn();
    const witness = vi.fn();
    other.subscribe(otherApp);
    same.subscribe(unsubscribed)();
    same.subscribe(witness);
    a.post({ type: 'logout' });
    await vi.waitFor(() => expect(witness).toHaveBeenCalledTimes(1));
    expect(otherApp).not.toHaveBeenCalled();
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('without Web Locks, runs the task directly', async () => {
    expect(navigator.locks ?? null).toBeNull();
    await expect(open(APP_ID).withLock('refresh', async () => 42)).resolves.toBe(42);
  });

  it('with Web Locks, holds an app-scoped lock while the task runs', async () => {
    const locks = createLocks();
    const request = vi.fn((name: string, task: () => Promise<unknown>) => locks.request(name, task));
    vi.spyOn(navigator, 'locks', 'get').mockReturnValue({ request } as unknown as LockManager);
    const tab = open(APP_ID);
    const order: string[] = [];
    await Promise.all([
      tab.withLock('refresh', async () => {
        order.push('first:start');
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push('first:end');
      }),
      tab.withLock('refresh', async () => {
        order.push('second');
      }),
    ]);
    expect(request).toHaveBeenCalledWith(`portico:${APP_ID}:refresh`, expect.any(Function));
    expect(order).toEqual(['first:start', 'first:end', 'second']);
  });
});
