// Why the refresh ledger lives in IndexedDB (README, design notes): how often a tab that takes a Web Lock right
// after another tab wrote and released it still reads the old value, from localStorage and from IndexedDB.
// `npx tsx bench/cross-tab-reads.ts [rounds]`; five tabs, one writer and four readers per round.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launchBrowser } from '../test/e2e/harness';

const ROUNDS = Number(process.argv[2] ?? 300);
const TABS = 5;

// Defined in each page by evaluate: a tiny store over one key, in localStorage or in IndexedDB.
const installStore = `(async (kind) => {
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('bench', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('kv');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const run = (mode, work) => new Promise((resolve, reject) => {
    const transaction = db.transaction('kv', mode);
    const request = work(transaction.objectStore('kv'));
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error);
  });
  window.benchWrite = kind === 'indexedDB' ? (value) => run('readwrite', (s) => s.put(value, 'k')) : async (value) => localStorage.setItem('k', value);
  window.benchRead = kind === 'indexedDB' ? () => run('readonly', (s) => s.get('k')) : async () => localStorage.getItem('k');
})`;

const server = createServer((_, response) => response.end('<title>bench</title>')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const browser = await launchBrowser();
try {
  for (const kind of ['localStorage', 'indexedDB']) {
    const context = await browser.newContext();
    const pages = [];
    for (let i = 0; i < TABS; i += 1) {
      const page = await context.newPage();
      await page.goto(url);
      await page.evaluate(`${installStore}(${JSON.stringify(kind)})`);
      pages.push(page);
    }
    const [writer, ...readers] = pages;
    let stale = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const value = `v${round}`;
      await writer!.evaluate('window.holding = false');
      // The writer holds the lock first, then writes and releases; the readers queue for it meanwhile.
      const written = writer!.evaluate(
        `navigator.locks.request('bench', async () => { window.holding = true; await new Promise((r) => setTimeout(r, 20)); await window.benchWrite(${JSON.stringify(value)}); })`,
      );
      await writer!.waitForFunction('window.holding === true', undefined, { polling: 1 });
      const reads = await Promise.all(readers.map((page) => page.evaluate("navigator.locks.request('bench', () => window.benchRead())")));
      await written;
      stale += reads.filter((read) => read !== value).length;
    }
    console.log(`${kind}: ${stale} stale reads of ${ROUNDS * readers.length} (read right after taking the lock)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
