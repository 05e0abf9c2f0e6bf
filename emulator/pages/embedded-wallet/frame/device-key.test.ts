// @vitest-environment node
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { loadDeviceKey } from './device-key';

/** The pair the frame stored, as IndexedDB gives it back. */
async function storedPair(indexedDb: IDBFactory, appId: string): Promise<CryptoKeyPair> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDb.open('portico-device-keys', 1);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const read = database.transaction('keys').objectStore('keys').get(appId);
  return new Promise((resolve) => (read.onsuccess = () => resolve(read.result as CryptoKeyPair)));
}

describe('the frame’s device key', () => {
  it('is kept in IndexedDB, the same pair on the next load, and its private half cannot be read out', async () => {
    const indexedDb = new IDBFactory();
    const first = await loadDeviceKey('app-a', () => indexedDb);
    const again = await loadDeviceKey('app-a', () => indexedDb);
    expect(first.persistent).toBe(true);
    expect(again.publicJwk).toEqual(first.publicJwk);
    expect(Object.keys(first.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    const pair = await storedPair(indexedDb, 'app-a');
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', pair.privateKey)).rejects.toThrow();
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('is one per app', async () => {
    const indexedDb = new IDBFactory();
    const a = await loadDeviceKey('app-a', () => indexedDb);
    const b = await loadDeviceKey('app-b', () => indexedDb);
    expect(b.publicJwk).not.toEqual(a.publicJwk);
  });

  it('lives as long as the frame where the browser refuses it storage, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = await loadDeviceKey('app-a', () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(key.persistent).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('device key lasts until the page closes'));
    const signature = await key.sign(new TextEncoder().encode('x'));
    expect(signature).toHaveLength(64);
    warn.mockRestore();
  });
});
