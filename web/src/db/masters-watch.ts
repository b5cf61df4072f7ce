// Live views of the master collections, kept apart from masters.ts so pages that only read
// (the dashboard) do not load the schema validator.
import type { RxCollection } from 'rxdb/plugins/core';
import type { MasterCollectionName } from './collections.ts';
import type { LocalDatabase } from './local-database.ts';
import type { MasterDocuments } from './masters.ts';

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

/** Live: every document of the collection, optionally of one master data type. */
export function watchMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  onChange: (docs: MasterDocuments[N][]) => void,
  selector: Record<string, unknown> = {},
): () => void {
  const subscription = collectionOf(local, name)
    .find({ selector })
    .$.subscribe((docs) => onChange(docs.map((doc) => doc.toJSON() as unknown as MasterDocuments[N])));
  return () => subscription.unsubscribe();
}
