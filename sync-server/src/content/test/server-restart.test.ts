// The server killed outright (SIGKILL, no shutdown) while staff keep editing the masters: when
// it comes back it resumes projecting from its stored checkpoint, exactly once. The store here
// is a separate process reached through COUCHDB_URL, the path an Apache CouchDB deployment takes,
// so it survives the server's death and takes writes while the server is down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { createStoreClient, type CouchDoc, type StoreClient } from '../../platform/store/couch-client.ts';
import {
  eventually,
  freePort,
  killSpawnedServers,
  spawnServer,
  waitForHealth,
} from '../../../test/support/spawn-server.ts';

let storeProcess: EmbeddedStore;
let store: StoreClient;

beforeAll(async () => {
  storeProcess = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-couch-')), 0);
  store = createStoreClient(storeProcess.url, storeProcess.authorization);
});
afterAll(async () => {
  killSpawnedServers();
  await storeProcess?.stop();
});

type Product = CouchDoc & { name: string; visible: boolean };

async function revisions(db: string): Promise<Map<string, string>> {
  const docs = await store.allDocs(db);
  return new Map(docs.map((doc) => [doc._id, doc._rev!]));
}

describe('a server killed and restarted', () => {
  it('resumes projecting from its checkpoint: no change lost, none applied twice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-restart-'));
    const port = await freePort();
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      COUCHDB_URL: storeProcess.credentialUrl(),
      DEMO_PRODUCTS: '60',
    };
    const base = `http://127.0.0.1:${port}`;

    const first = spawnServer(env);
    const health = await waitForHealth(`${base}/api/health`);
    expect(await health.json()).toMatchObject({ ok: true, store: 'couchdb' });
    // No embedded store of its own: nothing under DATA_DIR/store.
    expect(fs.existsSync(path.join(dataDir, 'store'))).toBe(false);

    const masters = (await store.allDocs<Product>('catalogue_master')).filter((doc) => doc.visible);
    const [toHide, toRename] = masters;
    await eventually(
      async () => (await store.info('catalogue'))?.doc_count === masters.length,
      'the first projection is complete',
    );

    first.child.kill('SIGKILL');
    await first.exit;
    const before = await revisions('catalogue');
    const now = new Date().toISOString();
    await store.bulkDocs('catalogue_master', [
      { ...toHide!, visible: false, updated_at: now },
      { ...toRename!, name: `${toRename!.name} (renamed while the server was down)`, updated_at: now },
    ]);

    spawnServer(env);
    await waitForHealth(`${base}/api/health`);
    await eventually(
      async () => {
        const renamed = await store.get<Product>('catalogue', toRename!._id);
        const hidden = await store.get<Product>('catalogue', toHide!._id);
        return hidden === undefined && (renamed?.name.endsWith('server was down)') ?? false);
        // The killed server's projector lease (15 s) must run out before the new one takes over.
      },
      'the restarted server has projected both changes',
      30_000,
    );

    const after = await revisions('catalogue');
    expect(after.has(toHide!._id)).toBe(false);
    expect(after.size).toBe(masters.length - 1);
    for (const [id, rev] of after) {
      // Only the renamed product got a new revision: nothing was re-applied.
      if (id === toRename!._id) expect(rev).not.toBe(before.get(id));
      else expect(rev).toBe(before.get(id));
    }
  });
});
