import { base64urlnopad } from '@scure/base';

/** The part of localStorage the frame uses; tests pass a Map-backed one. */
export type ShareStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * This device's share of each wallet, in the frame origin's storage: the host page (another origin) cannot read it.
 * Keyed by app and address, so two apps' wallets on one device never mix.
 */
export function deviceShares(storage: ShareStorage, appId: string) {
  const keyOf = (address: string) => `privy:${appId}:embedded-wallet:${address.toLowerCase()}:device-share`;
  return {
    /** The stored share, or null when there is none or it is not even base64url. */
    read(address: string): Uint8Array | null {
      const text = storage.getItem(keyOf(address));
      if (text === null) return null;
      try {
        return base64urlnopad.decode(text);
      } catch {
        return null;
      }
    },
    save: (address: string, share: Uint8Array) => storage.setItem(keyOf(address), base64urlnopad.encode(share)),
    forget: (address: string) => storage.removeItem(keyOf(address)),
  };
}

/**
 * The frame origin's localStorage, or a store that lives as long as the frame where the browser denies it (a
 * provider frame under another site with third-party storage blocked): the wallet then works on this page and
 * recovers its share on the next (silently with automatic recovery) instead of leaving the widget waiting.
 */
export function frameStorage(local: () => ShareStorage = () => localStorage): ShareStorage {
  try {
    const storage = local();
    storage.getItem('privy:storage-check');
    return storage;
  } catch {
    const kept = new Map<string, string>();
    return {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => void kept.set(key, value),
      removeItem: (key) => void kept.delete(key),
    };
  }
}
