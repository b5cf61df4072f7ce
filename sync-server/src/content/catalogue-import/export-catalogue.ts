// The whole catalogue as a file, hidden products included (their "Visible" column says no; in
// FHIR an extension says so): the CSV and XLSX template (table-rows.ts) and the FHIR R4 LIVD
// Bundle (livd-bundle.ts). Streamed product by product, so the catalogue is never held whole.
import type { Response } from 'express';
import { CSV_BOM, CSV_DELIMITER, csvLine, type Locale } from '@poct/schemas';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { COLUMNS, sheetColumns } from './columns.ts';
import { readAllDocs, readCatalogueIndex } from './catalogue-index.ts';
import { livdBundleWriter } from './livd-bundle.ts';
import { SHEET_NAMES, SHEETS } from './read-xlsx.ts';
import { combinedRows, headerRow, sheetRows } from './table-rows.ts';
import { attachment, newWorkbook, XLSX_TYPE } from './template.ts';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'fhir'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Waits for the response to take more when it is full, so a slow client holds no catalogue in memory. */
async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
}

export async function exportCatalogue(
  store: StoreClient,
  format: ExportFormat,
  locale: Locale,
  res: Response,
): Promise<void> {
  const { lookup, linksByProduct } = await readCatalogueIndex(store);
  const products = () => readAllDocs(store, 'catalogue_master');
  const name = locale === 'de' ? 'katalog' : 'catalogue';
  if (format === 'csv') {
    attachment(res, 'text/csv; charset=utf-8', `${name}.csv`);
    const delimiter = CSV_DELIMITER[locale];
    await write(res, `${CSV_BOM}${csvLine(headerRow(COLUMNS, locale), delimiter)}`);
    for await (const product of products())
      for (const row of combinedRows(product, locale, lookup)) await write(res, csvLine(row, delimiter));
    res.end();
    return;
  }
  if (format === 'xlsx') {
    attachment(res, XLSX_TYPE, `${name}.xlsx`);
    const workbook = newWorkbook(res);
    // Each sheet is written whole before the next (the zip holds them one after the other).
    for (const sheet of SHEETS) {
      const worksheet = workbook.addWorksheet(SHEET_NAMES[sheet][locale]);
      worksheet.addRow(headerRow(sheetColumns(sheet), locale)).commit();
      for await (const product of products())
        for (const row of sheetRows(sheet, product, locale, lookup, linksByProduct.get(product._id)))
          worksheet.addRow(row).commit();
      worksheet.commit();
    }
    await workbook.commit();
    return;
  }
  attachment(res, 'application/fhir+json; charset=utf-8', `${name}-livd.json`);
  const bundle = livdBundleWriter(lookup, new Date().toISOString());
  await write(res, bundle.start());
  for await (const product of products())
    for (const entry of bundle.product(product)) await write(res, entry);
  await write(res, bundle.end());
  res.end();
}
