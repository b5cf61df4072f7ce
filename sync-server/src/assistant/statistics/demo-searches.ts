// The popular searches of a fresh demo install: without them the search page's list stays empty
// until three visitors have searched the same thing. They are stored like counted queries but
// marked `demo`, so the list shows them without distinct visitors and says they are examples;
// real searches of the same query add to them and keep the mark (its count holds seeded searches).
import { displaySearchQuery, normaliseSearchQuery, type SearchStatistic } from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { QUERIES_DB } from './statistics-databases.ts';
import { queryDocId } from './record-searches.ts';

export interface DemoSearch {
  /** As people would type it ("CRP"). */
  query: string;
  /** Products it finds. */
  found: number;
  /** Searches it is said to have had. */
  count: number;
}

/** Writes `searches` when no query has been counted yet (a fresh install); later starts leave them. */
export async function seedDemoSearches(
  store: StoreClient,
  searches: readonly DemoSearch[],
  nowIso: string,
): Promise<void> {
  if (((await store.info(QUERIES_DB))?.doc_count ?? 0) > 0) return;
  const docs = searches.map(({ query, found, count }): CouchDoc => {
    const key = normaliseSearchQuery(query);
    const doc: Omit<SearchStatistic, 'id'> = {
      query: key,
      count,
      found,
      zero_count: 0,
      last_searched_at: nowIso,
      displays: { [displaySearchQuery(query)]: count },
      demo: true,
      created_at: nowIso,
      updated_at: nowIso,
    };
    return { _id: queryDocId(key), ...doc };
  });
  const failed = (await store.bulkDocs(QUERIES_DB, docs)).filter((result) => result.error);
  if (failed.length) throw new Error(`demo searches: ${failed.length} refused (${failed[0]?.reason})`);
}
