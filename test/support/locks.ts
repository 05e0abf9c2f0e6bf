import type { CrossTab, TabMessage } from '../../kernel/index';

/** A small in-memory stand-in for `navigator.locks`: one FIFO mutex per name, shared by whoever holds it. */
export interface FakeLocks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** How many tasks ever ran under a lock of this name. */
  acquired(name: string): number;
}

export function createLocks(): FakeLocks {
  const tails = new Map<string, Promise<unknown>>();
  const counts = new Map<string, number>();
  return {
    request(name, task) {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        return task();
      });
      // The next holder waits for this one to finish, whether it succeeded or not.
      tails.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
    acquired: (name) => counts.get(name) ?? 0,
  };
}

/** A CrossTab for tests: messages are recorded, locks go through `locks` (or run directly). */
export interface CrossTabStub extends CrossTab {
  posted: TabMessage[];
}

export function createCrossTabStub(locks?: FakeLocks): CrossTabStub {
  const posted: TabMessage[] = [];
  return {
    posted,
    post: (message) => void posted.push(message),
    subscribe: () => () => {},
    withLock: (name, task) => (locks ? locks.request(name, task) : task()),
    close() {},
  };
}
