// A real RxDB client in Node (Dexie storage over fake-indexeddb) replicates through the gateway
// with RxDB's own CouchDB replication: a premium reader ends with exactly the visible documents,
// a free reader gets nothing premium, and a staff edit pushed to a master reaches the projection.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import {
  addRxPlugin,
  createRxDatabase,
  type RxCollection,
  type RxDatabase,
  type RxJsonSchema,
} from 'rxdb/plugins/core';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { replicateCouchDB, type RxCouchDBReplicationState } from 'rxdb/plugins/replication-couchdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_SCHEMAS, migrationStrategiesOf } from '@poct/schemas';
import { startTestServer, type DemoUser, type TestServer } from '../../../test/support/test-server.ts';

// Product and master data schemas are above version 0 (collections/migrations.ts).
addRxPlugin(RxDBMigrationSchemaPlugin);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

type AnyDoc = { id: string; [field: string]: unknown };

const COLLECTIONS = {
  catalogue: 'product',
  masterdata: 'masterdata',
  publications: 'link',
  favourites: 'favourite',
  catalogue_master: 'product',
} as const;
type Replicated = keyof typeof COLLECTIONS;

interface Client {
  db: RxDatabase;
  /** HTTP statuses of requests the gateway refused. */
  refusals: number[];
  collection(name: Replicated): RxCollection<AnyDoc>;
  replicate(name: Replicated, options?: { push?: boolean }): Promise<RxCouchDBReplicationState<AnyDoc>>;
  close(): Promise<void>;
}

async function openClient(user: DemoUser, names: Replicated[]): Promise<Client> {
  const token = await server.login(user);
  const db = await createRxDatabase({
    name: `client-${user}-${Math.random().toString(36).slice(2)}`,
    storage: getRxStorageDexie({ indexedDB, IDBKeyRange }),
    multiInstance: false,
  });
  await db.addCollections(
    Object.fromEntries(
      names.map((name) => [
        name,
        {
          schema: COLLECTION_SCHEMAS[COLLECTIONS[name]] as RxJsonSchema<AnyDoc>,
          migrationStrategies: migrationStrategiesOf(COLLECTIONS[name]),
        },
      ]),
    ),
  );
  const refusals: number[] = [];
  // RxDB retries a refused request forever, and cancel() waits for that loop. The app's own
  // replication treats 401/403 as final; here a refusal is recorded and answered as an empty
  // feed, so the one-shot run ends and the test can see what the gateway said.
  const authorizedFetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    const response = await fetch(url, { ...init, headers });
    if (response.status !== 401 && response.status !== 403) return response;
    refusals.push(response.status);
    return Response.json({ results: [], last_seq: 0 });
  };
  return {
    db,
    refusals,
    collection: (name) => db.collections[name] as RxCollection<AnyDoc>,
    async replicate(name, options = {}) {
      const state = replicateCouchDB<AnyDoc>({
        replicationIdentifier: `${user}-${name}`,
        collection: db.collections[name] as RxCollection<AnyDoc>,
        url: `${server.url}/db/${name}/`,
        live: false,
        fetch: authorizedFetch,
        pull: { batchSize: 100 },
        push: options.push ? {} : undefined,
        waitForLeadership: false,
      });
      const errors: unknown[] = [];
      state.error$.subscribe((error) => errors.push(error));
      await state.awaitInitialReplication();
      await state.cancel();
      if (errors.length > 0) throw new Error(`replication of ${name} failed`, { cause: errors[0] });
      return state;
    },
    async close() {
      await db.remove();
    },
  };
}

async function storeIds(db: string): Promise<string[]> {
  const docs = await server.store.allDocs(db);
  return docs.map((doc) => doc._id).sort();
}

async function localIds(client: Client, name: Replicated): Promise<string[]> {
  const docs = await client.collection(name).find().exec();
  return docs.map((doc) => doc.primary).sort();
}

describe('RxDB replication through the gateway', () => {
  it('gives a premium reader exactly the visible catalogue, master data, publications and its favourites', async () => {
    const client = await openClient('premium', ['catalogue', 'masterdata', 'publications', 'favourites']);
    try {
      for (const name of ['catalogue', 'masterdata', 'publications'] as const) {
        await client.replicate(name);
        const expected = await storeIds(name);
        expect(expected.length).toBeGreaterThan(0);
        expect(await localIds(client, name)).toEqual(expected);
      }
      // Hidden products never arrive; the projection holds only visible ones.
      const masters = await server.store.allDocs<{ _id: string; visible?: boolean }>('catalogue_master');
      const hidden = masters.filter((doc) => doc.visible === false).map((doc) => doc._id);
      expect(hidden.length).toBeGreaterThan(0);
      const local = new Set(await localIds(client, 'catalogue'));
      for (const id of hidden) expect(local.has(id)).toBe(false);
      // Internal notes stay on the server.
      const sample = await client.collection('catalogue').findOne().exec();
      expect(sample?.toJSON()).not.toHaveProperty('internal_note');

      // A favourite (its id is the product's) written offline is pushed to the user's own database and pulled back fresh.
      const me = (await (
        await server.api('/api/auth/me', { token: await server.login('premium') })
      ).json()) as { id: string };
      const productId = [...local][0]!;
      await client.collection('favourites').insert({
        id: productId,
        user_id: me.id,
        product_id: productId,
        created_at: new Date().toISOString(),
      });
      await client.replicate('favourites', { push: true });
      expect(client.refusals).toEqual([]);
      const second = await openClient('premium', ['favourites']);
      try {
        await second.replicate('favourites');
        expect(await localIds(second, 'favourites')).toEqual([productId]);
      } finally {
        await second.close();
      }
    } finally {
      await client.close();
    }
  });

  it('gives a free reader no premium collection at all', async () => {
    const client = await openClient('free', ['catalogue']);
    try {
      await client.replicate('catalogue');
      expect(client.refusals).toEqual([403]);
      expect(await localIds(client, 'catalogue')).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it('lets staff push an edit to catalogue_master that reaches the catalogue projection', async () => {
    const client = await openClient('staff', ['catalogue_master']);
    try {
      await client.replicate('catalogue_master', { push: true });
      const staffId = (
        (await (await server.api('/api/auth/me', { token: await server.login('staff') })).json()) as {
          id: string;
        }
      ).id;
      const visible = await client
        .collection('catalogue_master')
        .findOne({ selector: { visible: true } })
        .exec();
      expect(visible).toBeTruthy();
      const newName = `${String(visible!.get('name'))} (edited offline)`;
      await visible!.incrementalPatch({
        name: newName,
        updated_by: staffId,
        updated_at: new Date().toISOString(),
      });
      await client.replicate('catalogue_master', { push: true });

      const stored = await server.store.get<{ _id: string; name: string }>(
        'catalogue_master',
        visible!.primary,
      );
      expect(stored?.name).toBe(newName);
      await server.projector.idle();
      const projected = await server.store.get<{ _id: string; name: string }>('catalogue', visible!.primary);
      expect(projected?.name).toBe(newName);
    } finally {
      await client.close();
    }
  });
});
