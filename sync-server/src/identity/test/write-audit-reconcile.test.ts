// The write audit's start-up step against the real embedded store: an intent whose document
// reached the store (the server died before completing it) becomes `stored` with the store's
// revision; one whose write never landed stays open; completed entries are not touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordIntents, reconcileAuditIntents, type MasterWriteAudit } from '../audit/write-audit.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 2 });
});
afterAll(async () => {
  await server?.close();
});

describe('reconcileAuditIntents', () => {
  it("When an intent's write landed, then it is completed; one whose write did not stays attempted", async () => {
    const { store } = server;
    const [product] = (await store.allDocs('catalogue_master')).filter((doc) => !doc._id.startsWith('_'));
    const landed = { ...product!, description: `landed ${Date.now()}` };
    const lost = { _id: `prod-lost-${Date.now()}`, name: 'never stored' };
    const before = new Map([[product!._id, product!]]);
    const ids = await recordIntents({
      store,
      database: 'catalogue_master',
      userId: 'user-staff',
      docs: [landed, lost],
      before,
    });
    // The server "dies" here: the store has the first write, nobody completed the audit.
    const { rev } = await store.put('catalogue_master', landed);

    expect(await reconcileAuditIntents(store)).toBe(1);
    const [landedEntry, lostEntry] = await store.allDocs<MasterWriteAudit>('audit', { keys: ids });
    expect(landedEntry).toMatchObject({ status: 'stored', rev, doc_id: product!._id, action: 'update' });
    expect(landedEntry!.previous).toMatchObject({ _id: product!._id, _rev: product!._rev });
    expect(lostEntry).toMatchObject({ status: 'attempted', doc_id: lost._id, action: 'create' });

    // A second start finds nothing more to complete.
    expect(await reconcileAuditIntents(store)).toBe(0);
  });
});
