// RxDB's Dexie `query` walks the plan's index with a cursor: one IndexedDB request per document
// (dexie-query.js), which for a staff device's full list of 40,000 products is 40,000 round trips
// to the browser's storage process before the list can act. When the index alone answers the
// query (its selector and its sort are both the index's range and order), the same documents in
// the same order come from one `getAll` over the same key range; any other query takes RxDB's path.
import type { PreparedQuery, RxDocumentData, RxStorageQueryResult } from 'rxdb/plugins/core';
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
    const rows = await request(
      store.index(index).getAll(range, Number.isFinite(limit) ? skip + limit : undefined),
    );
    const documents = (rows as Stored[])
      .slice(skip)
      .map((row) => fromDexieToStorage(state.booleanIndexes, row) as Stored);
    return { documents } as RxStorageQueryResult<Record<string, unknown>>;
  };
}
