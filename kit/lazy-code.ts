import { codeLoadFailed } from '../kernel/index';

/** Code a plugin loads with import() on first use (its requests, a flow's steps), made once it has loaded. */
export interface LazyCode<T> {
  load(): Promise<T>;
  /** The code once it has loaded (null before), for what must not wait for it (a teardown). */
  loaded(): T | null;
  /** Starts the load ahead of the first use; a failure is left to that use. */
  preload(): void;
}

/**
 * `load` (an import()) on first use, its promise kept for the next callers. A failed load (offline, a new deploy) is
 * not kept, so the next use tries again; it fails as the retryable `codeLoadFailed(what)`.
 */
export function lazyCode<M, T>(load: () => Promise<M>, make: (module: M) => T, what: string): LazyCode<T> {
  let made: T | null = null;
  let loading: Promise<T> | null = null;
  const get = () =>
    (loading ??= load().then(
      (module) => (made = make(module)),
      (cause: unknown) => {
        loading = null;
        throw codeLoadFailed(what, cause);
      },
    ));
  return { load: get, loaded: () => made, preload: () => void get().catch(() => {}) };
}
