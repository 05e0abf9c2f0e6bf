import { PROVIDER_PREFIX } from './constants';

/** The subset of Web Storage the kernel uses; hosts and tests may pass their own. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** localStorage when the page has one (and it works: private modes may throw), else memory. */
export function defaultStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return memoryStorage();
    const probe = '__portico_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export { memoryStorage };

/** One app's key for `name` in the page's storage (`privy:{appId}:{name}`): apps on one origin never share a key. */
export const appStorageKey = (appId: string, name: string) => `${PROVIDER_PREFIX}:${appId}:${name}`;
