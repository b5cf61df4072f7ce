// Feeds the search worker from the local collections: the whole catalogue once when the local
// database opens (the worker keeps what its cold-start record already got right and applies only
// the difference), then each change as RxDB reports it (from this tab, the replication, or another
// tab), document by document from the catalogue's `eventBulks$`, never a query over everything
// per batch (issue 15). Master data goes over whole (it is small) once a burst of changes has
// settled; the worker rebuilds its text index only when names really changed.
import type { MasterData, Product } from '@poct/schemas';
import { toProductCard, type ProductCard } from '../search/product-card.ts';
import type { LocalDatabase } from './local-database.ts';

const MASTERDATA_DEBOUNCE_MS = 300;

/** What the feed needs of the search worker (the search client implements it). */
export interface SearchFeedTarget {
  replace(cards: ProductCard[]): Promise<void>;
  upsert(cards: ProductCard[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  setMasterdata(masterdata: MasterData[]): Promise<void>;
}

/** `onFirstBuild` runs once the whole catalogue has reached the worker. */
export function feedSearchIndex(
  local: LocalDatabase,
  target: SearchFeedTarget,
  onFirstBuild: () => void = () => {},
): () => void {
  const catalogue = local.collection('catalogue');
  const masterdata = local.collection('masterdata');
  if (!catalogue) return () => {};
  let stopped = false;
  // Steps go out in order: the first full read must not undo a newer change.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>): void => {
    queue = queue
      .then(() => (stopped ? undefined : step()))
      .catch((error: unknown) => console.error('[search]', error));
  };

  const sendMasterdata = async (): Promise<void> => {
    const docs = masterdata ? await masterdata.find().exec() : [];
    await target.setMasterdata(docs.map((doc) => doc.toJSON() as unknown as MasterData));
  };

  enqueue(sendMasterdata);
  enqueue(async () => {
    const docs = await catalogue.find().exec();
    await target.replace(docs.map((doc) => toProductCard(doc.toJSON() as unknown as Product)));
    if (!stopped) onFirstBuild();
  });
  // Subscribed before the first read runs: a change made meanwhile is applied after it (again).
  const productChanges = catalogue.eventBulks$.subscribe((bulk) => {
    const removed: string[] = [];
    const changed: ProductCard[] = [];
    for (const event of bulk.events) {
      if (event.operation === 'DELETE' || event.documentData._deleted) removed.push(event.documentId);
      else changed.push(toProductCard(event.documentData as unknown as Product));
    }
    enqueue(async () => {
      if (removed.length > 0) await target.remove(removed);
      if (changed.length > 0) await target.upsert(changed);
    });
  });
  // Master data arrives in batches during a sync: sent once it has settled.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const masterChanges = masterdata?.eventBulks$.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(() => enqueue(sendMasterdata), MASTERDATA_DEBOUNCE_MS);
  });

  return () => {
    stopped = true;
    clearTimeout(timer);
    productChanges.unsubscribe();
    masterChanges?.unsubscribe();
  };
}
