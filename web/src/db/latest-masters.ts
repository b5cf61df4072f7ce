// Live: the few documents of a master collection changed last, kept from change events after
// one sorted read. The master schemas have no `updated_at` index, so that read
// visits every document; re-running it on each refresh while a first sync writes 160,000 links
// would cost seconds each time. Here a write newer than the last kept document takes its place,
// and only a change that can bring back an unknown older document (one kept is deleted, or
// becomes older) reads again.
import type { RxChangeEvent } from 'rxdb/plugins/core';
import type { MasterCollectionName } from './collections.ts';
import type { LocalDatabase } from './storage/local-database.ts';
import { height, plain } from './master-mirror.ts';
import type { MasterDocuments } from './masters.ts';
import { collectionOf, LATEST_FIRST } from './masters-watch.ts';
import { pacedRunner, type Pace } from './paced-runner.ts';

interface Dated {
  id: string;
  updated_at: string;
}

/** Newest first; on the same time, by id (the order of latestMasterDocuments' query). */
function before(a: Dated, b: Dated): boolean {
  return a.updated_at > b.updated_at || (a.updated_at === b.updated_at && a.id < b.id);
}

export function watchLatestMasterDocuments<N extends MasterCollectionName>(
  local: LocalDatabase,
  name: N,
  limit: number,
  onChange: (docs: MasterDocuments[N][]) => void,
  pace?: Pace,
): () => void {
  type Doc = MasterDocuments[N] & Dated;
  let kept: Doc[] = [];
  const heights = new Map<string, number>();
  let stale = true;
  /** Changes seen while a read runs, applied on top of its answer. */
  let reading: RxChangeEvent<Record<string, unknown>>[] | null = null;

  const apply = (event: RxChangeEvent<Record<string, unknown>>) => {
    const data = event.documentData as Record<string, unknown>;
    const revision = height(data._rev);
    if (revision <= (heights.get(event.documentId) ?? 0)) return;
    const index = kept.findIndex((doc) => doc.id === event.documentId);
    if (event.operation === 'DELETE' || data._deleted) {
      if (index >= 0) stale = true;
      return;
    }
    const doc = plain<Doc>(data);
    const wasFull = kept.length === limit;
    if (index >= 0) kept.splice(index, 1);
    let at = kept.length;
    while (at > 0 && before(doc, kept[at - 1]!)) at--;
    if (wasFull && at === kept.length) {
      // Older than every other kept one: not among the newest, or, if it was kept, a document
      // this list never held may now come before it.
      if (index >= 0) stale = true;
      return;
    }
    kept.splice(at, 0, doc);
    heights.set(doc.id, revision);
    if (kept.length > limit) heights.delete(kept.pop()!.id);
  };

  const runner = pacedRunner(async () => {
    if (stale) {
      stale = false;
      reading = [];
      const found = await collectionOf(local, name).find({ selector: {}, sort: LATEST_FIRST, limit }).exec();
      const during = reading;
      reading = null;
      kept = found.map((doc) => doc.toJSON() as unknown as Doc);
      heights.clear();
      for (const doc of found) heights.set(doc.primary, height(doc.revision));
      for (const event of during) apply(event);
    }
    onChange([...kept]);
  }, pace);

  const subscription = collectionOf(local, name).eventBulks$.subscribe((bulk) => {
    for (const event of bulk.events as RxChangeEvent<Record<string, unknown>>[]) {
      if (reading) reading.push(event);
      else if (!stale) apply(event);
    }
    runner.poke();
  });
  runner.poke();
  return () => {
    runner.stop();
    subscription.unsubscribe();
  };
}
