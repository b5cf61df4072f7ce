// Offline conflict: two staff devices edit the same product, one of them offline. When it comes
// back, its push meets the other's newer version: the conflict is surfaced (a conflict record
// with both versions, shown through the app's watchConflicts), no edit is lost (the server's
// version in the collection, the device's own in the record), and once the editor has chosen,
// the choice is on the server and the version it replaced is in the audit. Both devices made
// their first sync from the server's snapshot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@poct/schemas';
import { dismissConflict, watchConflicts, type Conflict } from '../web/src/db/conflicts.ts';
import { getMasterDocument, saveMasterDocument } from '../web/src/db/masters.ts';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import { startTestServer, type DemoUser, type TestServer } from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient, type Replication } from './support/node-client.ts';
import { openStaffDevice, type StaffDevice } from './support/staff-device.ts';

let server: TestServer;
const opened: NodeClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 20 });
  // The devices' first sync comes from the snapshot (web/src/db/replication/master-first-pull.ts), as on a
  // server that has been up for a while.
  await server.snapshots.caughtUp('catalogue_master', 60_000);
});
afterAll(async () => {
  for (const client of opened) await client.remove();
  await server?.close();
});

interface Device extends StaffDevice {
  replication: Replication;
}

async function openDevice(user: DemoUser): Promise<Device> {
  const device = await openStaffDevice(server, user, opened);
  const replication = device.client.replicate('catalogue_master');
  await replication.awaitInitialReplication();
  const snapshots = device.client.requests.filter((request) => request.path.endsWith('/_snapshot'));
  expect(snapshots.map((request) => request.status)).toEqual([200]);
  return { ...device, replication };
}

type Stored = { _id: string; _rev: string; name: string; [field: string]: unknown };
type Audit = { doc_id: string; rev: string; document: Stored; previous: Stored | null };

describe('two staff devices edit one product, one of them offline', () => {
  it('surfaces the conflict with both versions, loses no edit, and keeps the replaced version after the choice', async () => {
    const offline = await openDevice('staff');
    const online = await openDevice('superadmin');
    const id = (await server.store.allDocs<Stored>('catalogue_master'))[0]!._id;
    const original = (await getMasterDocument(offline.client.local, 'catalogue_master', id))!;
    const { updated_by: _by, updated_at: _at, ...editable } = original;

    // Offline, the staff member renames the product; meanwhile the other device renames it too.
    offline.client.online = false;
    await saveMasterDocument(
      offline.client.local,
      'catalogue_master',
      { ...editable, name: `${original.name} (offline edit)` } as Product,
      offline.userId,
    );
    await saveMasterDocument(
      online.client.local,
      'catalogue_master',
      { ...editable, name: `${original.name} (online edit)` } as Product,
      online.userId,
    );
    await online.replication.awaitInSync();
    expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
      `${original.name} (online edit)`,
    );

    // Back online: the push meets the newer version; the editor is shown both.
    let shown: Conflict[] = [];
    const stopWatching = watchConflicts(offline.client.local, (conflicts) => (shown = conflicts));
    try {
      offline.client.online = true;
      offline.replication.reSync();
      await eventually(async () => shown.some((conflict) => conflict.doc_id === id), 'the conflict is shown');
      const conflict = shown.find((candidate) => candidate.doc_id === id)!;
      expect(conflict.local.name).toBe(`${original.name} (offline edit)`);
      expect(conflict.remote.name).toBe(`${original.name} (online edit)`);
      // The collection holds the server's version (RxDB writes it after the record is kept); the
      // device's own is kept in the record.
      await eventually(
        async () =>
          (await getMasterDocument(offline.client.local, 'catalogue_master', id))?.name ===
          `${original.name} (online edit)`,
        'the server’s version is in the collection',
      );
      expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
        `${original.name} (online edit)`,
      );

      // The editor keeps the offline name; the choice goes to the server.
      const { updated_by: _b, updated_at: _a, ...remote } = conflict.remote as unknown as Product;
      await saveMasterDocument(
        offline.client.local,
        'catalogue_master',
        { ...remote, name: conflict.local.name as string },
        offline.userId,
      );
      await dismissConflict(offline.client.local, conflict.id);
      await offline.replication.awaitInSync();
      await eventually(async () => shown.length === 0, 'the conflict is resolved');
    } finally {
      stopWatching();
    }
    const final = (await server.store.get<Stored>('catalogue_master', id))!;
    expect(final.name).toBe(`${original.name} (offline edit)`);
    expect(final.updated_by).toBe(offline.userId);

    // Nothing lost: the other device's version is in the audit, as what the choice replaced.
    const audit = (await server.store.allDocs<Stored & Audit>('audit')).filter(
      (entry) => entry.doc_id === id,
    );
    const onlineWrite = audit.find((entry) => entry.document.name === `${original.name} (online edit)`);
    const choice = audit.find((entry) => entry.rev === final._rev);
    expect(onlineWrite?.previous?.name).toBe(original.name);
    expect(choice?.previous?.name).toBe(`${original.name} (online edit)`);
    expect(choice?.previous?._rev).toBe(onlineWrite?.rev);
  });
});

describe('a save whose answer never came back, edited again after a reload', () => {
  it('is the editor’s own version on the server, not a conflict: the next edit is stored', async () => {
    const first = await openDevice('staff');
    const id = (await server.store.allDocs<Stored>('catalogue_master'))[1]!._id;
    const original = (await getMasterDocument(first.client.local, 'catalogue_master', id))!;
    const { updated_by: _by, updated_at: _at, ...editable } = original;

    // The server stores the first save, but its answer is lost: the page reloads (or the network
    // drops) while `_bulk_docs` is on its way, so the device still assumes the version before it.
    let answersLost = 0;
    first.client.afterAnswer = async (path) => {
      if (!path.endsWith('/_bulk_docs')) return;
      answersLost += 1;
      throw new TypeError('fetch failed', { cause: new Error('answer lost') });
    };
    await saveMasterDocument(
      first.client.local,
      'catalogue_master',
      { ...editable, name: `${original.name} (first save)` } as Product,
      first.userId,
    );
    await eventually(async () => answersLost === 1, 'the first save’s answer is lost');
    await first.client.close();
    expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
      `${original.name} (first save)`,
    );

    // After the reload the editor saves again, before the pull has brought the first save back.
    const reloaded = await openNodeClient({
      baseUrl: server.url,
      token: async () => first.token,
      collections: ['catalogue_master'],
      name: first.client.name,
    });
    opened.push(reloaded);
    await saveMasterDocument(
      reloaded.local,
      'catalogue_master',
      { ...editable, name: `${original.name} (second save)` } as Product,
      first.userId,
    );
    let shown: Conflict[] = [];
    const stopWatching = watchConflicts(reloaded.local, (conflicts) => (shown = conflicts));
    const pushDecided = async () =>
      shown.length > 0 ||
      (await server.store.get<Stored>('catalogue_master', id))?.name === `${original.name} (second save)`;
    // The pull waits until the push is decided, as on a page whose pull is slower than its push.
    reloaded.afterAnswer = async (path) => {
      if (path.endsWith('/_changes')) await eventually(pushDecided, 'the push is decided');
    };
    try {
      const replication = reloaded.replicate('catalogue_master');
      await eventually(pushDecided, 'the push is decided');
      await replication.awaitInSync();
      expect(shown.map((conflict) => conflict.doc_id)).toEqual([]);
      expect((await server.store.get<Stored>('catalogue_master', id))?.name).toBe(
        `${original.name} (second save)`,
      );
    } finally {
      stopWatching();
    }
  });
});
