// The projector keeps the read-only projections (`catalogue`, `masterdata`, `publications`) equal
// to what a premium reader may see of the master databases (project-document.ts): it follows each
// master's `_changes` feed, projects every changed document (project-document.ts) and writes only
// what differs, so an item that becomes hidden or is deleted turns into a deletion that
// replicates to every device, and unhiding it recreates it.
//
// Crash safety: per master, a checkpoint (`projector-checkpoint:<master>` in `server_state`) is
// saved only after a batch is fully applied. After a crash the projector re-reads the batch and
// applies it again, which writes nothing for documents that already match (no new revisions),
// so nothing is lost or duplicated. Store errors (a restarting store, refused connections) are
// logged once and retried with a growing pause, from the same checkpoint.
//
// Links follow their product (project-document.ts): a link is projected only while its product
// is visible and shows its links, so a link depends on two masters. Links are therefore always
// projected from the masters as they are at that moment, one batch at a time under one lock:
// the publications follower re-reads the links its feed names, and after every batch of products
// the catalogue follower looks up their links (link-lookup.ts) and projects them again, before it
// saves its checkpoint (so idle() covers it, and a crash in between repeats it). Whichever of the
// two runs last has read the latest link and the latest product; the lock keeps one from writing
// what it read before the other wrote. Rules that start to project something else raise
// RULES_VERSION, and a checkpoint saved under older rules starts that master over.
//
// Moderated content (moderation/sources.ts) is followed the same way: each source database's
// published documents are copied to its public database (moderation/published-view.ts), and a
// document that stops being published is deleted there. What hangs on another document (a
// source's `hangsOn`: reviews on their product, comments on their thread) is projected like the
// links: read again with its parent under the same lock, and looked up again after every batch
// of its parent's database, so hiding a product or rejecting a thread takes them out, and
// showing or publishing it again brings them back.
//
// The catalogue's change log (catalogue-changes.ts) is written beside the catalogue: before a
// batch of products is projected, each write it will make to `catalogue` becomes an entry in
// `catalogue_changes` under an id derived from the product's revision, so a batch applied again
// writes no second entry. Entries past the log's bounds are deleted at most once an hour.
//
// Alerts about watched products (content/watchlist/) hang on the same moment: before a batch of
// products or links is written, `watchers` get each product write (its projection before and
// after) and each link that enters the publications, so a batch applied again gives them the
// same writes again (their alert ids are derived from the revision, see alert-entries.ts).
//
// One worker across processes (several servers may share one CouchDB): only the holder of the
// `projector-lease` document projects; the others wait and take over when it stops or its lease
// runs out.
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { ChangesResponse, CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import {
  CATALOGUE_CHANGES,
  MASTERS,
  PROJECTION_OF,
  type MasterName,
  type ModeratedSourceName,
} from '../../platform/store/databases.ts';
import { MODERATED_SOURCES, PUBLISHED_OF } from '../moderation/sources.ts';
import { PUBLISHED_RULES_VERSION, publishedView } from '../moderation/published-view.ts';
import {
  RULES_VERSION,
  isProjectableId,
  planWrite,
  projectDocument,
  referencedProductIds,
  withoutHiddenReferences,
} from './project-document.ts';
import { POST_REPORTS, STATE_DATABASE } from '../../platform/store/databases.ts';
import { startLease, type LeaseTiming } from './lease.ts';
import { createDocuments, updateDocument, updateDocuments } from '../../platform/store/update-document.ts';
import { changeEntry, expiredChanges } from './catalogue-changes.ts';
import { LINKS_BY_PRODUCT, findIdsBy, lookupBy, type FieldLookup } from './link-lookup.ts';
import { createChangesRequester } from '../../platform/store/changes-request.ts';
import { log as serverLog } from '../../platform/log/logger.ts';

export interface Projector {
  /** Stops following the masters, waits for the current batch to end and releases the lease. */
  stop(): Promise<void>;
  /** Resolves when no master has changes past its saved checkpoint (whoever holds the lease). */
  idle(): Promise<void>;
  /** True while this process holds the lease and projects. */
  holdsLease(): boolean;
  /** Changes on the followed databases past their checkpoints, counted up to `upTo + 1`. */
  pending(upTo: number): Promise<number>;
}

export interface ProjectorTiming extends LeaseTiming {
  /** How long one long-poll of `_changes` waits for a change before it asks again. */
  longpollMs: number;
  /** First pause after a store error; it doubles up to `maxBackoffMs`. */
  minBackoffMs: number;
  maxBackoffMs: number;
}

/** A write to `catalogue` of one batch: the product's projection before (absent) and after (null: leaves). */
export interface ProductWrite {
  id: string;
  /** The master's revision the write comes from. */
  rev: string;
  before: CouchDoc | undefined;
  after: CouchDoc | null;
}

/** A link that enters the publications, with the product (master) it belongs to. */
export interface LinkEntering {
  link: CouchDoc;
  product: CouchDoc;
}

/** Told of a batch's writes before they are made (the alerts of watched products). */
export interface CatalogueWatchers {
  productsWritten(writes: readonly ProductWrite[]): Promise<void>;
  linksEntering(links: readonly LinkEntering[]): Promise<void>;
}

export const DEFAULT_TIMING: ProjectorTiming = {
  leaseMs: 15_000,
  renewMs: 5_000,
  longpollMs: 25_000,
  minBackoffMs: 200,
  maxBackoffMs: 5_000,
};

export const LEASE_ID = 'projector-lease';
export const BATCH_SIZE = 500;
const CONFLICT_RETRIES = 5;
const IDLE_POLL_MS = 50;
/** How often the change log's old entries are deleted. */
const CHANGE_LOG_PRUNE_MS = 60 * 60 * 1000;

/** A database the projector follows: a master, or the source of a moderated kind. */
type Followed = MasterName | ModeratedSourceName;
const FOLLOWED: readonly Followed[] = [...MASTERS, ...PUBLISHED_OF.keys()];

function isMaster(db: Followed): db is MasterName {
  return (MASTERS as readonly string[]).includes(db);
}

/** The database `db` is projected to. */
function targetOf(db: Followed): string {
  return isMaster(db) ? PROJECTION_OF[db] : PUBLISHED_OF.get(db)!;
}

/** Version of the rules `db` is projected by (see RULES_VERSION and PUBLISHED_RULES_VERSION). */
function rulesOf(db: Followed): number {
  return isMaster(db) ? RULES_VERSION[db] : PUBLISHED_RULES_VERSION;
}

/** A followed database whose documents hang on documents of `parent`, named by `lookup.field`. */
interface Dependency {
  parent: Followed;
  lookup: FieldLookup;
  /** Whether readers may see a document whose parent is `parent` (undefined: there is none). */
  shows(parent: CouchDoc | undefined): boolean;
}

const DEPENDS: ReadonlyMap<Followed, Dependency> = new Map<Followed, Dependency>([
  // Links: projectDocument itself judges the product.
  ['publications_master', { parent: 'catalogue_master', lookup: LINKS_BY_PRODUCT, shows: () => true }],
  ...MODERATED_SOURCES.flatMap(({ sourceDb, hangsOn }) =>
    hangsOn && sourceDb !== POST_REPORTS
      ? [
          [
            sourceDb,
            { parent: hangsOn.db, lookup: lookupBy(sourceDb, hangsOn.field), shows: hangsOn.shows },
          ] as const,
        ]
      : [],
  ),
]);

/** The followed databases that hang on `db`. */
function dependentsOf(db: Followed): Followed[] {
  return [...DEPENDS].filter(([, dependency]) => dependency.parent === db).map(([child]) => child);
}

/** The id `doc` names in `field`, when it can name a document. */
function parentIdOf(doc: CouchDoc, field: string): string | undefined {
  const id = doc[field];
  return typeof id === 'string' && isProjectableId(id) ? id : undefined;
}

/** What a changed document of `db` must be in its target; `parent` is the one it hangs on. */
function projectOne(db: Followed, doc: CouchDoc, parent?: CouchDoc): CouchDoc | null {
  if (isMaster(db)) return projectDocument(db, doc, parent);
  const view = publishedView(doc);
  const dependency = DEPENDS.get(db);
  return view && (!dependency || dependency.shows(parent)) ? view : null;
}

export function checkpointId(master: Followed): string {
  return `projector-checkpoint:${master}`;
}

interface Checkpoint {
  since: string | number;
  rev: string | undefined;
}

interface CheckpointDoc extends CouchDoc {
  since: string | number;
  /** RULES_VERSION of the master when the checkpoint was saved; absent means 1. */
  rules?: number;
}

/** Thrown inside a cycle when the lease was lost; the loop then waits instead of logging. */
class LeaseLost extends Error {}

/** Sequences are opaque (numbers in PouchDB, strings in CouchDB): compare only for equality. */
function sameSeq(a: string | number, b: string | number): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs tasks one after another, in the order they were queued, whether or not each succeeds. */
function createLock(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}

export function startProjector(options: {
  store: StoreClient;
  leaseOwner?: string;
  timing?: Partial<ProjectorTiming>;
  log?: (message: string) => void;
  watchers?: CatalogueWatchers;
}): Projector {
  const { store, watchers } = options;
  const timing: ProjectorTiming = { ...DEFAULT_TIMING, ...options.timing };
  const log = options.log ?? ((message: string) => serverLog.warn({ area: 'projector' }, message));
  const owner = options.leaseOwner ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const stopping = new AbortController();
  /** The `_changes` request of each master in flight, aborted on stop or when the lease is lost. */
  const cycles = new Set<AbortController>();

  const feeds = createChangesRequester(store);
  /** Held while documents that hang on others are read and written (see the top of this file). */
  const withDependentLock = createLock();
  const lease = startLease({ store, id: LEASE_ID, owner, timing, log });
  lease.onLost(() => {
    log(`${owner} lost the projector lease and stops projecting until it holds it again`);
    for (const cycle of cycles) cycle.abort(new LeaseLost());
  });

  async function readCheckpoint(master: Followed): Promise<Checkpoint> {
    const doc = await store.get<CheckpointDoc>(STATE_DATABASE, checkpointId(master));
    // A checkpoint reached under other rules does not vouch for the projection: start over.
    const trusted = doc !== undefined && (doc.rules ?? 1) === rulesOf(master);
    return { since: trusted ? doc.since : 0, rev: doc?._rev };
  }

  async function saveCheckpoint(master: Followed, since: string | number, rev: string | undefined) {
    const id = checkpointId(master);
    // First at the revision this cycle read. A conflict is a lost response to an earlier save or a
    // former holder: we applied everything up to `since`, so ours is right, at the stored revision.
    let known: CheckpointDoc | undefined = rev ? { _id: id, _rev: rev, since } : undefined;
    await updateDocument<CheckpointDoc>(
      store,
      STATE_DATABASE,
      id,
      () => {
        if (!lease.holds()) throw new LeaseLost();
        return { _id: id, since, rules: rulesOf(master), updated_at: new Date().toISOString() };
      },
      {
        retries: CONFLICT_RETRIES,
        read: async () => {
          const first = known;
          known = undefined;
          return first ?? (await store.get<CheckpointDoc>(STATE_DATABASE, id));
        },
      },
    );
  }

  /** Live projection documents by id; missing and deleted ones are absent. */
  async function readProjection(projection: string, ids: string[]): Promise<Map<string, CouchDoc>> {
    const docs = await store.allDocs(projection, { keys: ids });
    return new Map(docs.map((doc) => [doc._id, doc]));
  }

  /**
   * Products whose references (alternatives) name other products keep only those readers see,
   * as the master holds them now. A product hidden later stays named until the naming product is
   * projected again (its next change, or a new version of the rules).
   */
  async function withVisibleReferences(desired: Map<string, CouchDoc | null>): Promise<void> {
    const named = [
      ...new Set([...desired.values()].flatMap((doc) => (doc ? referencedProductIds(doc) : []))),
    ];
    if (named.length === 0) return;
    const shown = new Set<string>();
    for (let start = 0; start < named.length; start += BATCH_SIZE)
      for (const product of await store.allDocs('catalogue_master', {
        keys: named.slice(start, start + BATCH_SIZE),
      }))
        if (projectDocument('catalogue_master', product) !== null) shown.add(product._id);
    for (const [id, doc] of desired) if (doc) desired.set(id, withoutHiddenReferences(doc, shown));
  }

  /** What `id` must be in the projection of `master`, judged from the masters as they are now. */
  async function desiredNow(master: Followed, id: string): Promise<CouchDoc | null> {
    const source = await store.get(master, id);
    if (!source) return null;
    const dependency = DEPENDS.get(master);
    if (master === 'catalogue_master') {
      const desired = new Map([[id, projectOne(master, source)]]);
      await withVisibleReferences(desired);
      return desired.get(id)!;
    }
    if (!dependency) return projectOne(master, source);
    const parentId = parentIdOf(source, dependency.lookup.field);
    const parent = parentId === undefined ? undefined : await store.get(dependency.parent, parentId);
    return projectOne(master, source, parent);
  }

  /**
   * Brings the projection of `master` from `existing` to `desired` (null: must not be there).
   * What lost a race is read again, projection first and then the masters, so the next write is
   * based on master content at least as new as whatever produced the projection's revision.
   */
  async function writeProjection(
    master: Followed,
    existing: Map<string, CouchDoc>,
    desired: Map<string, CouchDoc | null>,
  ): Promise<void> {
    let firstRound = true;
    await updateDocuments<CouchDoc>(
      store,
      targetOf(master),
      [...desired.keys()],
      async (id, current) =>
        planWrite(id, firstRound ? desired.get(id)! : await desiredNow(master, id), current) ?? undefined,
      {
        retries: CONFLICT_RETRIES,
        known: existing,
        beforeWrite: () => {
          firstRound = false;
          if (!lease.holds()) throw new LeaseLost();
        },
      },
    );
  }

  /**
   * Projects the documents `ids` of `db`, which hang on documents of another database, from both
   * as they are now, under the dependent lock.
   */
  async function projectDependents(db: Followed, ids: readonly string[]): Promise<void> {
    const dependency = DEPENDS.get(db)!;
    const field = dependency.lookup.field;
    for (let start = 0; start < ids.length; start += BATCH_SIZE) {
      const chunk = ids.slice(start, start + BATCH_SIZE);
      await withDependentLock(async () => {
        // The projection before the sources, as in reconcile().
        const existing = await readProjection(targetOf(db), chunk);
        const docs = await store.allDocs(db, { keys: chunk });
        const parentIds = [
          ...new Set(docs.map((doc) => parentIdOf(doc, field)).filter((id) => id !== undefined)),
        ];
        const parents = parentIds.length ? await store.allDocs(dependency.parent, { keys: parentIds }) : [];
        const parentById = new Map(parents.map((parent) => [parent._id, parent]));
        // Missing and deleted documents stay null: they must not be there.
        const desired = new Map<string, CouchDoc | null>(chunk.map((id) => [id, null]));
        for (const doc of docs) {
          const parentId = parentIdOf(doc, field);
          desired.set(
            doc._id,
            projectOne(db, doc, parentId === undefined ? undefined : parentById.get(parentId)),
          );
        }
        if (db === 'publications_master' && watchers) {
          const entering = [...desired].flatMap(([id, link]) => {
            const product = link && parentById.get(parentIdOf(link, field) ?? '');
            return link && product && !existing.has(id) ? [{ link, product }] : [];
          });
          if (entering.length > 0) {
            if (!lease.holds()) throw new LeaseLost();
            await watchers.linksEntering(entering);
          }
        }
        await writeProjection(db, existing, desired);
      });
    }
  }

  async function applyBatch(master: Followed, results: ChangesResponse['results']): Promise<void> {
    const ids = [...new Set(results.map((change) => change.id).filter(isProjectableId))];
    if (ids.length === 0) return;
    if (DEPENDS.has(master)) await projectDependents(master, ids);
    else await projectChanged(master, results, ids);
    // Every document of the batch, not only those whose projection just changed: after a crash
    // between the two steps, the parents are already written but what hangs on them is not.
    for (const child of dependentsOf(master)) {
      await projectDependents(child, await findIdsBy(store, DEPENDS.get(child)!.lookup, ids));
    }
  }

  /** Projects a batch of a database that hangs on none, from the documents its feed carried. */
  async function projectChanged(
    master: Followed,
    results: ChangesResponse['results'],
    ids: string[],
  ): Promise<void> {
    const latest = new Map<string, CouchDoc>();
    const revs = new Map<string, string>();
    for (const change of results) {
      if (!isProjectableId(change.id)) continue;
      latest.set(change.id, change.deleted || !change.doc ? { _id: change.id, _deleted: true } : change.doc);
      revs.set(change.id, change.doc?._rev ?? change.changes[0]?.rev ?? String(change.seq));
    }
    const existing = await readProjection(targetOf(master), ids);
    const desired = new Map([...latest].map(([id, doc]) => [id, projectOne(master, doc)]));
    if (master === 'catalogue_master') {
      await withVisibleReferences(desired);
      if (watchers) {
        if (!lease.holds()) throw new LeaseLost();
        await watchers.productsWritten(
          [...desired].map(([id, after]) => ({
            id,
            rev: revs.get(id) ?? '',
            before: existing.get(id),
            after,
          })),
        );
      }
      await logChanges(existing, desired, revs);
    }
    await writeProjection(master, existing, desired);
  }

  let prunedAt = 0;

  /** Writes the change log's entries for a batch of products, then deletes expired ones. */
  async function logChanges(
    existing: Map<string, CouchDoc>,
    desired: Map<string, CouchDoc | null>,
    revs: Map<string, string>,
  ): Promise<void> {
    const now = new Date();
    const entries = [...desired].flatMap(([id, after]) => {
      const entry = changeEntry(id, revs.get(id) ?? '', existing.get(id), after, now);
      return entry ? [entry] : [];
    });
    if (entries.length > 0) {
      if (!lease.holds()) throw new LeaseLost();
      // A taken id is the entry of a batch applied before: nothing to write.
      await createDocuments(store, CATALOGUE_CHANGES, entries);
    }
    if (now.getTime() - prunedAt < CHANGE_LOG_PRUNE_MS) return;
    const expired = expiredChanges(await store.allDocs(CATALOGUE_CHANGES), now);
    await updateDocuments(
      store,
      CATALOGUE_CHANGES,
      expired,
      (id, current) => (current ? { _id: id, _deleted: true } : undefined),
      { retries: CONFLICT_RETRIES },
    );
    prunedAt = now.getTime();
  }

  /** One request to `_changes`; undefined when a long-poll ended without news. */
  async function fetchChanges(
    master: Followed,
    since: string | number,
    live: boolean,
  ): Promise<ChangesResponse | undefined> {
    const cycle = new AbortController();
    // stop() aborts the cycles in flight; one begun after it (its loop was reading the
    // checkpoint) must not hold stop() for a whole long-poll.
    if (stopping.signal.aborted) cycle.abort('stop');
    cycles.add(cycle);
    // The embedded store ignores `timeout` on a long-poll, so end it here as well.
    const timer = live ? setTimeout(() => cycle.abort('timeout'), timing.longpollMs + 1_000) : undefined;
    const params: Record<string, string> = {
      since: String(since),
      // What hangs on others is read again under the lock (projectDependents): ids are enough.
      include_docs: String(!DEPENDS.has(master)),
      style: 'all_docs',
      limit: String(BATCH_SIZE),
    };
    if (live) Object.assign(params, { feed: 'longpoll', timeout: String(timing.longpollMs) });
    try {
      return await feeds.changes(master, params, cycle.signal);
    } catch (error) {
      if (cycle.signal.reason === 'timeout') return undefined;
      if (cycle.signal.reason instanceof LeaseLost) throw cycle.signal.reason;
      throw error;
    } finally {
      clearTimeout(timer);
      cycles.delete(cycle);
    }
  }

  async function follow(master: Followed): Promise<void> {
    let live = false;
    let failing = false;
    let backoff = timing.minBackoffMs;
    while (!stopping.signal.aborted) {
      if (!lease.holds()) {
        live = false;
        await lease.changed(stopping.signal);
        continue;
      }
      try {
        // Read every cycle: another holder may have moved it while we waited for the lease.
        const checkpoint = await readCheckpoint(master);
        const changes = await fetchChanges(master, checkpoint.since, live);
        if (stopping.signal.aborted) break;
        if (changes) {
          await applyBatch(master, changes.results);
          if (!sameSeq(changes.last_seq, checkpoint.since)) {
            await saveCheckpoint(master, changes.last_seq, checkpoint.rev);
          }
          live = changes.results.length < BATCH_SIZE;
        }
        if (failing) log(`${master}: store reachable again, projecting`);
        failing = false;
        backoff = timing.minBackoffMs;
      } catch (error) {
        if (stopping.signal.aborted) break;
        live = false;
        if (error instanceof LeaseLost) continue;
        if (!failing)
          log(`${master}: store unavailable (${describe(error)}); retrying from the last checkpoint`);
        failing = true;
        await sleep(backoff, stopping.signal);
        backoff = Math.min(backoff * 2, timing.maxBackoffMs);
      }
    }
  }

  const loops = FOLLOWED.map((master) => follow(master));

  async function caughtUp(): Promise<boolean> {
    for (const master of FOLLOWED) {
      const { since } = await readCheckpoint(master);
      const changes = await store.changes(master, { since: String(since), limit: '1' });
      if (changes.results.length > 0) return false;
    }
    return true;
  }

  let stopped: Promise<void> | undefined;

  return {
    holdsLease: () => lease.holds(),
    async pending(upTo) {
      let count = 0;
      for (const master of FOLLOWED) {
        const { since } = await readCheckpoint(master);
        const changes = await store.changes(master, {
          since: String(since),
          limit: String(upTo + 1 - count),
        });
        count += changes.results.length;
        if (count > upTo) break;
      }
      return count;
    },
    async idle() {
      for (;;) {
        if (stopping.signal.aborted) throw new Error('the projector was stopped');
        try {
          if (await caughtUp()) return;
        } catch {
          // The store is restarting: ask again.
        }
        await sleep(IDLE_POLL_MS, stopping.signal);
      }
    },
    stop() {
      stopped ??= (async () => {
        stopping.abort();
        for (const cycle of cycles) cycle.abort('stop');
        await Promise.all(loops);
        feeds.close();
        await lease.stop();
      })();
      return stopped;
    },
  };
}
