// A staff device's first sync of the masters from the server's snapshot,
// web/src/db/replication/master-first-pull.ts): the first pull answers RxDB with the whole snapshot as one
// batch, then `_changes` since its sequence. The device ends equal to the server (ids and
// content) also when the server's masters change while it loads the snapshot and when it edits
// during its first sync; afterwards it edits, conflicts and resolves as a device synced by
// `_changes` (fault/offline-conflict.test.ts, whose devices sync from the snapshot); a device
// that already holds documents, and a user without master rights, never take the snapshot path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@poct/schemas';
import { fromCouch } from '../web/src/db/replication/couch-documents.ts';
import { getMasterDocument, saveMasterDocument } from '../web/src/db/masters.ts';
import { startTestServer, type DemoUser, type TestServer } from '../sync-server/test/support/test-server.ts';
import type { NodeClient, Replication } from './support/node-client.ts';
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
  server = await startTestServer({ demoProducts: 60 });
  await server.snapshots.caughtUp('catalogue_master', 60_000);
});
afterAll(async () => {
  for (const client of opened) await client.remove();
  await server?.close();
});

interface Device extends StaffDevice {
  replicate(): Replication;
}

async function openDevice(user: DemoUser): Promise<Device> {
  const device = await openStaffDevice(server, user, opened);
  return { ...device, replicate: () => device.client.replicate('catalogue_master') };
}

type Stored = StoredProduct;

const requestsTo = (client: NodeClient, part: string) =>
  client.requests.filter((request) => request.path.includes(part));

describe('a staff device whose first sync of the masters comes from the snapshot', () => {
  it('ends equal to the server when the masters change and the device edits while it loads the snapshot', async () => {
    const device = await openDevice('staff');
    const ids = (await server.store.allDocs<Stored>('catalogue_master'))
      .map((doc) => doc._id)
      .filter((id) => !id.startsWith('_design/'));
    const created = `${ids[0]!}-made-during-first-sync`;
    // The snapshot's answer is in; before the device has read it, another editor renames two
    // products on the server, and this device creates one of its own.
    device.client.afterAnswer = async (path) => {
      if (!path.endsWith('/_snapshot')) return;
      device.client.afterAnswer = undefined;
      await editOnServer(server, ids[1]!, 'Renamed on the server during the load');
      await editOnServer(server, ids[2]!, 'Also renamed during the load');
      const template = (await server.store.get<Stored>('catalogue_master', ids[3]!))!;
      await saveMasterDocument(
        device.client.local,
        'catalogue_master',
        { ...editable(fromCouch(template) as unknown as Product), id: created, name: 'Made offline' },
        device.userId,
      );
    };
    const replication = device.replicate();
    await replication.awaitInitialReplication();
    await replication.awaitInSync();

    const snapshots = requestsTo(device.client, '/_snapshot');
    expect(snapshots.map((request) => request.status)).toEqual([200]);
    // No pull from 0: after the snapshot only `_changes` since its sequence.
    expect(requestsTo(device.client, '/_changes').some((r) => /[?&]since=0(&|$)/.test(r.path))).toBe(false);
    expect((await server.store.get<Stored>('catalogue_master', created))?.name).toBe('Made offline');
    expect((await getMasterDocument(device.client.local, 'catalogue_master', ids[1]!))?.name).toBe(
      'Renamed on the server during the load',
    );
    await expectEqualToServer(server, device.client);
  });

  it('pulls `_changes` from 0 when the collection already holds documents (made before the first sync)', async () => {
    const device = await openDevice('staff');
    const template = (await server.store.allDocs<Stored>('catalogue_master'))[7]!;
    await saveMasterDocument(
      device.client.local,
      'catalogue_master',
      { ...editable(fromCouch(template) as unknown as Product), id: `${template._id}-early`, name: 'Early' },
      device.userId,
    );
    const replication = device.replicate();
    await replication.awaitInitialReplication();
    await replication.awaitInSync();
    expect(requestsTo(device.client, '/_snapshot')).toEqual([]);
    expect(requestsTo(device.client, '/_changes').some((r) => /[?&]since=0(&|$)/.test(r.path))).toBe(true);
    await expectEqualToServer(server, device.client);
  });

  it('refuses a user without rights on the masters: no snapshot document reaches the device', async () => {
    const device = await openDevice('premium');
    const replication = device.replicate();
    await replication.awaitInitialReplication();
    expect(device.client.refused).toEqual([403]);
    expect(requestsTo(device.client, '/_snapshot').map((request) => request.status)).toEqual([403]);
    expect(await device.client.collection('catalogue_master').count().exec()).toBe(0);
  });
});
