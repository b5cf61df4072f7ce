// News of a change with the moment it was true (the change stream's "connected", sync-engine.ts)
// makes a replication pull only if it has not sent a `_changes` request since: at a first sync
// the stream connects while the first pull runs, and its news cost a second round.
// Here for the collections RxDB replicates through the gateway (gateway-replication.ts); the
// packed ones have theirs in packed-replication.test.ts.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient } from './support/node-client.ts';

let server: TestServer;
let client: NodeClient | undefined;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 5 });
});
afterAll(async () => {
  await client?.remove();
  await server?.close();
});

it('pulls again for news stamped after its last request, not for news stamped before it', async () => {
  const token = await server.login('premium');
  client = await openNodeClient({
    baseUrl: server.url,
    token: async () => token,
    collections: ['favourites'],
  });
  const changes = () => client!.requests.filter((request) => request.path.includes('/_changes')).length;
  const stampedBefore = performance.now();
  const replication = client.replicate('favourites');
  await replication.awaitInitialReplication();
  const afterFirstPull = changes();
  expect(afterFirstPull).toBeGreaterThan(0);

  replication.reSync(stampedBefore);
  await replication.awaitInSync();
  expect(changes()).toBe(afterFirstPull);

  replication.reSync(performance.now());
  await replication.awaitInSync();
  expect(changes()).toBe(afterFirstPull + 1);
  // News of a change itself (no moment) always pulls.
  replication.reSync();
  await replication.awaitInSync();
  expect(changes()).toBe(afterFirstPull + 2);
});
