// Snapshots kept on disk across restarts (DATA_DIR/snapshots/<db>.snapshot), so a server that
// just started serves the snapshot it made before instead of 503 while it makes all of them
// again (about 2 minutes for the seven databases at 40,000 products on an idle machine, longer
// under load; meanwhile every new device pulled `_changes` from 0, 60 s instead of 9 s).
// A kept snapshot may be older than the store: snapshot + `_changes` since its seq is still the
// whole database (the contract in ARCHITECTURE.md "Sync", snapshots), and the keeper makes a fresh
// one at once when the store has changed since (snapshot-keeper.ts).
//
// A seq only means something for the database it came from. Each database carries a random mark
// in a `_local` document (never replicated, gone when the database is deleted and made again);
// a kept snapshot with another mark, or with a seq the store has not reached (a store restored
// from an older backup), is not used.
//
// One file per database: a JSON header line, then the brotli and the gzip bodies. Written to a
// temporary name and renamed, so a reader (another process on the same DATA_DIR, a restart
// after a crash mid-write) sees the old file or the new one, never half of one.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { StoreError, type StoreClient } from '../../platform/store/couch-client.ts';
import type { Snapshot } from './make-snapshot.ts';
import { ifLostRace } from '../../platform/store/update-document.ts';

/** 2: one document per line (make-snapshot.ts); a file of another format is made anew. */
const FORMAT = 2;
const MARK_ID = '_local/poct-snapshot-mark';

interface Header {
  format: number;
  db: string;
  mark: string;
  seq: string | number;
  count: number;
  tag: string;
  rawBytes: number;
  madeAt: number;
  brBytes: number;
  gzipBytes: number;
}

const fileOf = (dir: string, db: string): string => path.join(dir, `${encodeURIComponent(db)}.snapshot`);

/** The database's mark, made on first use (two processes racing: the first write wins). */
export async function databaseMark(store: StoreClient, db: string): Promise<string> {
  const markPath = `${encodeURIComponent(db)}/${MARK_ID}`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return (await store.json<{ mark: string }>(markPath)).mark;
    } catch (error) {
      if (!(error instanceof StoreError && error.status === 404)) throw error;
    }
    // A local document (no revision to read), so the create is written here; a lost race reads theirs.
    const mark = crypto.randomUUID();
    const created = await ifLostRace(
      store.json(markPath, { method: 'PUT', body: { mark } }).then(() => true),
      () => false,
    );
    if (created) return mark;
  }
  throw new Error(`no snapshot mark for ${db}`);
}

/** The numeric part of a seq (PouchDB: a number; CouchDB: "<n>-<opaque>"). */
function seqNumber(seq: string | number): number {
  return typeof seq === 'number' ? seq : Number.parseInt(seq, 10);
}

export async function keepSnapshot(dir: string, mark: string, snapshot: Snapshot): Promise<void> {
  const header: Header = {
    format: FORMAT,
    db: snapshot.db,
    mark,
    seq: snapshot.seq,
    count: snapshot.count,
    tag: snapshot.tag,
    rawBytes: snapshot.rawBytes,
    madeAt: snapshot.madeAt,
    brBytes: snapshot.br.length,
    gzipBytes: snapshot.gzip.length,
  };
  // Not recursive: a DATA_DIR removed meanwhile (a test's, after its server closed) stays gone.
  await fs.mkdir(dir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const file = fileOf(dir, snapshot.db);
  const temporary = `${file}.${process.pid}-${crypto.randomUUID()}.tmp`;
  try {
    // Premium data: readable by the server's user only.
    await fs.writeFile(
      temporary,
      Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), snapshot.br, snapshot.gzip]),
      { mode: 0o600 },
    );
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}

/**
 * The snapshot kept for `db`, or undefined when there is none this store may serve (no file, an
 * unreadable or cut file, another database's mark, a seq ahead of the store).
 */
export async function readKeptSnapshot(
  dir: string,
  store: StoreClient,
  db: string,
  mark: string,
): Promise<Snapshot | undefined> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(fileOf(dir, db));
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(0x0a);
  if (newline < 0) return undefined;
  let header: Header;
  try {
    header = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as Header;
  } catch {
    return undefined;
  }
  const bodyStart = newline + 1;
  if (
    header.format !== FORMAT ||
    header.db !== db ||
    header.mark !== mark ||
    bytes.length !== bodyStart + header.brBytes + header.gzipBytes
  )
    return undefined;
  const info = await store.info(db);
  if (!info || !(seqNumber(header.seq) <= seqNumber(info.update_seq))) return undefined;
  return {
    db,
    seq: header.seq,
    count: header.count,
    tag: header.tag,
    rawBytes: header.rawBytes,
    madeAt: header.madeAt,
    br: bytes.subarray(bodyStart, bodyStart + header.brBytes),
    gzip: bytes.subarray(bodyStart + header.brBytes),
  };
}
