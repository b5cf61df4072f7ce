// The server keeps a view in publications_master (the projector finds a product's links with it,
// sync-server/src/content/projector/link-lookup.ts). Staff devices replicate that master with the app's
// own replication (web/src/db/replication/gateway-replication.ts): they must end with exactly the links, and
// no design document they could neither use nor push back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import { startTestServer, type TestServer } from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient } from './support/node-client.ts';

let server: TestServer;
let client: NodeClient | undefined;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 20 });
});
afterAll(async () => {
  await client?.remove();
  await server?.close();
});

describe('a staff device replicating publications_master', () => {
  it("holds every link and not the server's view", async () => {
    // The projector writes the view when it first looks up links (at its first pass).
    await eventually(
      async () =>
        (await server.store.allDocs('publications_master')).some((doc) => doc._id === '_design/links'),
      'the projector wrote its view',
    );
    const token = await server.login('staff');
    client = await openNodeClient({
      baseUrl: server.url,
      token: async () => token,
      collections: ['publications_master'],
    });
    const replication = client.replicate('publications_master');
    await replication.awaitInitialReplication();

    const links = (await server.store.allDocs('publications_master'))
      .map((doc) => doc._id)
      .filter((id) => !id.startsWith('_design/'))
      .sort();
    expect(links.length).toBeGreaterThan(0);
    const local = (await client.collection('publications_master').find().exec())
      .map((doc) => doc.primary)
      .sort();
    expect(local).toEqual(links);
    expect(client.refused).toEqual([]);
  });
});
