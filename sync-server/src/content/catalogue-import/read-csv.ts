// Reads a CSV import: its text (decode-text.ts), the delimiter German (`;`) or English (`,`)
// spreadsheet programs write, detected from the header line, then the rows streamed through
// csv-parse. The header names the columns in German or English (columns.ts); one row is a
// product and, where its test columns are filled, one of its tests.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { restoreCell } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import { COLUMNS, matchHeaders, type Column } from './columns.ts';
import { decodeText } from './decode-text.ts';
import type { ImportRow, ImportSource } from './rows.ts';

const SLICE = 64 * 1024;

function* slices(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += SLICE) yield text.slice(start, start + SLICE);
}

function detectDelimiter(headerLine: string): string {
  const counts = [';', ',', '\t'].map(
    (delimiter) => [delimiter, headerLine.split(delimiter).length] as const,
  );
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

export async function readCsv(bytes: Buffer): Promise<ImportSource> {
  const text = decodeText(bytes);
  const firstLine = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  // Fed in slices, so the parser holds a few rows at a time instead of every record of the file.
  const parser = Readable.from(slices(text)).pipe(
    parse({
      delimiter: detectDelimiter(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      info: true,
    }),
  );
  const records = parser[Symbol.asyncIterator]() as AsyncIterator<Parsed>;
  const header = await next(records);
  if (!header) throw new AppError(400, 'import.empty');
  const { columns, language } = matchHeaders(header.record, COLUMNS);
  const known = columns.filter((column): column is Column => !!column);
  if (known.length === 0) throw new AppError(400, 'import.headers');
  return {
    format: 'csv',
    language,
    columns: new Set(known),
    rows: (async function* (): AsyncGenerator<ImportRow> {
      for (let parsed = await next(records); parsed; parsed = await next(records)) {
        const { record, info } = parsed;
        const cells = columns.flatMap((column, index) =>
          column ? [[column, restoreCell((record[index] ?? '').trim())] as const] : [],
        );
        yield { sheet: 'both', row: info.lines, cells };
      }
    })(),
  };
}

interface Parsed {
  record: string[];
  /** `lines`: the line the record ends on, as staff see it in their editor. */
  info: { lines: number };
}

async function next(records: AsyncIterator<Parsed>): Promise<Parsed | undefined> {
  try {
    const result = await records.next();
    return result.done ? undefined : result.value;
  } catch {
    // csv-parse refuses an unclosed quote or a quote inside a field: the file is not CSV as written.
    throw new AppError(400, 'import.csv');
  }
}
