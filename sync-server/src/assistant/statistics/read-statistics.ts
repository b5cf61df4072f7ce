// What the popular searches, the workspace statistics and the search report read. The
// aggregates are loaded whole and kept until the database's update sequence moves, so repeated
// reads (paging, the public popular list) cost one small request to the store each.
import {
  foldSearchText,
  mostTypedForm,
  type FilterStatistic,
  type LocalizedText,
  type SearchStatistic,
} from '@poct/schemas';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { FILTERS_DB, QUERIES_DB } from './statistics-databases.ts';

/** A query is shown as popular only after this many searches, so no one's single search is published. */
export const POPULAR_MIN_COUNT = 3;
/**
 * …and only after this many distinct visitors (keyed hashes of address and day) searched it, so
 * one visitor repeating a query, or sending it in a forged batch, cannot publish it.
 */
export const POPULAR_MIN_VISITORS = 3;
export const POPULAR_MAX = 20;
export const PAGE_MAX = 500;

export type QueryRow = Omit<
  SearchStatistic,
  'id' | 'created_at' | 'updated_at' | 'updated_by' | 'visitors' | 'displays'
> & {
  first_searched_at: string;
  /** The form people typed most often ("Altmühl"); `query` is the folded key ("altmuehl"). */
  display: string;
};
export type FilterRow = Omit<FilterStatistic, 'id' | 'created_at' | 'updated_at'> & { label?: LocalizedText };

export const QUERY_SORTS = ['count', 'query', 'found', 'zero_count', 'last_searched_at'] as const;
export type QuerySort = (typeof QUERY_SORTS)[number];
export const FILTER_SORTS = ['count', 'facet', 'value', 'last_used_at'] as const;
export type FilterSort = (typeof FILTER_SORTS)[number];

export interface Page<Row> {
  total: number;
  offset: number;
  items: Row[];
}

interface Snapshot<Row> {
  seq: string;
  rows: Row[];
}

function compare(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
}

export function createStatisticsReader(store: StoreClient) {
  const snapshots = new Map<string, Snapshot<unknown>>();

  async function load<Row>(db: string, toRow: (doc: CouchDoc) => Row): Promise<Row[]> {
    const seq = JSON.stringify((await store.info(db))?.update_seq ?? '');
    const cached = snapshots.get(db);
    if (cached && cached.seq === seq) return cached.rows as Row[];
    const rows = (await store.allDocs<CouchDoc>(db))
      .filter((doc) => !doc._id.startsWith('_design/'))
      .map(toRow);
    snapshots.set(db, { seq, rows });
    return rows;
  }

  // Distinct visitors per query, for the popular list only (not part of the workspace rows).
  const visitorsOf = new WeakMap<QueryRow, number>();
  /** Rows the demo data seeded (demo-searches.ts): popular without visitors, and said so. */
  const demoRows = new WeakSet<QueryRow>();
  const queries = () =>
    load<QueryRow>(QUERIES_DB, (doc) => {
      const row: QueryRow = {
        query: doc.query as string,
        display: mostTypedForm(doc.displays as Record<string, number> | undefined, doc.query as string),
        count: doc.count as number,
        found: doc.found as number,
        zero_count: doc.zero_count as number,
        last_searched_at: doc.last_searched_at as string,
        first_searched_at: doc.created_at as string,
      };
      visitorsOf.set(row, Array.isArray(doc.visitors) ? doc.visitors.length : 0);
      if (doc.demo === true) demoRows.add(row);
      return row;
    });

  const filters = () =>
    load<FilterRow>(FILTERS_DB, (doc) => ({
      facet: doc.facet as string,
      value: doc.value as string,
      count: doc.count as number,
      last_used_at: doc.last_used_at as string,
    }));

  function page<Row extends Record<string, unknown>>(
    rows: Row[],
    sort: string,
    dir: 'asc' | 'desc',
    tieBreak: string,
    offset: number,
    limit: number,
  ): Page<Row> {
    const sign = dir === 'asc' ? 1 : -1;
    const sorted = [...rows].sort(
      (a, b) =>
        sign * compare(a[sort] as string | number, b[sort] as string | number) ||
        compare(a[tieBreak] as string, b[tieBreak] as string),
    );
    return { total: rows.length, offset, items: sorted.slice(offset, offset + limit) };
  }

  return {
    /** The most frequent queries whose latest search found something. */
    async popular(
      limit: number,
    ): Promise<Array<{ query: string; display: string; count: number; demo?: true }>> {
      return (await queries())
        .filter(
          (row) =>
            row.found > 0 &&
            row.count >= POPULAR_MIN_COUNT &&
            (demoRows.has(row) || (visitorsOf.get(row) ?? 0) >= POPULAR_MIN_VISITORS),
        )
        .sort(
          (a, b) =>
            b.count - a.count || compare(b.last_searched_at, a.last_searched_at) || compare(a.query, b.query),
        )
        .slice(0, limit)
        .map((row) => ({
          query: row.query,
          display: row.display,
          count: row.count,
          ...(demoRows.has(row) ? { demo: true as const } : {}),
        }));
    },

    async queries(options: {
      search?: string;
      found?: 'any' | 'none' | 'some';
      sort: QuerySort;
      dir: 'asc' | 'desc';
      offset: number;
      limit: number;
    }): Promise<Page<QueryRow>> {
      const needle = options.search ? foldSearchText(options.search) : '';
      const rows = (await queries()).filter(
        (row) =>
          (needle === '' || row.query.includes(needle)) &&
          (options.found === 'none' ? row.found === 0 : options.found === 'some' ? row.found > 0 : true),
      );
      return page(rows, options.sort, options.dir, 'query', options.offset, options.limit);
    },

    async filters(options: {
      facet?: string;
      sort: FilterSort;
      dir: 'asc' | 'desc';
      offset: number;
      limit: number;
    }): Promise<Page<FilterRow>> {
      const rows = (await filters()).filter((row) => !options.facet || row.facet === options.facet);
      const result = page(rows, options.sort, options.dir, 'value', options.offset, options.limit);
      // Master data values are ids: name them as the workspace shows them.
      const ids = [...new Set(result.items.map((row) => row.value))];
      const names = new Map(
        ids.length === 0
          ? []
          : (await store.allDocs<CouchDoc>('masterdata_master', { keys: ids })).map((doc) => [
              doc._id,
              doc.name as LocalizedText | undefined,
            ]),
      );
      return {
        ...result,
        items: result.items.map((row) => {
          const label = names.get(row.value);
          return label ? { ...row, label } : row;
        }),
      };
    },

    /** Totals and the catalogue gaps: queries whose latest search found nothing, most asked first. */
    async report(limit: number): Promise<{
      totals: { searches: number; queries: number; zero_searches: number; zero_queries: number };
      gaps: QueryRow[];
    }> {
      const rows = await queries();
      const gaps = rows.filter((row) => row.found === 0);
      return {
        totals: {
          searches: rows.reduce((sum, row) => sum + row.count, 0),
          queries: rows.length,
          zero_searches: rows.reduce((sum, row) => sum + row.zero_count, 0),
          zero_queries: gaps.length,
        },
        gaps: page(gaps, 'zero_count', 'desc', 'query', 0, limit).items,
      };
    },
  };
}

export type StatisticsReader = ReturnType<typeof createStatisticsReader>;
