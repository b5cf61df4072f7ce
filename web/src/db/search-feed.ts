// Feeds the on-device search index from the local collections: everything once, then each
// change as RxDB reports it (from this tab, the replication, or another tab). A change of master
// data (a parameter renamed) rebuilds every record, since any product may name it.
import type { MasterData, Product } from '@poct/schemas';
import { toSearchRecord, type SearchMasterData, type SearchRecord } from '@poct/schemas/search';
import type { LocalDatabase } from './local-database.ts';

const REBUILD_DEBOUNCE_MS = 300;

/** What the feed needs of the search index (the worker client implements it). */
export interface SearchIndexTarget {
  replace(records: SearchRecord[]): Promise<void>;
  upsert(records: SearchRecord[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
}

/** `onUpdated` runs after each change reached the index; `first` is true for the initial build. */
export function feedSearchIndex(
  local: LocalDatabase,
  index: SearchIndexTarget,
  onUpdated: (first: boolean) => void = () => {},
): () => void {
  const catalogue = local.collection('catalogue');
  const masterdata = local.collection('masterdata');
  if (!catalogue) return () => {};
  let parameters = new Map<string, SearchMasterData>();
  let stopped = false;
  // Rebuilds and increments go out in order: a late full rebuild must not undo a newer upsert.
  let queue: Promise<void> = Promise.resolve();
  let built = false;
  const enqueue = (step: () => Promise<void>): void => {
    queue = queue
      .then(step)
      .then(() => {
        if (stopped) return;
        onUpdated(!built);
        built = true;
      })
      .catch((error: unknown) => console.error('[search]', error));
  };

  async function rebuild(): Promise<void> {
    if (stopped) return;
    const masters = masterdata ? await masterdata.find({ selector: { type: 'parameter' } }).exec() : [];
    parameters = new Map(masters.map((doc) => [doc.primary, doc.toJSON() as unknown as MasterData]));
    const products = await catalogue!.find().exec();
    await index.replace(
      products.map((doc) => toSearchRecord(doc.toJSON() as unknown as Product, parameters)),
    );
  }

  enqueue(rebuild);
  const productChanges = catalogue.eventBulks$.subscribe((bulk) => {
    const removed: string[] = [];
    const changed: SearchRecord[] = [];
    for (const event of bulk.events) {
      if (event.operation === 'DELETE' || event.documentData._deleted) removed.push(event.documentId);
      else changed.push(toSearchRecord(event.documentData as unknown as Product, parameters));
    }
    enqueue(async () => {
      if (removed.length > 0) await index.remove(removed);
      if (changed.length > 0) await index.upsert(changed);
    });
  });
  // Master data arrives in batches during a sync: rebuild once it has settled.
  let rebuildTimer: ReturnType<typeof setTimeout> | undefined;
  const masterChanges = masterdata?.eventBulks$.subscribe(() => {
    clearTimeout(rebuildTimer);
    rebuildTimer = setTimeout(() => enqueue(rebuild), REBUILD_DEBOUNCE_MS);
  });

  return () => {
    stopped = true;
    clearTimeout(rebuildTimer);
    productChanges.unsubscribe();
    masterChanges?.unsubscribe();
  };
}
