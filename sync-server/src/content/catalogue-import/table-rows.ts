// The catalogue as template rows, for the CSV and XLSX exports: in a CSV one row per test (a
// product without tests gets one row), product columns repeated on each row of the product; in an
// XLSX a sheet each for products, tests and links, the latter two naming their product. Every cell
// written as the importer reads it back (cells.ts), so an export imports as a no-op.
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { neutraliseCell } from '@poct/schemas';
import { formatBoolean, formatNumber } from './cells.ts';
import {
  COLUMNS,
  LIST_SEPARATOR,
  sheetColumns,
  type Column,
  type HeaderLanguage,
  type Sheet,
} from './columns.ts';
import type { MasterLookup } from './master-lookup.ts';

function valueAt(source: Record<string, unknown> | undefined, path: string): unknown {
  let node: unknown = source;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

/** A cell as text (CSV), or as a number where the sheet can hold one (XLSX, `typed`). */
export function formatCell(
  column: Column,
  value: unknown,
  language: HeaderLanguage,
  lookup: MasterLookup,
  typed = false,
): string | number {
  if (value === undefined || value === null) return '';
  switch (column.kind) {
    case 'number':
      return typed ? Number(value) : formatNumber(Number(value), language);
    case 'boolean':
      return formatBoolean(Boolean(value), language);
    case 'list':
      return neutraliseCell((value as string[]).join(` ${LIST_SEPARATOR} `));
    case 'master':
      return neutraliseCell(lookup.label(String(value)) ?? String(value));
    case 'masters':
      return neutraliseCell(
        (value as string[]).map((id) => lookup.label(id) ?? id).join(` ${LIST_SEPARATOR} `),
      );
    default:
      return neutraliseCell(String(value));
  }
}

export const headerRow = (columns: readonly Column[], language: HeaderLanguage) =>
  columns.map((c) => c[language]);

/** The CSV rows of one product: product columns then test columns. */
export function combinedRows(product: CouchDoc, language: HeaderLanguage, lookup: MasterLookup): string[][] {
  const tests = (product.sub_products as Record<string, unknown>[] | undefined) ?? [];
  return (tests.length ? tests : [undefined]).map((test) =>
    COLUMNS.map((column) =>
      String(
        formatCell(
          column,
          valueAt(column.sheet === 'products' ? product : test, column.path),
          language,
          lookup,
        ),
      ),
    ),
  );
}

/** The rows of one product on an XLSX sheet: the product, its tests, or its links. */
export function sheetRows(
  sheet: Sheet,
  product: CouchDoc,
  language: HeaderLanguage,
  lookup: MasterLookup,
  links: readonly CouchDoc[] = [],
): (string | number)[][] {
  const columns = sheetColumns(sheet);
  const items =
    sheet === 'products'
      ? [product]
      : sheet === 'links'
        ? links
        : ((product.sub_products as Record<string, unknown>[] | undefined) ?? []);
  return items.map((item) =>
    columns.map((column) =>
      formatCell(
        column,
        valueAt(column.sheet === 'products' ? product : item, column.path),
        language,
        lookup,
        true,
      ),
    ),
  );
}
