import type { User } from '../schemas/index';

export type TabMessage = { type: 'login'; user: User } | { type: 'logout' };

export interface CrossTab {
  post(message: TabMessage): void;
  subscribe(handler: (message: TabMessage) => void): () => void;
  /** Runs `task` while holding a lock shared by every tab of this origin (Web Locks), else directly. */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): void;
}

/** Tab-to-tab notices over BroadcastChannel, in browsers only (on a server there are no tabs). */
export function createCrossTab(appId: string): CrossTab {
  const inBrowser = typeof window !== 'undefined' && typeof BroadcastChannel === 'function';
  const channel = inBrowser ? new BroadcastChannel(`portico:${appId}`) : null;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return {
    post(message) {
      channel?.postMessage(message);
    },
    subscribe(handler) {
      if (!channel) return () => {};
      const listener = (event: MessageEvent<TabMessage>) => handler(event.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
    withLock(name, task) {
      return locks ? locks.request(`portico:${appId}:${name}`, task) : task();
    },
    close() {
      channel?.close();
    },
  };
}
