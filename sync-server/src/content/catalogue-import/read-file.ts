// Which reader an uploaded file goes to, from its bytes (what the client calls it does not count):
// a zip is an XLSX workbook, a JSON object a FHIR resource, readable text a CSV. Anything else
// (PDF, images, an old binary .xls, any other binary) is refused as another file type.
import { AppError } from '../../platform/http/app-error.ts';
import { readCsv } from './read-csv.ts';
import { readLivd } from './read-livd.ts';
import { readXlsx } from './read-xlsx.ts';
import type { ImportSource } from './rows.ts';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

export function detectFormat(bytes: Buffer): ImportSource['format'] {
  if (bytes.length === 0) throw new AppError(400, 'import.empty');
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  const start = bytes.subarray(0, 4096);
  // NUL bytes never occur in a text file in UTF-8 or Windows-1252.
  if (start.includes(0)) throw new AppError(415, 'import.file_type');
  const head = start
    .toString('latin1')
    .replace(/^\ufeff|^\u00ef\u00bb\u00bf/, '')
    .trimStart();
  if (head.startsWith('{')) return 'fhir';
  if (head.startsWith('%PDF') || head.startsWith('<')) throw new AppError(415, 'import.file_type');
  return 'csv';
}

export async function readImportFile(bytes: Buffer): Promise<ImportSource> {
  const format = detectFormat(bytes);
  if (format === 'xlsx') return readXlsx(bytes);
  if (format === 'fhir') return readLivd(bytes);
  return readCsv(bytes);
}
