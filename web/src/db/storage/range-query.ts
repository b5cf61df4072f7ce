// RxDB's Dexie `query` walks the plan's index with a cursor: one IndexedDB request per document
// (dexie-query.js), which for a staff device's full list of 40,000 products is 40,000 round trips
// to the browser's storage process before the list can act. When the index alone answers the
// query (its selector and its sort are both the index's range and order), the same documents in
// the same order come from one `getAll` over the same key range; any other query takes RxDB's path.
// A whole list (every live document by id, as the master mirror reads it) is the object store's
// own `getAll`: the same order without a lookup of each row through the index.
import {
  INDEX_MAX,
  INDEX_MIN,
  type PreparedQuery,
  type RxDocumentData,
  type RxQueryPlan,
  type RxStorageQueryResult,
} from 'rxdb/plugins/core';
import {
  DEXIE_DOCS_TABLE_NAME,
  dexieReplaceIfStartsWithPipe,
  fromDexieToStorage,
  getKeyRangeByQueryPlan,
  type RxStorageInstanceDexie,
} from 'rxdb/plugins/storage-dexie';
import { request } from './idb-request.ts';

type Instance = RxStorageInstanceDexie<Record<string, unknown>>;
type Stored = RxDocumentData<Record<string, unknown>>;

/**
 * Whether the plan asks for every live document in primary-key order (the index `_deleted`, then
 * the primary key, over all ids): the object store's own key order, so its getAll answers it
 * without the index's lookup of each row in IndexedDB's backend.
 */
function everyLiveDocument(plan: RxQueryPlan, primaryPath: string): boolean {
  const [deleted, primary, ...rest] = plan.index;
  return (
    deleted === '_deleted' &&
    primary === primaryPath &&
    rest.length === 0 &&
    // `_deleted: false` (RxDB's type says string or number; a boolean index keeps the boolean).
    (plan.startKeys[0] as unknown) === false &&
    (plan.endKeys[0] as unknown) === false &&
    plan.startKeys[1] === INDEX_MIN &&
    plan.endKeys[1] === INDEX_MAX &&
    plan.inclusiveStart &&
    plan.inclusiveEnd
  );
}

/** Replaces the instance's `query` with one range read where the index answers it. */
export function rangeQueries(instance: Instance): void {
  const query = instance.query.bind(instance);
  instance.query = async (prepared: PreparedQuery<Record<string, unknown>>) => {
    const { queryPlan: plan, query: mango } = prepared;
    if (!plan.selectorSatisfiedByIndex || !plan.sortSatisfiedByIndex) return query(prepared);
    const state = await instance.internals;
    let range: IDBKeyRange;
    try {
      range = getKeyRangeByQueryPlan(
        state.booleanIndexes,
        plan,
        (state.dexieDb as unknown as { _options: { IDBKeyRange?: unknown } })._options.IDBKeyRange,
      ) as IDBKeyRange;
    } catch (error) {
      // As RxDB's query: a range IndexedDB cannot form (lower above upper) holds nothing.
      if (error instanceof Error && error.name === 'DataError') return { documents: [] };
      throw error;
    }
    const skip = mango.skip ?? 0;
    const limit = typeof mango.limit === 'number' ? mango.limit : Infinity;
    const index = `[${plan.index.map((field) => dexieReplaceIfStartsWithPipe(field)).join('+')}]`;
    const store = state.dexieDb
      .backendDB()
      .transaction(DEXIE_DOCS_TABLE_NAME, 'readonly')
      .objectStore(DEXIE_DOCS_TABLE_NAME);
    // Only without a limit: the deleted rows a whole read takes too are few, all the others asked for.
    const whole = !Number.isFinite(limit) && everyLiveDocument(plan, instance.primaryPath);
    const rows = (await request(
      whole
        ? store.getAll()
        : store.index(index).getAll(range, Number.isFinite(limit) ? skip + limit : undefined),
    )) as Stored[];
    const stored = rows.map((row) => fromDexieToStorage(state.booleanIndexes, row) as Stored);
    // Deleted documents (kept until RxDB's cleanup) are dropped from a whole read before the skip.
    const documents = (whole ? stored.filter((doc) => !doc._deleted) : stored).slice(skip);
    return { documents } as RxStorageQueryResult<Record<string, unknown>>;
  };
}
