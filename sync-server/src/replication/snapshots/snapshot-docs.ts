// A snapshot's documents read back from its brotli body, a batch at a time, for the server's own
// mirrors (../catalogue/follow-changes.ts): started from the snapshot and `_changes` since its seq, a
// restarted server no longer reads every projection from `_changes` at 0 (at 40,000 products
// that kept both cores busy for about 30 s after the start, beside the first devices' syncs).
// The body is decompressed as a stream on zlib's thread pool and split at its newlines (one
// document per line, make-snapshot.ts), so neither the whole text nor every document is held at
// once, and the event loop turns between batches.
import zlib from 'node:zlib';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import type { Snapshot } from './make-snapshot.ts';

const NEWLINE = 0x0a;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;

/** One line of the body as a document, or null for the lines around them (`{"db":…[`, `]}`). */
function documentOf(line: Buffer): CouchDoc | null {
  // The head line starts with `{"db"` too: a document line is a whole object, never ending in `[`.
  if (line[0] !== OPEN_BRACE || line.at(-1) === OPEN_BRACKET) return null;
  const end = line.at(-1) === COMMA ? line.length - 1 : line.length;
  return JSON.parse(line.toString('utf8', 0, end)) as CouchDoc;
}

export async function* snapshotDocs(
  snapshot: Pick<Snapshot, 'br'>,
  batchSize = 1000,
): AsyncGenerator<CouchDoc[]> {
  const body = zlib.createBrotliDecompress();
  body.end(snapshot.br);
  let rest: Buffer = Buffer.alloc(0);
  let batch: CouchDoc[] = [];
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, chunk]) : chunk;
    let start = 0;
    for (let newline = bytes.indexOf(NEWLINE); newline >= 0; newline = bytes.indexOf(NEWLINE, start)) {
      const doc = documentOf(bytes.subarray(start, newline));
      start = newline + 1;
      if (!doc) continue;
      batch.push(doc);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    // A copy: the chunk's memory is not kept alive for the few bytes of an unfinished line.
    rest = Buffer.from(bytes.subarray(start));
  }
  if (batch.length > 0) yield batch;
}
