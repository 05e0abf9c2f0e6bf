import Database from 'better-sqlite3';
import type { CollectionName, Collections, Repository } from './repository';

/** SQLite store: WAL with synchronous FULL, so a write acknowledged to a client survives a crash or kill. */
export function openSqliteRepository(file: string): Repository {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS documents (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (collection, id)
  )`);

  const selectOne = db.prepare<[string, string], { value: string }>(
    'SELECT value FROM documents WHERE collection = ? AND id = ?',
  );
  const selectAll = db.prepare<[string], { id: string; value: string }>(
    'SELECT id, value FROM documents WHERE collection = ? ORDER BY rowid',
  );
  // An upsert keeps the rowid, so list() stays in first-stored order.
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO documents (collection, id, value) VALUES (?, ?, ?)
     ON CONFLICT (collection, id) DO UPDATE SET value = excluded.value`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM documents WHERE collection = ? AND id = ?');

  return {
    get<C extends CollectionName>(collection: C, id: string) {
      const row = selectOne.get(collection, id);
      return row ? (JSON.parse(row.value) as Collections[C]) : undefined;
    },
    put(collection, id, value) {
      upsert.run(collection, id, JSON.stringify(value));
    },
    delete(collection, id) {
      remove.run(collection, id);
    },
    list<C extends CollectionName>(collection: C) {
      return selectAll.all(collection).map((row) => ({ id: row.id, value: JSON.parse(row.value) as Collections[C] }));
    },
    transaction: (work) => db.transaction(work)(),
    close: () => db.close(),
  };
}
