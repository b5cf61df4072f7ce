// Writes the comparison's spreadsheet table (sheet-model.ts) as an XLSX workbook with exceljs.
// Used by the spreadsheet worker only, so exceljs is never in the page's bundles. The sections
// are outline groups (level 1, the numbered tests and publications level 2) under a bold title
// row, so a spreadsheet folds them; the header row and the label column stay in view.
import ExcelJS from 'exceljs';
import { neutraliseCell } from '@poct/schemas';
import type { ReportSheet, SheetRowKind } from './sheet-model.ts';

const BOLD: ReadonlySet<SheetRowKind> = new Set(['title', 'products', 'group', 'block']);
/** Rows whose one text runs across all the columns. */
const SPANNING: ReadonlySet<SheetRowKind> = new Set(['title', 'meta', 'group', 'block', 'text']);

export async function renderReportXlsx(sheet: ReportSheet): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'POCT Atlas';
  const headerRow = sheet.rows.findIndex((row) => row.kind === 'products') + 1;
  const worksheet = workbook.addWorksheet(sheet.name, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: headerRow }],
    properties: { outlineLevelRow: 2, defaultRowHeight: 15 },
  });
  // The section's title row stands above its folded rows.
  worksheet.properties.outlineProperties = { summaryBelow: false, summaryRight: false };
  worksheet.columns = Array.from({ length: sheet.columns }, (_, index) => ({ width: index === 0 ? 34 : 30 }));
  for (const row of sheet.rows) {
    const added = worksheet.addRow(row.cells.map(neutraliseCell));
    added.outlineLevel = row.level;
    added.alignment = { vertical: 'top', wrapText: true };
    if (BOLD.has(row.kind)) added.font = { bold: true, size: row.kind === 'title' ? 14 : 11 };
    if (SPANNING.has(row.kind) && sheet.columns > 1)
      worksheet.mergeCells(added.number, 1, added.number, sheet.columns);
  }
  // A Buffer in Node, a Uint8Array view in the browser build: hand back its own bytes only.
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}
