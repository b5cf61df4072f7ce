// The comparison report as one spreadsheet table, for its XLSX and CSV: a column per product
// (the first column names the rows), the report's sections as row groups in their order, each
// section's notes and dates as text rows, and every value the text the report shows (already in
// the report's language, so the file says what the page says, units and decimals included).
// Tables with several rows per product (tests, safety notices, publications) get a numbered block per row.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ComparisonReport, ReportRow, ReportSection, ReportTable } from './report-model.ts';

/**
 * `title` and `meta`: the report's title and subtitle; `products`: the header row of product
 * names; `group`: a section's title; `block`: a numbered test or publication; `value`: a label
 * and one value per product; `text`: a note, date or disclaimer paragraph.
 */
export type SheetRowKind = 'title' | 'meta' | 'products' | 'group' | 'block' | 'value' | 'text';

export interface SheetRow {
  kind: SheetRowKind;
  /** The outline level: 0 for the group rows, 1 inside a section, 2 inside a numbered block. */
  level: 0 | 1 | 2;
  cells: string[];
}

export interface ReportSheet {
  /** The worksheet's name (at most 31 characters, as spreadsheet programs allow). */
  name: string;
  /** Columns: the labels, then one per product. */
  columns: number;
  rows: SheetRow[];
}

/** A row's value in column `field` (0 is the row's header). */
const valueOf = (row: ReportRow, field: number): string =>
  field === 0 ? row.header : (row.cells[field - 1]?.text ?? '');

function blockLabel(section: ReportSection, number: number, i18n: I18n): string {
  if (section.id === 'samples') return i18n._(msg`Test ${number}`);
  if (section.id === 'publications') return i18n._(msg`Publication ${number}`);
  if (section.id === 'safety_notices') return i18n._(msg`Safety notice ${number}`);
  return String(number);
}

/** The section's tables as rows with a column per product. */
function tableRows(
  report: ComparisonReport,
  section: ReportSection,
  tables: readonly ReportTable[],
  i18n: I18n,
): SheetRow[] {
  const first = tables[0];
  if (!first) return [];
  const count = report.products.length;
  const perProduct: ReportRow[][] = Array.from({ length: count }, () => []);
  const empty: string[] = Array.from({ length: count }, () => '');
  for (const table of tables) {
    for (const row of table.rows) for (const index of row.products) perProduct[index]?.push(row);
    if (table.product !== undefined && table.rows.length === 0 && table.empty)
      empty[table.product] = table.empty;
  }
  const rows = tables.flatMap((table) => table.rows);
  // A row headed by its own product's name says nothing the header row does not.
  const headedByProduct = rows.every(
    (row) => row.products.length === 1 && row.header === report.products[row.products[0]!]?.name,
  );
  const fields = first.columns.map((_, index) => index).filter((index) => index > 0 || !headedByProduct);
  const blocks = Math.max(0, ...perProduct.map((own) => own.length));
  const valueRows = (block: number, level: 1 | 2): SheetRow[] =>
    fields.map((field, position) => ({
      kind: 'value',
      level,
      cells: [
        first.columns[field] ?? '',
        ...perProduct.map((own, index) => {
          const row = own[block];
          if (row) return valueOf(row, field);
          return block === 0 && position === 0 ? empty[index]! : '';
        }),
      ],
    }));
  if (blocks <= 1) return valueRows(0, 1);
  return Array.from({ length: blocks }, (_, block) => [
    { kind: 'block', level: 1, cells: [blockLabel(section, block + 1, i18n)] } satisfies SheetRow,
    ...valueRows(block, 2),
  ]).flat();
}

/** The report as one table, in the language the report was made in (`i18n` names the blocks). */
export function reportSheet(report: ComparisonReport, i18n: I18n): ReportSheet {
  const text = (cells: string[]): SheetRow => ({ kind: 'text', level: 1, cells });
  const rows: SheetRow[] = [
    { kind: 'title', level: 0, cells: [report.title] },
    { kind: 'meta', level: 0, cells: [report.subtitle] },
    // A saved or shared comparison: its name and when it was saved, as the report shows them.
    ...(report.saved
      ? [report.saved.name, report.saved.line].map((line): SheetRow => ({
          kind: 'meta',
          level: 0,
          cells: [line],
        }))
      : []),
    {
      kind: 'products',
      level: 0,
      cells: [i18n._(msg`Product`), ...report.products.map((product) => product.name)],
    },
  ];
  for (const section of report.sections) {
    rows.push({ kind: 'group', level: 0, cells: [section.title] });
    for (const note of [...section.notes, ...section.paragraphs]) rows.push(text([note]));
    for (const item of section.legend) rows.push(text([`${item.label}: ${item.meaning}`]));
    // Tables each about one product (publications) share their rows; others follow one another.
    const perProduct = section.tables.some((table) => table.product !== undefined);
    rows.push(
      ...(perProduct
        ? tableRows(report, section, section.tables, i18n)
        : section.tables.flatMap((table) => tableRows(report, section, [table], i18n))),
    );
  }
  return { name: report.title.slice(0, 31), columns: report.products.length + 1, rows };
}
