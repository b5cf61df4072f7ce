// The server's in-memory copies of a database (replication/catalogue/follow-changes.ts) start from its snapshot
// (snapshots/snapshot-docs.ts) and follow `_changes` since the snapshot's seq, against the real
// embedded store: the copy ends equal to the store (ids, revisions, content) when documents were
// changed, deleted and added after the snapshot, without reading `_changes` from 0; an
// unreadable snapshot falls back to `_changes` from 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSnapshot, type Snapshot } from '../snapshots/make-snapshot.ts';
import { snapshotDocs } from '../snapshots/snapshot-docs.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import { followChanges, type Change } from '../catalogue/follow-changes.ts';
import { configureLog } from '../../platform/log/logger.ts';

let storeProcess: EmbeddedStore;
let store: StoreClient;
const DB = 'follow-test';

/** Texts that a line-by-line reader could trip on, inside JSON strings. */
const TRICKY = ['line\nbreak', 'comma },\n{"x":1}', 'back\\slash\\', 'Größe µl – „Zitat“', '[', '{'];

function doc(n: number): CouchDoc {
  return {
    _id: `doc-${String(n).padStart(4, '0')}`,
    n,
    text: TRICKY[n % TRICKY.length],
    nested: [{ a: n }, { b: [n, { c: 'x' }] }],
  };
}

beforeAll(async () => {
  storeProcess = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-follow-')), 0);
  store = createStoreClient(storeProcess.url, storeProcess.authorization);
  await store.ensureDatabase(DB);
  // More than two batches of the reader and many chunks of the decompressor.
  await store.bulkDocs(
    DB,
    Array.from({ length: 2500 }, (_, n) => doc(n)),
  );
});
afterAll(async () => {
  await storeProcess?.stop();
});

async function storeDocs(): Promise<Map<string, CouchDoc>> {
  return new Map((await store.allDocs(DB)).map((stored) => [stored._id, stored]));
}

/** Follows DB into a map until caught up; how many changes `apply` was handed on the way. */
async function follow(
  start: Pick<Snapshot, 'br' | 'seq'> | undefined,
): Promise<{ copy: Map<string, CouchDoc>; handed: number }> {
  const copy = new Map<string, CouchDoc>();
  let handed = 0;
  let stop: () => void = () => {};
  await new Promise<void>((resolve) => {
    stop = followChanges(
      store,
      DB,
      (changes: Change[]) => {
        handed += changes.length;
        for (const change of changes) {
          if (change.doc) copy.set(change.id, change.doc);
          else copy.delete(change.id);
        }
      },
      resolve,
      () => start,
    );
  });
  stop();
  return { copy, handed };
}

describe('a copy that starts from the snapshot', () => {
  it('reads back the documents of the snapshot as one JSON value holds them, in batches', async () => {
    const snapshot = await makeSnapshot(store, DB, new AbortController().signal);
    const whole = JSON.parse(zlib.brotliDecompressSync(snapshot.br).toString('utf8')) as {
      count: number;
      docs: CouchDoc[];
    };
    const batches: CouchDoc[][] = [];
    for await (const batch of snapshotDocs(snapshot, 1000)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([1000, 1000, 500]);
    expect(batches.flat()).toEqual(whole.docs);
    expect(whole.count).toBe(2500);
    expect(batches.flat().map((read) => read.text)).toContain('comma },\n{"x":1}');
  });

  it('When documents change, go and come after the snapshot, then the copy equals the store, and only those changes came from _changes', async () => {
    const snapshot = await makeSnapshot(store, DB, new AbortController().signal);
    const before = await storeDocs();
    const changed = before.get('doc-0007')!;
    await store.bulkDocs(DB, [
      { ...changed, text: 'changed after the snapshot' },
      { ...before.get('doc-0008')!, _deleted: true },
      { _id: 'doc-new', n: -1, text: 'added after the snapshot' },
    ]);

    const { copy, handed } = await follow(snapshot);

    const now = await storeDocs();
    expect(copy).toEqual(now);
    expect(copy.get('doc-0007')!.text).toBe('changed after the snapshot');
    expect(copy.has('doc-0008')).toBe(false);
    // Read from 0, `_changes` would have handed every document again.
    expect(handed).toBe(snapshot.count + 3);
  });

  it('When the snapshot cannot be read, then the copy comes from _changes at 0 and still equals the store', async () => {
    const snapshot = await makeSnapshot(store, DB, new AbortController().signal);
    const broken = { seq: snapshot.seq, br: Buffer.from('not brotli at all') };
    const logged: string[] = [];
    configureLog('error', { write: (line: string) => void logged.push(line) });

    const { copy, handed } = await follow(broken);

    configureLog('silent');
    const lines = logged.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'snapshot not read', database: DB, err: expect.any(Object) }),
    );
    expect(copy).toEqual(await storeDocs());
    expect(handed).toBeGreaterThanOrEqual(copy.size);
  });
});
