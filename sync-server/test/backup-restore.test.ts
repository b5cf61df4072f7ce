// Backup and restore over the replication protocol (platform/backup/backup.ts): the demo data
// with edited and deleted documents is backed up from a stopped server's store, restored into an
// empty store, and every database holds the same documents at the same revisions with the same
// histories; a server on the restored store lets every demo user sign in. A second backup into
// the same folder resumes from its checkpoints and adds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/index.ts';
import { backupStore, listDatabases, restoreStore } from '../src/platform/backup/backup.ts';
import { createStoreClient, type StoreClient } from '../src/platform/store/couch-client.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../src/platform/store/embedded-store.ts';
import { DEMO_PASSWORD, DEMO_USERS, startTestServer } from './support/test-server.ts';

const stores: EmbeddedStore[] = [];
let restoredServer: RunningServer | undefined;
afterAll(async () => {
  await restoredServer?.close();
  for (const store of stores) await store.stop();
});

async function openStore(dataDir: string): Promise<StoreClient> {
  const store = await startEmbeddedStore(dataDir, 0);
  stores.push(store);
  return createStoreClient(store.url, store.authorization);
}

/** Every document of `db` as `id rev`, deleted ones included (from `_changes`). */
async function versions(store: StoreClient, db: string): Promise<string[]> {
  const page = await store.changes(db, { since: '0', style: 'all_docs' });
  return page.results.map((change) => `${change.id} ${change.changes.map((c) => c.rev).join(',')}`).sort();
}

let source: StoreClient;
let target: StoreClient;
let folder: string;
let product: { _id: string; _rev: string; name: string };
let gone: { _id: string; _rev: string };

beforeAll(async () => {
  const server = await startTestServer({ demoProducts: 10 });
  for (const user of Object.keys(DEMO_USERS) as Array<keyof typeof DEMO_USERS>) await server.login(user);
  product = (await server.store.allDocs<typeof product>('catalogue_master', { limit: 1 }))[0]!;
  const second = await server.store.put('catalogue_master', { ...product, name: 'edited once' });
  await server.store.put('catalogue_master', { ...product, _rev: second.rev, name: 'edited twice' });
  gone = (await server.store.allDocs<typeof gone>('publications_master', { limit: 1 }))[0]!;
  const deleted = await server.store.request(
    `publications_master/${encodeURIComponent(gone._id)}?rev=${gone._rev}`,
    { method: 'DELETE' },
  );
  await deleted.body?.cancel();
  const dataDir = server.dataDir;
  await server.close();
  // The stopped server's store, opened as `npm run backup` opens it.
  source = await openStore(dataDir);
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-backup-'));
  target = await openStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-restored-')));
});

describe('npm run backup / npm run restore', () => {
  it('When the store is backed up, then every database is in the manifest, and a second run resumes and adds nothing', async () => {
    const manifest = await backupStore(source, folder);
    const databases = await listDatabases(source);
    expect(Object.keys(manifest.databases).sort()).toEqual(databases.sort());
    for (const db of ['accounts', 'orders', 'audit', 'catalogue_master']) expect(databases).toContain(db);
    expect(manifest.databases.accounts!.doc_count).toBeGreaterThanOrEqual(Object.keys(DEMO_USERS).length);
    const again = await backupStore(source, folder);
    expect(again.databases).toEqual(manifest.databases);
  });

  it('When the backup is restored into an empty store, then documents, revisions, histories and deletions match', async () => {
    await restoreStore(target, folder);
    for (const db of await listDatabases(source))
      expect(await versions(target, db), db).toEqual(await versions(source, db));
    const history = (store: StoreClient) =>
      store.json<{ _revisions: unknown; name: string }>(
        `catalogue_master/${encodeURIComponent(product._id)}?revs=true`,
      );
    expect(await history(target)).toEqual(await history(source));
    expect((await history(target)).name).toBe('edited twice');
    const deleted = await target.request(`publications_master/${encodeURIComponent(gone._id)}`);
    expect(deleted.status).toBe(404);
    await deleted.body?.cancel();
  });

  it('When a server runs on the restored store, then every demo user signs in', async () => {
    restoredServer = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'poct-on-restored-')),
      couchdbUrl: stores[1]!.credentialUrl(),
      production: true,
      publicUrl: 'http://localhost:8080',
      logLevel: 'silent',
    });
    for (const email of Object.values(DEMO_USERS)) {
      const login = await fetch(`${restoredServer.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      expect(login.status, email).toBe(200);
    }
  });
});
