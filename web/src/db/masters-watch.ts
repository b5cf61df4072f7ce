// Reads of the master collections, kept apart from masters.ts so pages that only read (the
// dashboard) do not load the schema validator. None of them re-reads a whole collection per
// replication batch: lists are served from a mirror kept by change events, the dashboard from
// counts and limited queries re-run at a pace.
import type { MangoQuerySortPart, RxCollection } from 'rxdb/plugins/core';
import type { MasterCollectionName } from './collections.ts';
import type { LocalDatabase } from './storage/local-database.ts';
import { mirrorOf, type FieldSelector } from './master-mirror.ts';
import type { MasterDocuments } from './collections.ts';
import { pacedRunner, type Pace } from './paced-runner.ts';

export function collectionOf(local: LocalDatabase, name: MasterCollectionName): RxCollection {
  const collection = local.collection(name);
  if (!collection) throw new Error(`${name} is not replicated for this user`);
  return collection;
}

/** Live: the document as stored on the device (null when absent or deleted). */
export function watchMasterDocument<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  id: string,
  onChange: (doc: MasterDocuments[N] | null) => void,
): () => void {
  const subscription = collectionOf(local, name)
    .findOne(id)
    .$.subscribe((doc) => onChange(doc ? (doc.toJSON() as unknown as MasterDocuments[N]) : null));
  return () => subscription.unsubscribe();
}

/**
 * Live: every document of the collection, optionally only those with given field values (e.g.
 * one master data type), sorted by id. Served from the shared in-memory mirror
 * (master-mirror.ts), so a sync's batches cost the change, not a re-read of the collection.
 */
export function watchMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  onChange: (docs: MasterDocuments[N][]) => void,
  selector: FieldSelector = {},
): () => void {
  return mirrorOf<MasterDocuments[N]>(collectionOf(local, name), selector).listen(onChange);
}

/**
 * The shared mirror held open (as by a listener), read when asked: `now()` gives every document as
 * applied so far (null until its first read), not what the paced listeners were last given.
 */
export function holdMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  selector: FieldSelector = {},
): { now(): MasterDocuments[N][] | null; release(): void } {
  const mirror = mirrorOf<MasterDocuments[N]>(collectionOf(local, name), selector);
  const release = mirror.listen(() => {});
  return { now: () => mirror.documents(), release };
}

/** Once: the documents (with given field values), as stored now. */
export async function readMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  selector: FieldSelector = {},
): Promise<MasterDocuments[N][]> {
  const found = await collectionOf(local, name)
    .find({ selector: { ...selector } })
    .exec();
  return found.map((doc) => doc.toJSON() as unknown as MasterDocuments[N]);
}

/**
 * How many documents the collection holds, counted by the store from an index: RxDB refuses a
 * count its indexes cannot answer (QU14), so a count by field value is one of the mirror's.
 */
export async function countMasterDocuments(
  local: LocalDatabase,
  name: MasterCollectionName,
): Promise<number> {
  return collectionOf(local, name).count().exec();
}

/** Newest first, then by id. */
export const LATEST_FIRST: MangoQuerySortPart<unknown>[] = [{ updated_at: 'desc' }, { id: 'asc' }];

/** The `limit` documents changed last (newest first). */
export async function latestMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  limit: number,
): Promise<MasterDocuments[N][]> {
  const found = await collectionOf(local, name).find({ selector: {}, sort: LATEST_FIRST, limit }).exec();
  return found.map((doc) => doc.toJSON() as unknown as MasterDocuments[N]);
}

/**
 * Calls `refresh` now and after changes to any of the collections, paced (paced-runner.ts):
 * during a sync at most once per pause, never once per replication batch.
 */
export function watchMasterChanges(
  local: LocalDatabase,
  names: readonly MasterCollectionName[],
  refresh: () => unknown,
  pace?: Pace,
): () => void {
  const runner = pacedRunner(refresh, pace);
  const subscriptions = names.map((name) =>
    collectionOf(local, name).eventBulks$.subscribe(() => runner.poke()),
  );
  runner.poke();
  return () => {
    runner.stop();
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  };
}
