// Makes one snapshot of a shared database: every current document, read from `_changes` with
// include_docs page by page, at the `last_seq` of the last page, compressed as brotli and gzip.
// Why `_changes` and not `_all_docs`: a document changed after its page was read appears again
// after that page's seq, so snapshot + `_changes?since=<seq>` is the whole database even when
// writes land while the snapshot is made (the contract in ARCHITECTURE.md "Sync", snapshots).
// The event loop is never held for long: one page is parsed at a time, the body goes to the
// compressors in slices, and zlib does its work on the thread pool.
//
// Layout: still one JSON value (`{"db","seq","count","docs":[…]}`), with each document on a line
// of its own (JSON text has no raw newline inside a string), so the server's own mirrors read a
// snapshot back one document at a time (snapshot-docs.ts).
import crypto from 'node:crypto';
import { once } from 'node:events';
import zlib from 'node:zlib';
import type { StoreClient } from '../../platform/store/couch-client.ts';

/**
 * Documents per `_changes` page: at 40,000 products a page of 500 parses in about 10 ms (1,000:
 * 20 ms), and fewer cost the store more per document.
 */
const PAGE = 500;
/** Documents turned back into JSON between turns of the event loop. */
const TURN = 100;
/** Documents per slice written to the compressors between turns of the event loop. */
const SLICE = 500;
const NEXT = Buffer.from(',\n');
const NEWLINE = Buffer.from('\n');
/**
 * Brotli quality 5. Measured on the catalogue of 4,000 demo products (11.3 MB of JSON) on the
 * shared 2-core machine: quality 5 gives 0.72 MB in 0.2 to 1.5 s, 7 gives 0.63 MB, 9 gives 0.59 MB
 * in about 3.5 s, 11 gives 0.50 MB in 127 s (gzip level 6: 1.48 MB). Past 5 each step buys a few
 * percent for several times the CPU, spent again after every burst of changes.
 */
export const BROTLI_QUALITY = 5;

export interface Snapshot {
  db: string;
  /** The store's `last_seq` this snapshot is consistent with, as `_changes` gave it. */
  seq: string | number;
  count: number;
  /** Strong validator of the content; each encoding has its own (`"<hash>-br"`, …). */
  tag: string;
  br: Buffer;
  gzip: Buffer;
  /** Length of the uncompressed JSON body. */
  rawBytes: number;
  madeAt: number;
}

/**
 * Reads every current document of `db` keyed by id as its JSON bytes, and the seq of the read.
 * Buffers, not strings: they live outside the JavaScript heap, so the collector does not walk a
 * hundred megabytes of text on every major collection while the snapshot is made (at 40,000
 * products that walk paused the event loop for hundreds of milliseconds).
 */
async function readDocuments(
  store: StoreClient,
  db: string,
  signal: AbortSignal,
): Promise<{ docs: Map<string, Buffer>; seq: string | number }> {
  const docs = new Map<string, Buffer>();
  let since: string | number = 0;
  for (;;) {
    const page = await store.changes(
      db,
      { since: String(since), limit: String(PAGE), include_docs: 'true' },
      signal,
    );
    for (const [index, change] of page.results.entries()) {
      if (index % TURN === TURN - 1) await new Promise(setImmediate);
      // A later page may carry a document again (changed meanwhile): the later one wins.
      docs.delete(change.id);
      if (change.deleted || !change.doc || change.id.startsWith('_design/')) continue;
      docs.set(change.id, Buffer.from(JSON.stringify(change.doc)));
    }
    since = page.last_seq;
    if (page.results.length < PAGE || page.pending === 0) return { docs, seq: since };
  }
}

async function collect(stream: zlib.BrotliCompress | zlib.Gzip): Promise<Buffer> {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(stream, 'end');
  return Buffer.concat(chunks);
}

async function write(stream: zlib.BrotliCompress | zlib.Gzip, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export async function makeSnapshot(store: StoreClient, db: string, signal: AbortSignal): Promise<Snapshot> {
  const { docs, seq } = await readDocuments(store, db, signal);
  const texts = [...docs.values()];
  docs.clear();
  const head = `{"db":${JSON.stringify(db)},"seq":${JSON.stringify(seq)},"count":${texts.length},"docs":[\n`;
  let rawBytes = 0;
  for (const text of texts) rawBytes += text.length + 2;
  const brotli = zlib.createBrotliCompress({
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: rawBytes + head.length,
    },
  });
  const gzip = zlib.createGzip({ level: 6 });
  const compressed = Promise.all([collect(brotli), collect(gzip)]);
  const hash = crypto.createHash('sha256');
  rawBytes = 0;
  const emit = async (chunk: Buffer): Promise<void> => {
    rawBytes += chunk.length;
    hash.update(chunk);
    await Promise.all([write(brotli, chunk), write(gzip, chunk)]);
  };
  try {
    await emit(Buffer.from(head));
    for (let start = 0; start < texts.length; start += SLICE) {
      signal.throwIfAborted();
      const slice = texts.slice(start, start + SLICE).flatMap((text) => [NEXT, text]);
      // The first document of the body has no comma before it.
      await emit(Buffer.concat(start === 0 ? slice.slice(1) : slice));
    }
    await emit(Buffer.concat([NEWLINE, Buffer.from(']}')]));
  } catch (error) {
    brotli.destroy();
    gzip.destroy();
    throw error;
  }
  brotli.end();
  gzip.end();
  const [br, gz] = await compressed;
  return {
    db,
    seq,
    count: texts.length,
    tag: hash.digest('base64url').slice(0, 27),
    br,
    gzip: gz,
    rawBytes,
    madeAt: Date.now(),
  };
}
