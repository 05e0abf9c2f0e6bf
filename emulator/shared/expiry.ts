import type { ServiceContext } from './context';
import type { CollectionName, Collections } from './repository';

/** The collections whose documents carry an `expires_at` (ms). */
export type ExpiringCollection = { [C in CollectionName]: Collections[C] extends { expires_at: number } ? C : never }[CollectionName];

/** Deletes a collection's expired documents, so short-lived grants nobody redeemed do not pile up. */
export function dropExpired(ctx: ServiceContext, collection: ExpiringCollection): void {
  for (const { id, value } of ctx.repo.list(collection)) if (value.expires_at <= ctx.now()) ctx.repo.delete(collection, id);
}
