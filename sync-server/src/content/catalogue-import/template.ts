// The empty import template in the page's language: the CSV (UTF-8 with BOM, `;` for German and
// `,` for English, as spreadsheet programs of each language expect) or the XLSX workbook with
// its sheets for products, sub-products and links (a CSV has no links: one row a test leaves no
// place for them). Headers only; both languages' headers are read on import.
import type { Response } from 'express';
import ExcelJS from 'exceljs';
import { CSV_BOM, CSV_DELIMITER, csvLine, type Locale } from '@poct/schemas';
import { COLUMNS, sheetColumns } from './columns.ts';
import { headerRow } from './table-rows.ts';
import { SHEET_NAMES, SHEETS } from './read-xlsx.ts';

export function attachment(res: Response, type: string, name: string): void {
  res.setHeader('content-type', type);
  res.setHeader('content-disposition', `attachment; filename="${name}"`);
  res.setHeader('cache-control', 'no-store');
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function newWorkbook(res: Response): ExcelJS.stream.xlsx.WorkbookWriter {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
}

export async function writeTemplate(format: 'csv' | 'xlsx', locale: Locale, res: Response): Promise<void> {
  const name = locale === 'de' ? 'katalog-vorlage' : 'catalogue-template';
  if (format === 'csv') {
    attachment(res, 'text/csv; charset=utf-8', `${name}.csv`);
    res.end(`${CSV_BOM}${csvLine(headerRow(COLUMNS, locale), CSV_DELIMITER[locale])}`);
    return;
  }
  attachment(res, XLSX_TYPE, `${name}.xlsx`);
  const workbook = newWorkbook(res);
  for (const sheet of SHEETS) {
    const worksheet = workbook.addWorksheet(SHEET_NAMES[sheet][locale]);
    worksheet.addRow(headerRow(sheetColumns(sheet), locale)).commit();
    worksheet.commit();
  }
  await workbook.commit();
}
