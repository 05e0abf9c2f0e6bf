import { randomUUID } from 'node:crypto';
import type { CollectionName, Collections, Repository } from './repository';

/** Appends a document and drops the oldest beyond `cap`, so dev logs cannot grow without bound. */
export function appendCapped<C extends CollectionName>(
  repo: Repository,
  collection: C,
  value: Collections[C],
  cap: number,
): void {
  repo.transaction(() => {
    repo.put(collection, randomUUID(), value);
    const documents = repo.list(collection);
    for (const { id } of documents.slice(0, Math.max(0, documents.length - cap))) repo.delete(collection, id);
  });
}

/** The documents of a collection, newest first. */
export const newestFirst = <C extends CollectionName>(repo: Repository, collection: C): Collections[C][] =>
  repo
    .list(collection)
    .map(({ value }) => value)
    .reverse();
