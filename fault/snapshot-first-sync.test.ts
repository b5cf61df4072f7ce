// The first sync from a snapshot (issue 15): the app's packed store and pull (web/src/db/
// packed-store.ts, packed-replication.ts) against the real server in its own process with its
// store outside it (so the server can be killed), the catalogue projected from the masters by the
// server's own projector. Every test ends by comparing the device with the store: the same ids
// and the same revisions, nothing else.
//
// SNAPSHOT_PRODUCTS sets the catalogue size (2,000 by default: three `_changes` batches after a
// snapshot that is stale by 1,200 changes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProduct } from '../sync-server/src/demo/products.ts';
import { DEFAULT_DEMO_SEED } from '../sync-server/src/demo/index.ts';
import { toCouchDoc } from '@poct/schemas';
import type { CouchDoc } from '../web/src/db/couch-documents.ts';
import { eventually, killSpawnedServers } from '../sync-server/test/support/spawn-server.ts';
import {
  projectionComplete,
  seedProducts,
  startSeparateStore,
  type SeparateStore,
} from './support/store-proxy.ts';
import { prepareFaultServer, type FaultServer } from './support/fault-server.ts';
import { lines, openPackedClient, revisions, type PackedClient } from './support/packed-client.ts';

const PRODUCTS = Number(process.env.SNAPSHOT_PRODUCTS || 2_000);

let store: SeparateStore;
let server: FaultServer;
let premium: string;
let edits = 0;

/**
 * Staff work on the masters, straight in the store: `count` products edited, every tenth of them
 * hidden (the catalogue loses it), and `added` new ones; resolves once the projection has them.
 */
async function editCatalogue(count: number, added = 0): Promise<void> {
  const masters = (await store.client.allDocs('catalogue_master')).filter(
    (doc) => !doc._id.startsWith('_design/'),
  );
  const round = ++edits;
  const changed = masters.slice(0, count).map((doc, i) => ({
    ...doc,
    distributor: `Edit ${round}.${i}`,
    ...(i % 10 === 9 ? { visible: !doc.visible } : {}),
  }));
  const fresh = Array.from(
    { length: added },
    (_, i) => toCouchDoc(generateProduct(DEFAULT_DEMO_SEED, PRODUCTS + round * 1000 + i).product) as CouchDoc,
  );
  const docs = [...changed, ...fresh];
  for (let i = 0; i < docs.length; i += 500) {
    const results = await store.client.bulkDocs('catalogue_master', docs.slice(i, i + 500));
    expect(results.filter((result) => result.error)).toEqual([]);
  }
  await eventually(() => projectionComplete(store.client), 'the projection has the edits', 120_000);
}

/** Staff hide these products (the catalogue deletes them); resolves once the projection has it. */
async function hideProducts(ids: string[]): Promise<void> {
  const docs = await Promise.all(ids.map((id) => store.client.get<CouchDoc>('catalogue_master', id)));
  const results = await store.client.bulkDocs(
    'catalogue_master',
    docs.map((doc) => ({ ...doc!, visible: false })),
  );
  expect(results.filter((result) => result.error)).toEqual([]);
  await eventually(() => projectionComplete(store.client), 'the projection has the edits', 120_000);
}

async function serverCatalogue(): Promise<Map<string, string>> {
  return revisions(await store.client.allDocs('catalogue'));
}

/** The server serves a catalogue snapshot that holds the whole current projection. */
async function snapshotReady(): Promise<boolean> {
  const response = await fetch(`${server.url}/db/catalogue/_snapshot`, {
    headers: { authorization: `Bearer ${premium}` },
  }).catch(() => null);
  if (response?.status !== 200) {
    await response?.body?.cancel();
    return false;
  }
  const { count } = (await response.json()) as { count: number };
  return count === (await serverCatalogue()).size;
}

/** Kills the server now, cuts the device off, and brings both back once a snapshot is served. */
async function crash(client: PackedClient): Promise<void> {
  await server.kill();
  client.online = false;
  void (async () => {
    await server.start();
    await eventually(snapshotReady, 'the snapshot is served again', 120_000);
    client.online = true;
  })();
}

function open(name?: string): Promise<PackedClient> {
  return openPackedClient({
    baseUrl: server.url,
    token: async () => premium,
    collections: ['catalogue'],
    ...(name ? { name } : {}),
  });
}

const snapshotRequests = (client: PackedClient) =>
  client.requests.filter((request) => request.path.endsWith('/_snapshot'));
const changesRequests = (client: PackedClient) =>
  client.requests.filter((request) => request.path.includes('/_changes'));

async function expectEqualToServer(client: PackedClient): Promise<void> {
  const server = lines(await serverCatalogue());
  expect(lines(await client.held('catalogue'))).toEqual(server);
  // What a reload would find: the packed store's own documents.
  expect(
    lines(new Map([...client.packed.packers.get('catalogue')!.docs].map(([id, d]) => [id, d.rev]))),
  ).toEqual(server);
}

beforeAll(async () => {
  store = await startSeparateStore();
  await seedProducts(store.client, PRODUCTS);
  server = await prepareFaultServer(store.proxy.url);
  await server.start();
  await eventually(() => projectionComplete(store.client), 'the projection is complete', 300_000);
  premium = await server.login('premium');
  await eventually(snapshotReady, 'the catalogue snapshot is ready', 120_000);
});

afterAll(async () => {
  killSpawnedServers();
  await store?.stop();
});

describe('first sync from a snapshot', () => {
  it('holds exactly the server documents, also those changed while the device loads the snapshot', async () => {
    const client = await open();
    try {
      // The snapshot's answer is in; before the device has read it, staff edit the catalogue.
      client.afterAnswer = async (path) => {
        if (!path.endsWith('/_snapshot')) return;
        client.afterAnswer = undefined;
        await editCatalogue(60, 5);
      };
      await client.pull('catalogue').awaitInitialReplication();
      expect(snapshotRequests(client).map((request) => request.status)).toEqual([200]);
      // Loaded from the snapshot: the catch-up fetched only what changed after it.
      const caughtUp = changesRequests(client).flatMap(
        (request) => (JSON.parse(request.body as string) as { results: unknown[] }).results,
      );
      // 60 masters edited (6 of them shown or hidden) and 5 added: the visible ones reach the catalogue.
      expect(caughtUp.length).toBeGreaterThanOrEqual(50);
      expect(caughtUp.length).toBeLessThan(PRODUCTS / 2);
      await expectEqualToServer(client);
    } finally {
      await client.close();
    }
  });

  it('closes the gap of a snapshot that is stale by many changes', async () => {
    const recorder = await open();
    let recorded = '';
    recorder.afterAnswer = (path, body) => {
      if (path.endsWith('/_snapshot')) recorded = body;
    };
    await recorder.pull('catalogue').awaitInitialReplication();
    await recorder.close();
    expect(recorded).not.toBe('');

    const edited = Math.min(1_200, PRODUCTS);
    await editCatalogue(edited, 20);
    const client = await open();
    try {
      client.snapshotBody = recorded;
      await client.pull('catalogue').awaitInitialReplication();
      // More than one batch of changes since the recorded snapshot's sequence.
      expect(changesRequests(client).length).toBeGreaterThanOrEqual(Math.ceil(edited / 2 / 500) + 1);
      await expectEqualToServer(client);
    } finally {
      await client.close();
    }
  });

  it('pulls from 0 while the snapshot is being made (503), then loads it once served and ends equal', async () => {
    const client = await open();
    try {
      client.snapshotsNotReady = 1;
      let hidden: string[] = [];
      client.beforeRequest = async (path) => {
        if (!path.includes('/_changes')) return;
        // After the first batch: staff hide ten products the device already holds, and the
        // server's next snapshot is made without them (no `_changes` after it will name them).
        if (hidden.length === 0 && !path.includes('since=0&')) {
          hidden = [...(await client.held('catalogue')).keys()].slice(0, 10);
          await hideProducts(hidden);
          await eventually(snapshotReady, 'a snapshot without them is served', 120_000);
        }
        // A slow network: the pull from 0 is still going when the device asks again.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      };
      // What the writes into the memory collection were: a held document at the snapshot's
      // revision is not rewritten (an update there is an index splice, quadratic over a catalogue).
      const updated = new Set<string>();
      const writes = client.packed.db.collections.catalogue!.eventBulks$.subscribe((bulk) => {
        for (const event of bulk.events) if (event.operation === 'UPDATE') updated.add(event.documentId);
      });
      await client.pull('catalogue').awaitInitialReplication();
      writes.unsubscribe();
      expect(hidden).toHaveLength(10);
      // Two batches (1,000 documents) were held when the snapshot came; none had changed since.
      expect(updated.size).toBeLessThan(50);
      const held = await client.held('catalogue');
      expect(hidden.filter((id) => held.has(id))).toEqual([]);
      expect(snapshotRequests(client).map((request) => request.status)).toEqual([503, 200]);
      const fromZero = changesRequests(client).filter((request) => request.path.includes('since=0&'));
      expect(fromZero).toHaveLength(1);
      // Switched, not finished from 0 (that takes four batches or more): two batches from 0, the
      // snapshot, one catch-up batch.
      expect((await serverCatalogue()).size).toBeGreaterThan(1_500);
      expect(changesRequests(client).length).toBeLessThanOrEqual(3);
      await expectEqualToServer(client);
    } finally {
      await client.close();
    }
    // Waits for the server to make a snapshot again: a minute or more on a loaded machine.
  }, 300_000);

  it('recovers from a server killed while the device asks for the snapshot, and again before the catch-up', async () => {
    const client = await open();
    try {
      let kills = 0;
      client.beforeRequest = async (path) => {
        const snapshot = path.endsWith('/_snapshot');
        // First the snapshot request dies with the server; after the restart the snapshot
        // arrives, and the server dies again as the catch-up begins.
        if ((kills === 0 && snapshot) || (kills === 1 && path.includes('/_changes'))) {
          kills++;
          await crash(client);
        }
      };
      const pull = client.pull('catalogue');
      await eventually(async () => kills === 2, 'the server was killed twice', 180_000);
      client.beforeRequest = undefined;
      // The snapshot was applied and persisted before the second kill: a reload goes on from there.
      const snapshotSeq = client.packed.packers.get('catalogue')!.seq;
      expect(snapshotSeq).not.toBeNull();
      await pull.cancel();
      await client.close();

      const reloaded = await open(client.name);
      try {
        expect(reloaded.packed.packers.get('catalogue')!.seq).toEqual(snapshotSeq);
        await eventually(snapshotReady, 'the server is back', 120_000);
        await reloaded.pull('catalogue').awaitInitialReplication();
        // Resumed from the stored snapshot, not loaded again.
        expect(snapshotRequests(reloaded)).toEqual([]);
        await expectEqualToServer(reloaded);
      } finally {
        await reloaded.close();
      }
    } finally {
      await eventually(snapshotReady, 'the server is back', 120_000);
    }
    // Two restarts, each waiting for the server's snapshots: minutes on a loaded 2-core machine.
  }, 300_000);

  it('never claims a load whose storage was cleared under it, and starts again from nothing', async () => {
    const client = await open();
    let finished = false;
    client.afterAnswer = async (path) => {
      if (!path.endsWith('/_snapshot')) return;
      client.afterAnswer = undefined;
      // "Clear site data" while the snapshot arrives: the browser closes the connection.
      await new Promise<void>((resolve) => {
        const request = indexedDB.deleteDatabase(client.name);
        request.onsuccess = request.onerror = () => resolve();
      });
    };
    const pull = client.pull('catalogue');
    void pull.awaitInitialReplication().then(() => (finished = true));
    await eventually(async () => client.packed.store.lost, 'the store noticed', 30_000);
    // Documents may be in memory, but the load is not reported as done and nothing was persisted.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(finished).toBe(false);
    await client.close();

    const again = await open(client.name);
    try {
      expect(again.packed.packers.get('catalogue')!.seq).toBeNull();
      expect((await again.held('catalogue')).size).toBe(0);
      await again.pull('catalogue').awaitInitialReplication();
      await expectEqualToServer(again);
    } finally {
      await again.close();
    }
  });

  it('opens offline after a finished sync with the same documents, from the packed store', async () => {
    const client = await open();
    await client.pull('catalogue').awaitInitialReplication();
    const held = lines(await client.held('catalogue'));
    const seq = client.packed.packers.get('catalogue')!.seq;
    await client.close();

    const reloaded = await open(client.name);
    try {
      reloaded.online = false;
      expect(lines(await reloaded.held('catalogue'))).toEqual(held);
      expect(reloaded.packed.packers.get('catalogue')!.seq).toEqual(seq);
      expect(reloaded.requests).toEqual([]);
    } finally {
      await reloaded.close();
    }
  });

  it('refuses a snapshot to an account that may not pull it, as it refuses _changes (403), storing nothing', async () => {
    const free = await server.login('free');
    const client = await openPackedClient({
      baseUrl: server.url,
      token: async () => free,
      collections: ['catalogue'],
    });
    try {
      await client.pull('catalogue').awaitInitialReplication();
      expect(client.refused).toEqual([403]);
      expect(snapshotRequests(client).map((request) => request.status)).toEqual([403]);
      expect(changesRequests(client)).toEqual([]);
      expect((await client.held('catalogue')).size).toBe(0);
      expect(client.packed.packers.get('catalogue')!.seq).toBeNull();
    } finally {
      await client.close();
    }
  });
});
