// Crash during the first sync: a premium device pulls a large catalogue through the gateway with
// the app's own replication; the server process is SIGKILLed while it is answering one of the
// pulls, the device is closed with it (as a tab would be), the server comes back on the same
// port, the device is opened again and resumes from its stored checkpoint. It ends with exactly
// the projection's documents (same ids, same content), fetched once each, apart from at most the
// one batch that was in flight.
//
// FAULT_PRODUCTS sets the catalogue size: 3,000 products by default, six pull batches (and six
// projector batches) with the kill in the third, which is what resuming from a checkpoint needs:
// batches held before the crash, batches fetched only after it, one in flight. Nothing in the
// pull or the projection changes with size beyond that, and the 40,000 first sync itself is
// measured by `npm run bench`. `FAULT_PRODUCTS=40000 vitest run fault/first-sync-crash.test.ts`
// runs it at full catalogue size (about four minutes on a busy 2-core machine).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCouch, sameContent } from '../web/src/db/replication/couch-documents.ts';
import { PULL_BATCH_SIZE } from '../web/src/db/replication/replication.ts';
import { eventually, killSpawnedServers } from '../sync-server/test/support/spawn-server.ts';
import {
  projectionComplete,
  seedProducts,
  startSeparateStore,
  type SeparateStore,
} from './support/store-proxy.ts';
import { prepareFaultServer, type FaultServer } from './support/fault-server.ts';
import { openNodeClient, type ClientRequest } from './support/node-client.ts';

const PRODUCTS = Number(process.env.FAULT_PRODUCTS || 3_000);
/** 40,000 products take about two minutes of pulling on a busy 2-core machine. */
const TIMEOUT_MS = Math.max(120_000, PRODUCTS * 8);

let store: SeparateStore;
let server: FaultServer;
const timings: Record<string, number> = {};

async function timed<T>(what: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    timings[what] = Math.round(performance.now() - start);
  }
}

function documentsFetched(requests: ClientRequest[]): string[] {
  return requests.flatMap((request) =>
    request.path.includes('/_changes') && request.body
      ? (request.body as { results: Array<{ id: string }> }).results.map((row) => row.id)
      : [],
  );
}

beforeAll(async () => {
  store = await startSeparateStore();
  await timed('seed', () => seedProducts(store.client, PRODUCTS));
  server = await prepareFaultServer(store.proxy.url);
  await timed('project', async () => {
    await server.start();
    await eventually(() => projectionComplete(store.client), 'the projection is complete', 300_000);
  });
});

afterAll(async () => {
  killSpawnedServers();
  await store?.stop();
  console.log(`first-sync crash with ${PRODUCTS} products, ms:`, timings);
});

describe('a server killed during a first sync', () => {
  it(
    'leaves a device that resumes from its checkpoint and ends with exactly the projection',
    async () => {
      const projection = await store.client.allDocs('catalogue');
      expect(projection.length).toBeGreaterThan(PULL_BATCH_SIZE * 4);
      const token = await server.login('premium');
      const options = { baseUrl: server.url, token: async () => token, collections: ['catalogue' as const] };

      // The gateway asks the store for the middle batch; the store answers, and the server dies
      // before it has passed the answer on.
      const killAt = Math.ceil(projection.length / PULL_BATCH_SIZE / 2);
      let pulls = 0;
      let killed!: () => void;
      const crash = new Promise<void>((resolve) => (killed = resolve));
      store.proxy.onAnswer(async ({ method, path }) => {
        if (method !== 'GET' || !path.startsWith('/catalogue/_changes?') || !path.includes('include_docs'))
          return;
        if (++pulls !== killAt) return;
        await server.kill();
        killed();
      });

      const first = await openNodeClient(options);
      await timed('pull until the crash', async () => {
        first.replicate('catalogue');
        await crash;
      });
      store.proxy.onAnswer(undefined);
      const heldBefore = await first.collection('catalogue').count().exec();
      await first.close();
      const before = documentsFetched(first.requests);
      expect(heldBefore).toBeGreaterThan(0);
      expect(heldBefore).toBeLessThan(projection.length);

      await timed('restart', () => server.start());
      const second = await openNodeClient({ ...options, name: first.name });
      try {
        expect(await second.collection('catalogue').count().exec()).toBe(heldBefore);
        await timed('pull after the restart', () => second.replicate('catalogue').awaitInitialReplication());
        const after = documentsFetched(second.requests);

        // Resumed, not restarted: only what the device did not hold yet (plus at most the batch
        // that was in flight) was fetched again.
        expect(after.length).toBeLessThan(projection.length);
        expect(after.length).toBeLessThanOrEqual(projection.length - heldBefore + PULL_BATCH_SIZE);
        const fetchedTwice = after.filter((id) => before.includes(id));
        expect(fetchedTwice.length).toBeLessThanOrEqual(PULL_BATCH_SIZE);
        expect(new Set([...before, ...after]).size).toBe(projection.length);

        // Exactly the projection: same ids, same content, nothing else.
        const local = await second.collection('catalogue').find().exec();
        expect(local.length).toBe(projection.length);
        // toJSON() leaves out `_deleted`, which RxDB's document states (and fromCouch) carry.
        const byId = new Map(local.map((doc) => [doc.primary, { ...doc.toJSON(), _deleted: false }]));
        expect([...byId.keys()].sort()).toEqual(projection.map((doc) => doc._id).sort());
        const different = projection.filter((doc) => !sameContent(byId.get(doc._id)!, fromCouch(doc)));
        expect(different.map((doc) => doc._id)).toEqual([]);
      } finally {
        await second.remove();
      }
    },
    TIMEOUT_MS,
  );
});
