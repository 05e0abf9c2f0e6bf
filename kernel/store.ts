export interface Store<S> {
  getSnapshot(): S;
  /** Replaces the snapshot with the updater's result; listeners run only when it changed. */
  setState(update: (state: S) => S): void;
  subscribe(listener: () => void): () => void;
}

/** A minimal external store of immutable snapshots, shaped for React's useSyncExternalStore. */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    setState(update) {
      const next = update(state);
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
