// Page model of the workspace import page (web/src/features/catalogue/ImportPage.tsx) and the
// Excel files a test uploads there, written with the spreadsheet library the server reads them with.
import ExcelJS from 'exceljs';
import { expect, type Locator, type Page } from '@playwright/test';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A workbook of sheets, each a header row and rows of cells by header. */
export async function workbook(sheets: Record<string, Record<string, ExcelJS.CellValue>[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    const header = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(header.map((column) => row[column] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Chooses `file` and starts the dry run (German page); answers the report. */
export async function dryRun(page: Page, name: string, file: Buffer): Promise<Locator> {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX_TYPE, buffer: file });
  await expect(page.getByText(`Ausgewählt: ${name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Probelauf starten' }).click();
  const report = page.getByRole('region', { name: `Probelauf von „${name}“` });
  // A dry run reads the whole stored catalogue on the server, while the staff device's own
  // first sync runs in the page; on a busy two-core runner that takes longer than a click.
  await expect(report).toBeVisible({ timeout: 20_000 });
  return report;
}

/** The report's row of a product, by its name. */
export const reportRow = (report: Locator, name: string) =>
  report.getByRole('row').filter({ has: report.page().getByRole('rowheader', { name, exact: true }) });

/** The import history's row of a file. */
export const historyRow = (page: Page, fileName: string) =>
  page
    .getByRole('table', { name: 'Importe' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: fileName, exact: true }) });
