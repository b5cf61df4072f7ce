// The bench seeds the app server's store itself, projections included (seed-store.ts), instead
// of letting the projector project 40,000 products. That is only a fair stand-in if the result
// is what the projector makes: the same documents in every projection, and a projector that
// finds nothing left to write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../sync-server/src/index.ts';
import { PROJECTIONS } from '../../sync-server/src/platform/store/databases.ts';
import { seedStore } from './seed-store.ts';

const PRODUCTS = 60;
const running: RunningServer[] = [];
const dirs: string[] = [];

async function serverOn(seeded: boolean): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-bench-seed-test-'));
  dirs.push(dataDir);
  if (seeded) await seedStore(dataDir, PRODUCTS, () => undefined);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    storePort: 0,
    demoProducts: PRODUCTS,
    logLevel: 'silent',
  });
  running.push(server);
  await server.projector.idle();
  return server;
}

/** Every live document of a projection, without its revision. */
async function contents(server: RunningServer, db: string): Promise<unknown[]> {
  const docs = await server.store.allDocs(db);
  return docs.map(({ _rev, ...content }) => content).sort((a, b) => a._id.localeCompare(b._id));
}

afterAll(async () => {
  for (const server of running) await server.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedStore', () => {
  it('writes the projections the projector would, and leaves it nothing to do', async () => {
    const projected = await serverOn(false);
    const seeded = await serverOn(true);
    for (const db of PROJECTIONS) {
      const expected = await contents(projected, db);
      expect(expected.length).toBeGreaterThan(0);
      expect(await contents(seeded, db), db).toEqual(expected);
      // First revisions only: the projector, started on the seeded store, wrote nothing again.
      const revisions = (await seeded.store.allDocs(db)).map((doc) => doc._rev?.split('-')[0]);
      expect(new Set(revisions), db).toEqual(new Set(['1']));
    }
  });
});
