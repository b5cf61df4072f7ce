// Reads an XLSX import with exceljs's streaming reader, after zip-guard.ts has checked the zip:
// the sheet `Produkte`/`products` (one row a product), `Tests`/`sub_products` (one row a test,
// naming its product by the key columns) and `Links`/`links` (one row a link of a product, named
// the same way). Headers in German or English. A cell holding a formula is not imported: it is an error of its row and column in
// the report, whatever value the spreadsheet last computed for it (a cached result may be stale
// and hides what the cell really says).
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { restoreCell } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { CellValue } from './cells.ts';
import { matchHeaders, sheetColumns, type Column, type HeaderLanguage, type Sheet } from './columns.ts';
import type { ImportRow, ImportSource } from './rows.ts';
import { wholeCharacterReader } from './whole-character-reader.ts';
import { checkZip } from './zip-guard.ts';

export const SHEET_NAMES: Record<Sheet, { de: string; en: string }> = {
  products: { de: 'Produkte', en: 'products' },
  sub_products: { de: 'Tests', en: 'sub_products' },
  links: { de: 'Links', en: 'links' },
};

/** The sheets of the workbook in the order they are written and read. */
export const SHEETS = Object.keys(SHEET_NAMES) as Sheet[];

function sheetOf(name: string): Sheet | undefined {
  const wanted = name.trim().toLowerCase();
  return SHEETS.find(
    (sheet) =>
      SHEET_NAMES[sheet].de.toLowerCase() === wanted || SHEET_NAMES[sheet].en.toLowerCase() === wanted,
  );
}

interface CellInfo {
  value: CellValue;
  formula: boolean;
}

function cellInfo(raw: ExcelJS.CellValue): CellInfo {
  if (raw && typeof raw === 'object' && !(raw instanceof Date)) {
    if ('formula' in raw || 'sharedFormula' in raw) return { value: undefined, formula: true };
    if ('richText' in raw) return { value: raw.richText.map((part) => part.text).join(''), formula: false };
    if ('text' in raw) return { value: String(raw.text), formula: false };
    if ('error' in raw) return { value: undefined, formula: true };
    return { value: undefined, formula: false };
  }
  const value = raw as CellValue;
  return { value: typeof value === 'string' ? restoreCell(value) : value, formula: false };
}

export async function readXlsx(bytes: Buffer): Promise<ImportSource> {
  await checkZip(bytes);
  const reader = wholeCharacterReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: Record<Sheet, ImportRow[]> = { products: [], sub_products: [], links: [] };
  const found = new Set<Column>();
  let language: HeaderLanguage = 'de';
  let sawProducts = false;
  try {
    for await (const worksheet of reader) {
      const sheet = sheetOf((worksheet as unknown as { name: string }).name ?? '');
      if (!sheet) continue;
      if (sheet === 'products') sawProducts = true;
      let columns: (Column | undefined)[] | undefined;
      for await (const row of worksheet) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1);
        if (!columns) {
          const matched = matchHeaders(
            values.map((value) => String(cellInfo(value).value ?? '')),
            sheetColumns(sheet),
          );
          columns = matched.columns;
          if (sheet === 'products') language = matched.language;
          for (const column of columns) if (column) found.add(column);
          continue;
        }
        const cells: [Column, CellValue][] = [];
        const formulas: Column[] = [];
        columns.forEach((column, index) => {
          if (!column) return;
          const info = cellInfo(values[index] ?? null);
          if (info.formula) formulas.push(column);
          cells.push([column, info.value]);
        });
        if (
          cells.every(([, value]) => value === undefined || value === null || String(value).trim() === '') &&
          formulas.length === 0
        )
          continue;
        rows[sheet].push({ sheet, row: row.number, cells, ...(formulas.length ? { formulas } : {}) });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, 'import.xlsx_damaged');
  }
  if (!sawProducts) throw new AppError(400, 'import.xlsx_sheets');
  if (found.size === 0) throw new AppError(400, 'import.headers');
  return {
    format: 'xlsx',
    language,
    columns: found,
    rows: (async function* () {
      for (const sheet of SHEETS) yield* rows[sheet];
    })(),
  };
}
