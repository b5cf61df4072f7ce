// exceljs's streaming reader turns each inflated chunk of a sheet into text on its own
// (exceljs/lib/utils/parse-sax.js), so a character whose bytes straddle two chunks ("ä", "€")
// comes out as two U+FFFD, at random places in a large file. This reader hands exceljs whole
// characters: the shared strings and every worksheet go through one streaming UTF-8 decoder.
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

type Chunks = AsyncIterable<Buffer | string>;
interface ReaderInternals {
  _parseSharedStrings(entry: NodeJS.ReadableStream): AsyncGenerator<unknown>;
  _parseWorksheet(iterator: Chunks, sheetNo: string): Generator<unknown>;
}

async function* wholeCharacters(chunks: Chunks): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks)
    yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

export function wholeCharacterReader(
  input: Readable,
  options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
): ExcelJS.stream.xlsx.WorkbookReader {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, options);
  const internals = reader as unknown as ReaderInternals;
  const proto = Object.getPrototypeOf(reader) as ReaderInternals;
  internals._parseSharedStrings = (entry) => {
    // A Node stream with an encoding decodes across chunk boundaries (string_decoder).
    (entry as NodeJS.ReadableStream & { setEncoding(encoding: string): void }).setEncoding('utf8');
    return proto._parseSharedStrings.call(reader, entry);
  };
  internals._parseWorksheet = (iterator, sheetNo) =>
    proto._parseWorksheet.call(reader, wholeCharacters(iterator), sheetNo);
  return reader;
}
