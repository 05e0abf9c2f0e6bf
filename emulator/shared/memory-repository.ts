import type { CollectionName, Collections, Repository } from './repository';

/** In-memory store for tests. Documents are kept as JSON so callers never share mutable objects, as with SQLite. */
export function createMemoryRepository(): Repository {
  const collections = new Map<CollectionName, Map<string, string>>();
  const documents = (collection: CollectionName) => {
    let found = collections.get(collection);
    if (!found) collections.set(collection, (found = new Map()));
    return found;
  };

  return {
    get<C extends CollectionName>(collection: C, id: string) {
      const json = documents(collection).get(id);
      return json === undefined ? undefined : (JSON.parse(json) as Collections[C]);
    },
    put(collection, id, value) {
      documents(collection).set(id, JSON.stringify(value));
    },
    delete(collection, id) {
      documents(collection).delete(id);
    },
    list<C extends CollectionName>(collection: C) {
      return [...documents(collection)].map(([id, json]) => ({ id, value: JSON.parse(json) as Collections[C] }));
    },
    transaction(work) {
      const snapshot = new Map([...collections].map(([name, docs]) => [name, new Map(docs)]));
      try {
        return work();
      } catch (error) {
        collections.clear();
        snapshot.forEach((docs, name) => collections.set(name, docs));
        throw error;
      }
    },
    close: () => collections.clear(),
  };
}
