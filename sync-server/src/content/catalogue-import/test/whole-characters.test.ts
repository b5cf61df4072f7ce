// A large workbook's German and other multi-byte characters come back whole from the streaming
// reader (whole-character-reader.ts): exceljs alone splits a character whose bytes straddle two
// inflated chunks into U+FFFD.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { wholeCharacterReader } from '../whole-character-reader.ts';

/** Texts long enough to span many 16 KB chunks, with one-, two- and three-byte characters. */
const TEXTS = Array.from(
  { length: 40 },
  (_, i) => `${'x'.repeat(i)}Größe ä € ${'Prüfröhrchen € '.repeat(400)}`,
);

async function readBack(bytes: Buffer): Promise<string[]> {
  const reader = wholeCharacterReader(Readable.from([bytes]), { sharedStrings: 'cache', worksheets: 'emit' });
  const texts: string[] = [];
  for await (const worksheet of reader)
    for await (const row of worksheet) texts.push(String((row.values as ExcelJS.CellValue[])[1]));
  return texts;
}

describe('the XLSX reader', () => {
  it('reads every character of large shared strings whole', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Produkte');
    for (const text of TEXTS) sheet.addRow([text]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readBack(bytes)).toEqual(TEXTS);
  });
});
