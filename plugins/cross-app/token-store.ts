import { appStorageKey, type KeyValueStorage } from '../../kernel/index';

/** The provider tokens, one per provider app, in the kernel's storage namespaced by the requester app id. */
export function createTokenStore(appId: string, storage: KeyValueStorage) {
  const key = (providerAppId: string) => appStorageKey(appId, `cross-app-token:${providerAppId}`);
  return {
    get: (providerAppId: string) => storage.getItem(key(providerAppId)),
    set: (providerAppId: string, token: string) => storage.setItem(key(providerAppId), token),
    clear: (providerAppId: string) => storage.removeItem(key(providerAppId)),
  };
}
export type TokenStore = ReturnType<typeof createTokenStore>;
