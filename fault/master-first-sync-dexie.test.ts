// A staff device's first sync of the masters on the app's own storage (RxDB on Dexie with the
// empty-start fast path, web/src/db/storage/empty-start-storage.ts; IndexedDB from fake-indexeddb): the
// snapshot goes into the empty collection and the replication's empty meta instance without the
// reads that cannot find anything, and the device ends exactly as on RxDB's own path: equal to
// the server with edits made during the load, then pushing, conflicting and resolving as before.
// A device whose collection held documents when it opened takes RxDB's path.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RxCollection } from 'rxdb/plugins/core';
import type { Product } from '@poct/schemas';
import { dismissConflict, watchConflicts, type Conflict } from '../web/src/db/conflicts.ts';
import { fromCouch } from '../web/src/db/replication/couch-documents.ts';
import { getEmptyStartDexieStorage, skippedReads } from '../web/src/db/storage/empty-start-storage.ts';
import { getMasterDocument, saveMasterDocument } from '../web/src/db/masters.ts';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import { startTestServer, type DemoUser, type TestServer } from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient } from './support/node-client.ts';
import {
  editable,
  editOnServer,
  expectEqualToServer,
  type StoredProduct,
} from './support/master-equality.ts';
import { openStaffDevice, type StaffDevice } from './support/staff-device.ts';

let server: TestServer;
const opened: NodeClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 40 });
  await server.snapshots.caughtUp('catalogue_master', 60_000);
});
afterAll(async () => {
  for (const client of opened) await client.remove();
  await server?.close();
});

type Stored = StoredProduct;

const openDevice = (user: DemoUser): Promise<StaffDevice> =>
  openStaffDevice(server, user, opened, getEmptyStartDexieStorage());

/** Reads the fast path saved on the collection's Dexie instance (RxDB wraps it). */
const skipped = (collection: RxCollection) =>
  skippedReads.get(
    (collection.storageInstance as unknown as { originalStorageInstance: object }).originalStorageInstance,
  ) ?? 0;

/** The staff device's database opened again (its documents, meta documents and checkpoints). */
async function reopen(device: StaffDevice): Promise<NodeClient> {
  const token = await server.login('staff');
  const reopened = await openNodeClient({
    baseUrl: server.url,
    token: async () => token,
    collections: ['catalogue_master'],
    name: (device.client as NodeClient & { name: string }).name,
    storage: getEmptyStartDexieStorage(),
  });
  opened.push(reopened);
  return reopened;
}

const serverIds = async () =>
  (await server.store.allDocs<Stored>('catalogue_master'))
    .map((doc) => doc._id)
    .filter((id) => !id.startsWith('_design/'));

async function rename(device: StaffDevice, id: string, name: string): Promise<void> {
  const current = (await getMasterDocument(device.client.local, 'catalogue_master', id))!;
  await saveMasterDocument(
    device.client.local,
    'catalogue_master',
    { ...editable(current), name },
    device.userId,
  );
}

describe('a staff device’s first sync into empty Dexie collections', () => {
  it('skips the reads, and ends equal to the server with edits on both sides during the load', async () => {
    const device = await openDevice('staff');
    const ids = await serverIds();
    const created = `${ids[0]!}-made-during-dexie-first-sync`;
    device.client.afterAnswer = async (path) => {
      if (!path.endsWith('/_snapshot')) return;
      device.client.afterAnswer = undefined;
      await editOnServer(server, ids[1]!, 'Renamed on the server during the load');
      const template = (await server.store.get<Stored>('catalogue_master', ids[3]!))!;
      await saveMasterDocument(
        device.client.local,
        'catalogue_master',
        { ...editable(fromCouch(template) as unknown as Product), id: created, name: 'Made during the load' },
        device.userId,
      );
    };
    const replication = device.client.replicate('catalogue_master');
    await replication.awaitInitialReplication();
    await replication.awaitInSync();

    const snapshots = device.client.requests.filter((request) => request.path.endsWith('/_snapshot'));
    expect(snapshots.map((request) => request.status)).toEqual([200]);
    // The snapshot's documents were written and looked up without reading IndexedDB.
    expect(skipped(device.client.collection('catalogue_master'))).toBeGreaterThanOrEqual(ids.length);
    expect((await server.store.get<Stored>('catalogue_master', created))?.name).toBe('Made during the load');
    expect((await getMasterDocument(device.client.local, 'catalogue_master', ids[1]!))?.name).toBe(
      'Renamed on the server during the load',
    );
    await expectEqualToServer(server, device.client);

    // The assumed master states are right: an edit afterwards pushes without a conflict, and a
    // change on the server arrives.
    await rename(device, ids[4]!, 'Edited after the first sync');
    await editOnServer(server, ids[5]!, 'Renamed on the server afterwards');
    replication.reSync();
    await replication.awaitInSync();
    await eventually(
      async () =>
        (await getMasterDocument(device.client.local, 'catalogue_master', ids[5]!))?.name ===
        'Renamed on the server afterwards',
      'the server’s change arrives',
    );
    expect((await server.store.get<Stored>('catalogue_master', ids[4]!))?.name).toBe(
      'Edited after the first sync',
    );
    expect(await device.client.local.db.collections.conflicts!.count().exec()).toBe(0);
    await expectEqualToServer(server, device.client);
  });

  it('keeps an offline edit that meets a newer server version, and the editor’s choice reaches the server', async () => {
    const offline = await openDevice('staff');
    const replication = offline.client.replicate('catalogue_master');
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    expect(skipped(offline.client.collection('catalogue_master'))).toBeGreaterThan(0);
    const id = (await serverIds())[6]!;
    const original = (await getMasterDocument(offline.client.local, 'catalogue_master', id))!;

    offline.client.online = false;
    await rename(offline, id, `${original.name} (offline edit)`);
    await editOnServer(server, id, `${original.name} (online edit)`);

    let shown: Conflict[] = [];
    const stopWatching = watchConflicts(offline.client.local, (conflicts) => (shown = conflicts));
    try {
      offline.client.online = true;
      replication.reSync();
      await eventually(async () => shown.some((conflict) => conflict.doc_id === id), 'the conflict is shown');
      const conflict = shown.find((candidate) => candidate.doc_id === id)!;
      expect(conflict.local.name).toBe(`${original.name} (offline edit)`);
      expect(conflict.remote.name).toBe(`${original.name} (online edit)`);
      // The conflict is kept before RxDB writes the server's version into the collection.
      await eventually(
        async () =>
          (await getMasterDocument(offline.client.local, 'catalogue_master', id))?.name ===
          `${original.name} (online edit)`,
        'the server’s version is in the collection',
      );

      const { updated_by: _b, updated_at: _a, ...remote } = conflict.remote as unknown as Product;
      await saveMasterDocument(
        offline.client.local,
        'catalogue_master',
        { ...remote, name: conflict.local.name as string },
        offline.userId,
      );
      await dismissConflict(offline.client.local, conflict.id);
      await replication.awaitInSync();
      await eventually(async () => shown.length === 0, 'the conflict is resolved');
    } finally {
      stopWatching();
    }
    expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
      `${original.name} (offline edit)`,
    );
    await expectEqualToServer(server, offline.client);
  });

  it('keeps the assumed master states and the checkpoint in buckets: a restart resumes, an offline edit pushes', async () => {
    const first = await openDevice('staff');
    const name = (first.client as NodeClient & { name: string }).name;
    const replication = first.client.replicate('catalogue_master');
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    // The replication's meta documents are in buckets (web/src/db/storage/meta-buckets.ts), not a table.
    const databases = (await indexedDB.databases())
      .map((info) => info.name ?? '')
      .filter((database) => database.includes(`-${name}--`) && database.includes('rx-replication-meta'));
    expect(databases).toHaveLength(1);
    expect(databases[0]).toMatch(/--buckets$/);

    const id = (await serverIds())[8]!;
    first.client.online = false;
    await rename(first, id, 'Edited offline before a restart');
    await first.client.close();

    const reopened = await reopen(first);
    const again = reopened.replicate('catalogue_master');
    await again.awaitInitialReplication();
    await again.awaitInSync();
    // Resumed from the kept checkpoint: neither the snapshot nor `_changes` from 0.
    expect(reopened.requests.filter((request) => request.path.includes('/_snapshot'))).toEqual([]);
    expect(reopened.requests.filter((request) => /[?&]since=0(&|$)/.test(request.path))).toEqual([]);
    // The kept assumed master state let the edit through without a conflict.
    expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
      'Edited offline before a restart',
    );
    expect(await reopened.local.db.collections.conflicts!.count().exec()).toBe(0);
    await expectEqualToServer(server, reopened);
  });

  it('takes RxDB’s path when the collection held documents when it opened', async () => {
    const first = await openDevice('staff');
    const template = (await server.store.allDocs<Stored>('catalogue_master'))[7]!;
    await saveMasterDocument(
      first.client.local,
      'catalogue_master',
      {
        ...editable(fromCouch(template) as unknown as Product),
        id: `${template._id}-early-dexie`,
        name: 'Early',
      },
      first.userId,
    );
    await first.client.close();
    const reopened = await reopen(first);
    const replication = reopened.replicate('catalogue_master');
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    expect(skipped(reopened.collection('catalogue_master'))).toBe(0);
    expect(reopened.requests.filter((request) => request.path.endsWith('/_snapshot'))).toEqual([]);
    await expectEqualToServer(server, reopened);
  });
});
