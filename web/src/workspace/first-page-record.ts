// The first page of a master list as last shown on this device: at 40,000 products a
// full load of /ds/products waited seconds for the local databases to open and the mirror
// (db/master-mirror.ts) to read every product before painting a row. The list's default view
// (no search, first column ascending, page 1, default filter) is kept per user and list in
// localStorage and painted at once; the full list replaces it as soon as it has loaded. The key
// starts with the local database's name, so the sign-out wipe (db/storage/wipe-local-data.ts) removes it
// with the rest of the device's copy. It keeps each row's cell texts as shown (in the page's
// language) as well: a column may need other data to show its text (the links' product names
// come from the products, which load at the same time), and the kept page must read as it did.
import { localDatabaseName } from '../db/storage/wipe-local-data.ts';
import { defaultListQuery, listPage, type Column, type ListPage } from './forms/list-model.ts';

/** Bump when what a record holds changes: older records are ignored. */
const FORMAT = 2;
/** A record larger than this (characters) is not kept: a preview must stay cheap to read. */
const MAX_CHARS = 400_000;

export interface FirstPage<T> {
  rows: T[];
  total: number;
  pages: number;
  /** Each row's cell texts by column id, as shown in `locale`. */
  cells: Record<string, string>[];
  locale: string;
}

/**
 * The default view's first page of `rows`, with each row's cell texts in `locale`, for writers
 * that keep it before the list was opened (use-first-page-keeper.ts). The list itself
 * (forms/EntityTable.tsx) makes the same record from the page it has just shown (firstPageOf):
 * one query (defaultListQuery), one record maker, so the two can never disagree.
 */
export function defaultFirstPage<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  locale: string,
  filter?: (row: T) => boolean,
): FirstPage<T> {
  return firstPageOf(listPage(rows, columns, defaultListQuery(columns), locale, filter), columns, locale);
}

/** The record of a default view's first page the list has already made (`listPage`). */
export function firstPageOf<T>(
  page: Pick<ListPage<T>, 'rows' | 'total' | 'pages'>,
  columns: readonly Column<T>[],
  locale: string,
): FirstPage<T> {
  return {
    rows: page.rows,
    total: page.total,
    pages: page.pages,
    cells: page.rows.map((row) => Object.fromEntries(columns.map((column) => [column.id, column.text(row)]))),
    locale,
  };
}

interface StoredFirstPage<T> extends FirstPage<T> {
  format: number;
}

export function firstPageKey(userId: string, list: string): string {
  return `${localDatabaseName(userId)}:first-page:${list}`;
}

export function readFirstPage<T>(storage: Storage, key: string): FirstPage<T> | null {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as StoredFirstPage<T> | null;
    if (!stored || stored.format !== FORMAT || !Array.isArray(stored.rows)) return null;
    if (!Array.isArray(stored.cells) || stored.cells.length !== stored.rows.length) return null;
    const { rows, total, pages, cells, locale } = stored;
    return { rows, total, pages, cells, locale };
  } catch {
    return null;
  }
}

/**
 * Keeps the page unless it equals `previous` (the text this caller wrote last); returns the text
 * stored, or null when too large or storage refused it.
 */
export function writeFirstPage<T>(
  storage: Storage,
  key: string,
  page: FirstPage<T>,
  previous: string | null = null,
): string | null {
  const text = JSON.stringify({ format: FORMAT, ...page } satisfies StoredFirstPage<T>);
  if (text === previous) return text;
  try {
    if (text.length > MAX_CHARS) {
      storage.removeItem(key);
      return null;
    }
    storage.setItem(key, text);
    return text;
  } catch {
    // Storage full or refused: the list still opens, only without the early page.
    return null;
  }
}
