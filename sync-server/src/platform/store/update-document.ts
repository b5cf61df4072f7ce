// The one read-modify-write of a store document: read it, let `change` decide from exactly what
// was read, and write at that revision. The store accepts one write per revision, so a write
// that lost a race (409) reads again and decides again on the newer document: no change is lost
// and no decision is made twice on the same state. Its siblings here are the same write for a
// create under a fixed id (`createDocument`: a taken id is an answer, not an error) and for many
// documents at once (`updateDocuments`, one `_bulk_docs` per round, audited where the caller
// keeps a record of master writes). Where a lost race is an
// answer rather than a retry (a stale editor, a replayed token), `ifLostRace` says what it is.
// `isConflict` is the one test for a lost race or a taken id; nothing outside this folder reads
// a 409 of the store (eslint.config.ts holds that).
import { StoreError, type BulkResult, type CouchDoc, type StoreClient } from './couch-client.ts';
import { conflictPause } from './serial-queue.ts';

export interface UpdateOptions<D extends CouchDoc> {
  /** Conflicts taken before giving up (the last conflict is then thrown). */
  retries: number;
  /** Reads the current document; default: the stored one, undefined when there is none. */
  read?: () => Promise<D | undefined>;
}

export type UpdateOutcome<D extends CouchDoc> =
  /** `change` left the document as it was: nothing written. */
  | { written: false; current: D | undefined }
  /** The document as written, with its new revision, and the one it replaced. */
  | { written: true; doc: D; previous: D | undefined };

export const isConflict = (error: unknown): boolean => error instanceof StoreError && error.status === 409;

/** The same test for one answer of a `_bulk_docs` (a write forwarded for a client, too). */
export const isBulkConflict = (result: BulkResult): boolean => result.error === 'conflict';

/**
 * Applies `change` to the current document of `id` in `db` (undefined: there is none) and writes
 * the result at the revision read, again after a short random pause on a conflict. `change`
 * returns undefined to write nothing, and throws to refuse (nothing is written). A deletion is a
 * `change` that returns `{ _id, _deleted: true }`.
 */
export async function updateDocument<D extends CouchDoc>(
  store: StoreClient,
  db: string,
  id: string,
  change: (current: D | undefined) => Promise<D | undefined> | D | undefined,
  options: UpdateOptions<D>,
): Promise<UpdateOutcome<D>> {
  const read = options.read ?? (() => store.get<D>(db, id));
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) await conflictPause(attempt);
    const current = await read();
    const next = await change(current);
    if (!next) return { written: false, current };
    const { _rev: _ignored, ...fields } = next;
    const doc = { ...fields, _id: id, ...(current?._rev ? { _rev: current._rev } : {}) } as D;
    try {
      const { rev } = await store.put(db, doc);
      return { written: true, doc: { ...doc, _rev: rev }, previous: current };
    } catch (error) {
      if (!isConflict(error) || attempt >= options.retries) throw error;
    }
  }
}

/**
 * `write`'s result, or `lost()`'s when the write lost a race (409: another writer changed the
 * document first, or holds the id) after its retries. `lost` may throw the answer instead.
 */
export async function ifLostRace<T, L>(write: Promise<T>, lost: () => L | Promise<L>): Promise<T | L> {
  try {
    return await write;
  } catch (error) {
    if (isConflict(error)) return lost();
    throw error;
  }
}

export type CreateOutcome = { created: true; rev: string } | { created: false };

/**
 * Creates `doc` under its id, or at the revision `rev` of a document it takes over. The id is
 * the claim: when another document holds it (or moved past `rev`), nothing is written and the
 * answer is `created: false`.
 */
export async function createDocument(
  store: StoreClient,
  db: string,
  doc: CouchDoc,
  rev?: string,
): Promise<CreateOutcome> {
  const current = rev ? { _id: doc._id, _rev: rev } : undefined;
  return ifLostRace(
    updateDocument(store, db, doc._id, () => doc, { retries: 0, read: async () => current }).then(
      (outcome): CreateOutcome =>
        outcome.written ? { created: true, rev: outcome.doc._rev! } : { created: false },
    ),
    (): CreateOutcome => ({ created: false }),
  );
}

export interface BulkUpdateOptions<D extends CouchDoc> {
  /** Rounds of conflicts taken before giving up (an Error naming the ids is then thrown). */
  retries: number;
  /** Reads the current documents of `ids`; default: the stored ones (deleted and missing absent). */
  read?: (ids: string[]) => Promise<Map<string, D>>;
  /** Runs before each round's write (throws to stop: nothing more is written). */
  beforeWrite?: () => void;
  /** The first round's documents, already read (the rest are read as usual). */
  known?: Map<string, D>;
  /** Records each round's writes before they are made, and completes the record after. */
  audit?: WriteAudit<D>;
}

/**
 * A record of writes kept beside them (the audit of master writes): called before a round's
 * `_bulk_docs` with its documents and the stored versions they replace; what it returns is
 * called with the store's answers. A throw before the write stops it: nothing is written.
 */
export type WriteAudit<D extends CouchDoc = CouchDoc> = (
  docs: CouchDoc[],
  replaced: ReadonlyMap<string, D>,
) => Promise<(results: BulkResult[]) => Promise<void>>;

/**
 * `updateDocument` for many documents of `db`: `change(id, current)` decides each from what was
 * read (undefined: write nothing), all are written in one `_bulk_docs` at the revisions read, and
 * those that lost a race are read and decided again. Any other refusal of the store is thrown.
 * A `change` that writes only over the revision a plan was made on (an import) returns undefined
 * for a document found at another one: a lost race then becomes that answer on the next round.
 * The answer: each written document's new revision, by id.
 */
export async function updateDocuments<D extends CouchDoc>(
  store: StoreClient,
  db: string,
  ids: readonly string[],
  change: (id: string, current: D | undefined) => D | undefined | Promise<D | undefined>,
  options: BulkUpdateOptions<D>,
): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  const read =
    options.read ??
    (async (wanted: string[]) =>
      new Map((await store.allDocs<D>(db, { keys: wanted })).map((doc) => [doc._id, doc])));
  let pending = [...ids];
  let known = options.known;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > options.retries)
      throw new Error(`${db}: ${pending.join(', ')} still in conflict after ${attempt} attempts`);
    if (attempt > 0) await conflictPause(attempt);
    const current = known ?? (await read(pending));
    known = undefined;
    const writes: CouchDoc[] = [];
    for (const id of pending) {
      const stored = current.get(id);
      const next = await change(id, stored);
      if (!next) continue;
      const { _rev: _ignored, ...fields } = next;
      writes.push({ ...fields, _id: id, ...(stored?._rev ? { _rev: stored._rev } : {}) });
    }
    if (writes.length === 0) return written;
    options.beforeWrite?.();
    const complete = await options.audit?.(writes, current);
    const results = await store.bulkDocs(db, writes);
    await complete?.(results);
    pending = conflictedIds(db, results);
    for (const result of results) if (result.ok && result.rev) written.set(result.id, result.rev);
  }
  return written;
}

/** The ids of a `_bulk_docs` answer that lost a race; any other refusal is thrown. */
function conflictedIds(db: string, results: BulkResult[]): string[] {
  const conflicts: string[] = [];
  for (const result of results) {
    if (isBulkConflict(result)) conflicts.push(result.id);
    else if (result.error) throw new StoreError(500, result, `_bulk_docs ${db}/${result.id}`);
  }
  return conflicts;
}

/**
 * Creates the documents `docs` under their ids in one `_bulk_docs`: for each, in order, its new
 * revision, or undefined when another document holds its id (nothing written). Any other refusal
 * is thrown.
 */
export async function createDocuments(
  store: StoreClient,
  db: string,
  docs: CouchDoc[],
): Promise<Array<string | undefined>> {
  const results = await store.bulkDocs(db, docs);
  conflictedIds(db, results);
  return results.map((result) => (result.error ? undefined : result.rev));
}
