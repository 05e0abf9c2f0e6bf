/**
 * This frame's device key: a P-256 key pair made with WebCrypto, its private half not extractable, so no script (the
 * frame's own included) can read it out, only ask the browser to sign with it. Kept in this origin's IndexedDB so the
 * device stays the same across page loads; where the browser refuses this frame storage (a provider frame under
 * another site with third-party storage blocked), it lives as long as the frame does, and `persistent` says so.
 */

export interface DeviceKey {
  /** The public JWK (kty, crv, x, y) the provider registers. */
  publicJwk: JsonWebKey;
  /** An ES256 signature (r || s, 64 bytes) of `data`. */
  sign(data: Uint8Array): Promise<Uint8Array>;
  /** False when the key lives only as long as this frame. */
  persistent: boolean;
}

const DATABASE = 'portico-device-keys';
const STORE = 'keys';
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;

const request = <T>(operation: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    operation.onsuccess = () => resolve(operation.result);
    operation.onerror = () => reject(operation.error);
  });

function openDatabase(indexedDb: IDBFactory): Promise<IDBDatabase> {
  const opening = indexedDb.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return request(opening);
}

const newKeyPair = () => crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;

/** The app's stored pair, or a new one stored first (CryptoKeys are structured-cloneable, and stay non-extractable). */
async function storedKeyPair(indexedDb: IDBFactory, appId: string): Promise<CryptoKeyPair> {
  const database = await openDatabase(indexedDb);
  try {
    const kept = (await request(database.transaction(STORE).objectStore(STORE).get(appId))) as CryptoKeyPair | undefined;
    if (kept) return kept;
    const pair = await newKeyPair();
    await request(database.transaction(STORE, 'readwrite').objectStore(STORE).put(pair, appId));
    return pair;
  } finally {
    database.close();
  }
}

async function deviceKeyOf(pair: CryptoKeyPair, persistent: boolean): Promise<DeviceKey> {
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', pair.publicKey);
  return {
    publicJwk: { kty, crv, x, y },
    sign: async (data) => new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, data as BufferSource)),
    persistent,
  };
}

/** A device key that lives as long as this frame (and a test's device). */
export const frameLifetimeDeviceKey = async () => deviceKeyOf(await newKeyPair(), false);

/** The device key of `appId` in this frame: stored in IndexedDB, or for the frame's lifetime where that is refused. */
export async function loadDeviceKey(appId: string, indexedDb: () => IDBFactory = () => indexedDB): Promise<DeviceKey> {
  try {
    return await deviceKeyOf(await storedKeyPair(indexedDb(), appId), true);
  } catch {
    console.warn('Portico wallet frame: this browser keeps no storage for the wallet frame here; its device key lasts until the page closes.');
    return frameLifetimeDeviceKey();
  }
}
