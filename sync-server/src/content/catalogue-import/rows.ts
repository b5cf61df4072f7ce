// What every reader (CSV, XLSX, FHIR) yields: rows of cells keyed by column, with the row number
// staff see in their file, and the language its headers were written in.
import type { CellValue } from './cells.ts';
import type { Column, HeaderLanguage, Sheet } from './columns.ts';

export interface ImportRow {
  /** `both`: a CSV row carries a product and (optionally) one of its tests. */
  sheet: Sheet | 'both';
  /** 1-based line of the file or sheet (the header is row 1). */
  row: number;
  cells: ReadonlyArray<readonly [Column, CellValue]>;
  /** Cells the file has that a spreadsheet computes (XLSX formulas), by column. */
  formulas?: readonly Column[];
  /** Test codes a FHIR file carries beside the columns (LOINC codes, vendor code). */
  extra?: Record<string, unknown>;
}

export interface ImportSource {
  format: 'csv' | 'xlsx' | 'fhir';
  language: HeaderLanguage;
  /** The columns the file has: only these change an existing product. */
  columns: ReadonlySet<Column>;
  rows: AsyncIterable<ImportRow>;
}
