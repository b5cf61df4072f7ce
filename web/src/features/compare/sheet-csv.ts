// The comparison's CSV: the spreadsheet table (sheet-model.ts) as UTF-8 with a BOM, `;` between
// fields in German and `,` in English (what Excel of each language opens without an import
// dialog), every cell that a spreadsheet would run as a formula neutralised.
import { CSV_BOM, CSV_DELIMITER, csvLine, neutraliseCell, type Locale } from '@poct/schemas';
import type { ReportSheet } from './sheet-model.ts';

export function reportCsv(sheet: ReportSheet, locale: Locale): string {
  const delimiter = CSV_DELIMITER[locale];
  return (
    CSV_BOM +
    sheet.rows
      .map((row) =>
        csvLine(
          Array.from({ length: sheet.columns }, (_, index) => neutraliseCell(row.cells[index] ?? '')),
          delimiter,
        ),
      )
      .join('')
  );
}
