// Snapshots kept across restarts (sync-server/src/replication/snapshots/kept-snapshots.ts): a server that
// starts again on the same DATA_DIR serves the snapshots it made before, makes anew only what
// changed while it was down, and never serves a kept file that does not belong to the store.
// The store is its own process reached through COUCHDB_URL (as an Apache CouchDB deployment), so
// it takes writes while the server is down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_DATABASES } from '@poct/schemas';
import type { Snapshot } from '../snapshots/make-snapshot.ts';
import { startSnapshotKeeper } from '../snapshots/snapshot-keeper.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import { decode, getSnapshot, snapshotThenCatchUp } from '../../../test/support/snapshot-client.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let storeProcess: EmbeddedStore;
let store: StoreClient;
let dataDir: string;
const quiet = { log: () => {} };
const noNews = { subscribe: () => () => {} };

beforeAll(async () => {
  storeProcess = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-couch-')), 0);
  store = createStoreClient(storeProcess.url, storeProcess.authorization);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-kept-'));
});
afterAll(async () => {
  await storeProcess?.stop();
});

const startOnStore = (): Promise<TestServer> =>
  startTestServer({ dataDir, couchdbUrl: storeProcess.credentialUrl(), demoProducts: 60 });

function topic(id: string): CouchDoc {
  const at = new Date().toISOString();
  return { _id: id, name: { de: 'Neu', en: 'New' }, created_at: at, updated_at: at, updated_by: 'test' };
}

async function storeRevs(db: string): Promise<Map<string, string>> {
  const docs = await store.allDocs(db);
  return new Map(docs.filter((doc) => !doc._id.startsWith('_design/')).map((doc) => [doc._id, doc._rev!]));
}

const keptFile = (db: string): string => path.join(dataDir, 'snapshots', `${db}.snapshot`);

describe('a server started again on the same DATA_DIR', () => {
  it('serves the snapshots it kept, makes none for a database unchanged while it was down, and one for the database that changed; snapshot + catch-up equals the store', async () => {
    const first = await startOnStore();
    const tags = new Map<string, string>();
    try {
      for (const db of SNAPSHOT_DATABASES) tags.set(db, (await first.snapshots.caughtUp(db, 120_000)).tag);
    } finally {
      await first.close();
    }
    for (const db of SNAPSHOT_DATABASES) {
      expect(fs.existsSync(keptFile(db))).toBe(true);
      // Premium data on the server's disk: its user only.
      expect(fs.statSync(keptFile(db)).mode & 0o777).toBe(0o600);
    }
    // While the server is down.
    await store.put('forum_topics', topic('kept-while-down'));

    const again = await startOnStore();
    try {
      const premium = await again.login('premium');
      for (const db of SNAPSHOT_DATABASES.filter((name) => name !== 'forum_topics')) {
        expect(again.snapshots.made(db), db).toBe(0);
        expect(again.snapshots.current(db)?.tag, db).toBe(tags.get(db));
      }
      const served = decode(await getSnapshot(again.url, 'catalogue', premium));
      expect(served.seq).toEqual(again.snapshots.current('catalogue')!.seq);
      const device = await snapshotThenCatchUp(again.url, 'catalogue', premium, served);
      expect(Object.fromEntries(device)).toEqual(Object.fromEntries(await storeRevs('catalogue')));

      const fresh = await again.snapshots.caughtUp('forum_topics');
      expect(again.snapshots.made('forum_topics')).toBeGreaterThanOrEqual(1);
      expect(fresh.tag).not.toBe(tags.get('forum_topics'));
      expect(
        decode(await getSnapshot(again.url, 'forum_topics', premium)).docs.map((doc) => doc._id),
      ).toContain('kept-while-down');
    } finally {
      await again.close();
    }
  }, 240_000);
});

describe('the keeper and its kept snapshot', () => {
  const db = 'forum_topics';
  const keeper = () =>
    startSnapshotKeeper(store, noNews, [db], { ...quiet, dir: path.join(dataDir, 'snapshots') });

  /** A keeper that makes the database's snapshot, keeps it on disk and stops. */
  async function keepOnce(): Promise<Snapshot> {
    const once = keeper();
    try {
      return await once.caughtUp(db);
    } finally {
      once.stop();
    }
  }

  /** A keeper started after that serves nothing until it has made its own snapshot. */
  async function expectNotServed(): Promise<void> {
    const next = keeper();
    try {
      await next.loaded;
      expect(next.current(db)).toBeUndefined();
      await next.caughtUp(db);
      expect(next.made(db)).toBe(1);
    } finally {
      next.stop();
    }
  }

  it('When the database changed since, then the kept snapshot is current until the new one is made, and snapshot + catch-up equals the store', async () => {
    const old = await keepOnce();
    await store.put('forum_topics', topic(`kept-change-${Date.now()}`));
    const next = keeper();
    try {
      await next.loaded;
      // Read from disk, not made: the same content, the same validator.
      expect(next.made(db)).toBe(0);
      expect(next.current(db)?.tag).toBe(old.tag);
      expect(next.current(db)?.seq).toEqual(old.seq);
      const made = await next.caughtUp(db);
      expect(next.made(db)).toBe(1);
      expect(made.tag).not.toBe(old.tag);
    } finally {
      next.stop();
    }
  });

  it('When the database was made again (another mark), then the kept snapshot is not served', async () => {
    await keepOnce();
    expect(fs.existsSync(keptFile(db))).toBe(true);
    const mark = await store.json<{ _rev: string }>(`${db}/_local/poct-snapshot-mark`);
    await store.json(`${db}/_local/poct-snapshot-mark?rev=${mark._rev}`, { method: 'DELETE' });
    await expectNotServed();
  });

  it('When the kept file is cut, altered or ahead of the store, then it is not served and the keeper makes a snapshot', async () => {
    await keepOnce();
    const whole = fs.readFileSync(keptFile(db));
    const newline = whole.indexOf(0x0a);
    const header = JSON.parse(whole.subarray(0, newline).toString('utf8')) as { seq: number };
    const damaged = [
      whole.subarray(0, whole.length - 10),
      Buffer.concat([Buffer.from('not json\n'), whole.subarray(newline + 1)]),
      Buffer.concat([
        Buffer.from(`${JSON.stringify({ ...header, seq: Number(header.seq) + 1_000_000 })}\n`),
        whole.subarray(newline + 1),
      ]),
    ];
    for (const bytes of damaged) {
      fs.writeFileSync(keptFile(db), bytes);
      await expectNotServed();
    }
  });
});
