import type { StoredTokens } from './token-store';

type SessionTokenSet = Pick<StoredTokens, 'accessToken' | 'refreshToken' | 'identityToken'>;

/**
 * The latest refresh-token rotation, kept for the next tab to take the refresh lock. Chromium copies
 * localStorage between tabs' processes asynchronously, so a tab taking the lock just after another released
 * it can still read the refresh token that tab spent (about one read in seven when measured). IndexedDB
 * commits before the lock is released, and a read after that sees the commit.
 */
export interface RotationLedger {
  /** Records that `spent` was traded for `next`; awaited before the refresh lock is released. */
  record(spent: string, next: SessionTokenSet): Promise<void>;
  /** The newest tokens when some tab has already traded `refreshToken`, else null. */
  successorOf(refreshToken: string): Promise<SessionTokenSet | null>;
  clear(): Promise<void>;
  close(): void;
}

interface Entry {
  /** The session's last few spent refresh tokens, newest first. */
  spent: string[];
  next: SessionTokenSet;
}

const KEPT_SPENT = 4;

function ledgerOver(
  load: () => Promise<Entry | undefined>,
  save: (entry: Entry | undefined) => Promise<void>,
  close = () => {},
): RotationLedger {
  return {
    async record(spent, next) {
      const previous = await load();
      // Chain only rotations of one session: a new login starts over.
      const earlier = previous?.next.refreshToken === spent ? previous.spent : [];
      await save({ spent: [spent, ...earlier].slice(0, KEPT_SPENT), next });
    },
    async successorOf(refreshToken) {
      const entry = await load();
      return Array.isArray(entry?.spent) && entry.spent.includes(refreshToken) ? entry.next : null;
    },
    clear: () => save(undefined),
    close,
  };
}

/** One tab's ledger: enough where there is one tab (servers, tests) or no IndexedDB. */
export function memoryLedger(): RotationLedger {
  let entry: Entry | undefined;
  return ledgerOver(
    async () => entry,
    async (next) => void (entry = next),
  );
}

const STORE = 'ledger';
const KEY = 'rotation';

/** The ledger in IndexedDB, opened on first use; without IndexedDB, a memory ledger. */
export function createRotationLedger(appId: string): RotationLedger {
  if (typeof indexedDB === 'undefined') return memoryLedger();
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(`portico:${appId}`, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    // One transaction per call: it has committed, for every tab to see, when the promise settles.
    const db = await open();
    return new Promise((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  }
  // A ledger that cannot be used is no ledger: the refresh then relies on local storage and the server's reuse interval.
  return ledgerOver(
    () => run<Entry | null>('readonly', (store) => store.get(KEY)).then((entry) => entry ?? undefined, () => undefined),
    (entry) => run('readwrite', (store) => store.put(entry ?? null, KEY)).then(
      () => {},
      () => {},
    ),
    () => void opened?.then((db) => db.close(), () => {}),
  );
}
