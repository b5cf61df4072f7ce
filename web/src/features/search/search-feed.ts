// Feeds the search worker from the local collections: the whole catalogue once when the local
// database opens (the worker keeps what its cold-start record already got right and applies only
// the difference), then each change as RxDB reports it (from this tab, the replication, or another
// tab), document by document from the catalogue's `eventBulks$`, never a query over everything
// per batch. Master data goes over whole (it is small) once a burst of changes has
// settled; the worker rebuilds its text index only when names really changed.
// Revisions (the first key after "Synced"): the packed store (packed-store.ts) knows
// each product's server revision. The first read sends the worker only ids and revisions, and
// then only the cards it does not hold at that revision (a cold start whose record is current
// sends none, where it used to copy and compare 40,000 cards). A change is labelled with the
// packer's revision only when the packer holds that very write (the packer is updated right
// after the collection, so a label is never ahead of the card it names); else it goes
// unlabelled, and the next first read sends that card again.
import type { MasterData, Product } from '@poct/schemas';
import { toProductCard, type ProductCard } from './product-card.ts';
import type { LocalDatabase } from '../../db/storage/local-database.ts';
import { nextTask } from '../../lib/next-task.ts';

const MASTERDATA_DEBOUNCE_MS = 300;

/** What the feed needs of the search worker (the search client implements it). */
export interface SearchFeedTarget {
  reconcile(ids: string[], revs: string[]): Promise<string[]>;
  replace(cards: ProductCard[], revs?: string[]): Promise<void>;
  upsert(cards: ProductCard[], revs?: string[]): Promise<void>;
  remove(ids: string[]): Promise<void>;
  setMasterdata(masterdata: MasterData[]): Promise<void>;
}

/** Stops the feed; `idle()` resolves once every change reported so far is in the worker's index. */
export type SearchFeed = (() => void) & { idle(): Promise<void> };

/** `onFirstBuild` runs once the whole catalogue has reached the worker. */
export function feedSearchIndex(
  local: LocalDatabase,
  target: SearchFeedTarget,
  onFirstBuild: () => void = () => {},
): SearchFeed {
  const catalogue = local.collection('catalogue');
  const masterdata = local.collection('masterdata');
  if (!catalogue) return Object.assign(() => {}, { idle: () => Promise.resolve() });
  let stopped = false;
  // What idle() waits for: steps queued or running, plus master data settling. A count with
  // waiters rather than a loop over promises: such a loop spins in microtasks once they are all
  // settled, and that froze the page when the feed stopped mid-settling.
  let pending = 0;
  const waiters: Array<() => void> = [];
  const wakeWaiters = (): void => {
    for (const wake of waiters.splice(0)) wake();
  };
  const done = (): void => {
    pending -= 1;
    if (pending === 0) wakeWaiters();
  };
  // Steps go out in order: the first full read must not undo a newer change.
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (step: () => Promise<void>): void => {
    pending += 1;
    queue = queue
      .then(() => (stopped ? undefined : step()))
      .catch((error: unknown) => console.error('[search]', error))
      .finally(done);
  };

  const sendMasterdata = async (): Promise<void> => {
    const docs = masterdata ? await masterdata.find().exec() : [];
    await target.setMasterdata(docs.map((doc) => doc.toJSON() as unknown as MasterData));
  };

  const packer = local.packed?.packers.get('catalogue');
  const cardOf = (doc: unknown): ProductCard => toProductCard(doc as Product);
  /**
   * The packer's revision of a changed document when the packer holds that very write: RxDB
   * copies a written document's top level only, so every field is the packer's own value (a
   * later or earlier write brings other arrays and objects). Comparing fields costs nothing like
   * making and printing both cards (40,000 of them in a first sync).
   */
  const revisionOf = (data: Record<string, unknown>): string => {
    const held = packer?.docs.get(String(data.id));
    if (!held) return '';
    for (const key of Object.keys(held.doc)) if (key !== '_deleted' && held.doc[key] !== data[key]) return '';
    return held.rev;
  };

  /** The whole catalogue by revision, from the packer when it holds what the collection holds. */
  const sendWhole = async (): Promise<void> => {
    if (!packer || packer.docs.size !== (await catalogue.count().exec())) {
      const docs = await catalogue.find().exec();
      await target.replace(docs.map((doc) => cardOf(doc.toJSON())));
      return;
    }
    const ids: string[] = [];
    const revs: string[] = [];
    for (const [id, held] of packer.docs) {
      ids.push(id);
      revs.push(held.rev);
    }
    const cards: ProductCard[] = [];
    const cardRevs: string[] = [];
    for (const id of await target.reconcile(ids, revs)) {
      // Gone meanwhile: its removal is on its way from the change events.
      const held = packer.docs.get(id);
      if (!held) continue;
      cards.push(cardOf(held.doc));
      cardRevs.push(held.rev);
    }
    await target.replace(cards, cardRevs);
  };

  enqueue(sendMasterdata);
  enqueue(async () => {
    await sendWhole();
    if (!stopped) onFirstBuild();
  });
  // Subscribed before the first read runs: a change made meanwhile is applied after it (again).
  const productChanges = catalogue.eventBulks$.subscribe((bulk) => {
    const removed: string[] = [];
    const changed: ProductCard[] = [];
    const written: Array<Record<string, unknown>> = [];
    for (const event of bulk.events) {
      if (event.operation === 'DELETE' || event.documentData._deleted) removed.push(event.documentId);
      else {
        changed.push(cardOf(event.documentData));
        written.push(event.documentData as Record<string, unknown>);
      }
    }
    enqueue(async () => {
      if (removed.length > 0) await target.remove(removed);
      if (changed.length === 0) return;
      // The replication updates the packer right after the collection: label after that.
      await nextTask();
      await target.upsert(changed, written.map(revisionOf));
    });
  });
  // Master data arrives in batches during a sync: sent once it has settled.
  let timer: ReturnType<typeof setTimeout> | undefined;
  let settling = false;
  const masterChanges = masterdata?.eventBulks$.subscribe(() => {
    clearTimeout(timer);
    if (!settling) {
      settling = true;
      pending += 1;
    }
    timer = setTimeout(() => {
      enqueue(sendMasterdata);
      settling = false;
      done();
    }, MASTERDATA_DEBOUNCE_MS);
  });

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    productChanges.unsubscribe();
    masterChanges?.unsubscribe();
    if (settling) pending -= 1;
    settling = false;
    wakeWaiters();
  };
  return Object.assign(stop, {
    idle: () =>
      pending === 0 || stopped ? Promise.resolve() : new Promise<void>((wake) => waiters.push(wake)),
  });
}
