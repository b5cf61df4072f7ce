// Counts a batch of search events exactly once and folds it into the aggregates.
//
// Exactly once: each event id is first written to `search_event_ids` as a new document; the
// store refuses a second create of the same id (409), so a repeat, also from another server
// process, is recognised without a lock. Only the events whose id was new are counted.
// No lost increments: aggregates are read, changed and written back with their revision; a
// document another batch changed meanwhile comes back as a conflict and is read and changed again.
// If counting fails after the ids were written, they are removed again so the device's retry is
// counted; a process that dies in between loses those events (at most once, never twice).
// Per sender: only as many new events as the sender's allowance (a store counter per address,
// statistics-router.ts) are counted; the rest keep their ids, so they are never counted later.
import { createHash } from 'node:crypto';
import {
  DISPLAY_FORMS_MAX,
  SEARCH_EVENT_LIMITS,
  type FilterStatistic,
  type SearchStatistic,
} from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { createDocuments, updateDocuments } from '../../platform/store/update-document.ts';
import type { NormalisedEvent } from './event-batch.ts';
import { POPULAR_MIN_VISITORS } from './read-statistics.ts';
import { EVENT_IDS_DB, FILTERS_DB, QUERIES_DB } from './statistics-databases.ts';

export interface RecordResult {
  /** Events counted now. */
  accepted: number;
  /** Events counted before (a repeat of an id). */
  duplicates: number;
  /** Events older than the retention, which can no longer be told apart from repeats: not counted. */
  stale: number;
  /** New events past the sender's allowance: acknowledged, never counted. */
  limited: number;
}

const DAY_MS = 86_400_000;
const MAX_ATTEMPTS = 30;

function hashId(prefix: string, text: string): string {
  return `${prefix}-${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

export const queryDocId = (query: string): string => hashId('q', query);
export const filterDocId = (facet: string, value: string): string => hashId('f', `${facet}\u0000${value}`);
/** By the event's own day, so a repeat maps to the same id and old ids are pruned by key range. */
export const eventReceiptId = (event: Pick<NormalisedEvent, 'id' | 'at'>): string =>
  `${event.at.slice(0, 10)}:${event.id}`;

interface QueryDelta {
  query: string;
  /** How often each typed form came in this batch. */
  displays: Record<string, number>;
  count: number;
  zero: number;
  /** Found by the latest of these searches, and when that was. */
  found: number;
  latest: string;
}

/**
 * Adds this batch's typed forms to the stored ones. Only DISPLAY_FORMS_MAX are kept: a new form
 * takes a place while there is one, so a flood of odd spellings cannot grow a document.
 */
export function withDisplays(
  stored: Readonly<Record<string, number>> | undefined,
  added: Readonly<Record<string, number>>,
): Record<string, number> {
  const kept: Record<string, number> = { ...stored };
  for (const [form, count] of Object.entries(added)) {
    if (form in kept) kept[form]! += count;
    else if (Object.keys(kept).length < DISPLAY_FORMS_MAX) kept[form] = count;
  }
  return kept;
}

/** Adds `visitor` to the distinct visitors of a query, keeping only as many as publishing needs. */
export function withVisitor(visitors: readonly string[] | undefined, visitor: string | undefined): string[] {
  const kept = [...(visitors ?? [])];
  if (visitor && kept.length < POPULAR_MIN_VISITORS && !kept.includes(visitor)) kept.push(visitor);
  return kept;
}

interface FilterDelta {
  facet: string;
  value: string;
  count: number;
  latest: string;
}

export async function recordSearches(
  store: StoreClient,
  events: readonly NormalisedEvent[],
  now: number = Date.now(),
  /** The sender as a keyed hash (visitor-key.ts); counts towards a query's distinct visitors. */
  visitor?: string,
  /** How many of this many new events the sender may still have counted (all when absent). */
  allowance: (wanted: number) => Promise<number> = async (wanted) => wanted,
): Promise<RecordResult> {
  const cutoff = now - SEARCH_EVENT_LIMITS.retentionDays * DAY_MS;
  const current = events.filter((event) => Date.parse(event.at) >= cutoff);
  const stale = events.length - current.length;
  if (current.length === 0) return { accepted: 0, duplicates: 0, stale, limited: 0 };

  const nowIso = new Date(now).toISOString();
  const receipts = current.map((event) => ({ _id: eventReceiptId(event), received_at: nowIso }));
  const revs = await createDocuments(store, EVENT_IDS_DB, receipts);
  const fresh: NormalisedEvent[] = [];
  const written: CouchDoc[] = [];
  let duplicates = 0;
  revs.forEach((rev, index) => {
    if (!rev) duplicates++;
    else {
      fresh.push(current[index]!);
      written.push({ _id: receipts[index]!._id, _rev: rev });
    }
  });

  let counted = fresh;
  try {
    if (fresh.length > 0) counted = fresh.slice(0, await allowance(fresh.length));
    await applyEvents(store, counted, nowIso, visitor);
  } catch (error) {
    await store
      .bulkDocs(
        EVENT_IDS_DB,
        written.map((doc) => ({ ...doc, _deleted: true })),
      )
      .catch(() => undefined);
    throw error;
  }
  return { accepted: counted.length, duplicates, stale, limited: fresh.length - counted.length };
}

async function applyEvents(
  store: StoreClient,
  events: readonly NormalisedEvent[],
  nowIso: string,
  visitor: string | undefined,
): Promise<void> {
  const queries = new Map<string, QueryDelta>();
  const filters = new Map<string, FilterDelta>();
  for (const event of events) {
    // A search's time is never later than now: a device's clock may run ahead.
    const at = event.at < nowIso ? event.at : nowIso;
    if (event.query !== '') {
      const id = queryDocId(event.query);
      const delta = queries.get(id) ?? {
        query: event.query,
        displays: {},
        count: 0,
        zero: 0,
        found: event.found,
        latest: at,
      };
      delta.count++;
      if (event.display !== '') delta.displays[event.display] = (delta.displays[event.display] ?? 0) + 1;
      if (event.found === 0) delta.zero++;
      if (at >= delta.latest) {
        delta.latest = at;
        delta.found = event.found;
      }
      queries.set(id, delta);
    }
    for (const { facet, value } of event.filters) {
      const id = filterDocId(facet, value);
      const delta = filters.get(id) ?? { facet, value, count: 0, latest: at };
      delta.count++;
      if (at > delta.latest) delta.latest = at;
      filters.set(id, delta);
    }
  }

  await Promise.all([
    applyDeltas<QueryDelta, SearchStatistic>(store, QUERIES_DB, queries, (id, doc, delta) => {
      const newer = !doc || delta.latest >= doc.last_searched_at;
      return {
        id,
        query: delta.query,
        count: (doc?.count ?? 0) + delta.count,
        zero_count: (doc?.zero_count ?? 0) + delta.zero,
        found: newer ? delta.found : doc.found,
        last_searched_at: newer ? delta.latest : doc.last_searched_at,
        visitors: withVisitor(doc?.visitors, visitor),
        displays: withDisplays(doc?.displays, delta.displays),
        ...(doc?.demo ? { demo: true } : {}),
        created_at: doc?.created_at ?? nowIso,
        updated_at: nowIso,
      };
    }),
    applyDeltas<FilterDelta, FilterStatistic>(store, FILTERS_DB, filters, (id, doc, delta) => ({
      id,
      facet: delta.facet,
      value: delta.value,
      count: (doc?.count ?? 0) + delta.count,
      last_used_at: doc && doc.last_used_at > delta.latest ? doc.last_used_at : delta.latest,
      created_at: doc?.created_at ?? nowIso,
      updated_at: nowIso,
    })),
  ]);
}

/** Read, change, write with revisions (store/update-document.ts); what conflicted is read and changed again. */
async function applyDeltas<Delta, Doc extends { id: string }>(
  store: StoreClient,
  db: string,
  deltas: ReadonlyMap<string, Delta>,
  merge: (id: string, doc: Doc | undefined, delta: Delta) => Doc,
): Promise<void> {
  await updateDocuments<CouchDoc>(
    store,
    db,
    [...deltas.keys()],
    (id, stored) => {
      const { _id, _rev: _ignoredRev, ...fields } = stored ?? { _id: id };
      const merged = merge(
        id,
        stored ? ({ ...fields, id: _id } as unknown as Doc) : undefined,
        deltas.get(id)!,
      );
      const { id: _ignored, ...rest } = merged;
      return { _id: id, ...rest };
    },
    { retries: MAX_ATTEMPTS - 1 },
  );
}

/** Forgets event ids older than the retention (a few hundred at a time). */
export async function pruneEventIds(store: StoreClient, now: number = Date.now()): Promise<number> {
  const cutoffDay = new Date(now - SEARCH_EVENT_LIMITS.retentionDays * DAY_MS).toISOString().slice(0, 10);
  const old = await store.allDocs<CouchDoc>(EVENT_IDS_DB, { endkey: cutoffDay, limit: 500 });
  if (old.length === 0) return 0;
  await store.bulkDocs(
    EVENT_IDS_DB,
    old.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })),
  );
  return old.length;
}
