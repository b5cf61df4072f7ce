// The scenario behind the push-crash tests: two staff devices (staff and superadmin) hold the
// catalogue master, edit their own share of it offline, then push through the gateway with the
// app's replication; the server is SIGKILLed at a chosen moment of a `_bulk_docs` that follows
// an acknowledged one, and restarted. The scenario returns what a test needs to judge.
import { expect } from 'vitest';
import type { Conflict } from '../../web/src/db/conflicts.ts';
import { fromCouch, sameContent, type CouchDoc } from '../../web/src/db/replication/couch-documents.ts';
import { eventually, killSpawnedServers } from '../../sync-server/test/support/spawn-server.ts';
import type { DemoUser } from '../../sync-server/test/support/test-server.ts';
import { seedProducts, startSeparateStore, type SeparateStore } from './store-proxy.ts';
import { prepareFaultServer, type FaultServer } from './fault-server.ts';
import { openNodeClient, type NodeClient } from './node-client.ts';

/** Two push batches of 100 and 50 per device (the app pushes 100 documents at a time). */
export const PER_DEVICE = 150;

export type Product = CouchDoc & {
  name: string;
  description: { de: string; en: string };
  updated_by: string;
};

export type KillMoment = 'request' | 'answer';

export interface PushCrashOutcome {
  originals: Map<string, Product>;
  /** The edited version of every document, as the devices wrote it. */
  expected: Map<string, Product>;
  /** The masters while the server was down. */
  atCrash: Map<string, Product>;
  /** `[id, rev]` of every write the server acknowledged before it died. */
  acked: Array<[string, string]>;
  /** The masters once both devices are in sync again. */
  stored: Map<string, Product>;
  devices: Array<{ share: string[]; local: Map<string, Record<string, unknown>>; conflicts: Conflict[] }>;
  rejected: Array<{ id: string; reason: string }>;
  /** Audit entries of the edited documents. */
  audit: Array<CouchDoc & { database: string; doc_id: string; rev: string; previous: CouchDoc | null }>;
}

export interface PushCrashStack {
  store: SeparateStore;
  server: FaultServer;
  stop(): Promise<void>;
}

export async function startPushCrashStack(): Promise<PushCrashStack> {
  const store = await startSeparateStore();
  await seedProducts(store.client, 4 * PER_DEVICE);
  const server = await prepareFaultServer(store.proxy.url);
  await server.start();
  return {
    store,
    server,
    async stop() {
      killSpawnedServers();
      await store.stop();
    },
  };
}

/** One edit touches several fields; a half-applied one would show some of them only. */
function edited(doc: Product, tag: string, userId: string): Product {
  return {
    ...doc,
    name: `${doc.name} [${tag}]`,
    description: { de: `${doc.description.de} [${tag}]`, en: `${doc.description.en} [${tag}]` },
    updated_by: userId,
    updated_at: '2026-05-01T12:00:00.000Z',
  };
}

function acknowledged(client: NodeClient): Array<[string, string]> {
  return client.requests.flatMap((request) =>
    request.path.endsWith('/_bulk_docs') && request.status === 201
      ? (request.body as Array<{ id: string; ok?: boolean; rev?: string }>).flatMap((result) =>
          result.ok && result.rev ? [[result.id, result.rev] as [string, string]] : [],
        )
      : [],
  );
}

/**
 * The device's conflict records, read from storage: RxDB 17 cannot make documents of the
 * `conflicts` collection (its field `collection` collides with RxDocument.collection).
 */
async function storedConflicts(client: NodeClient): Promise<Conflict[]> {
  const conflicts = client.local.db.collections.conflicts!;
  const found = await conflicts.storageInstance.query(conflicts.find().getPreparedQuery());
  return found.documents as unknown as Conflict[];
}

async function readMasters(stack: PushCrashStack, ids?: string[]): Promise<Map<string, Product>> {
  const docs = await stack.store.client.allDocs<Product>('catalogue_master', ids ? { keys: ids } : {});
  return new Map(docs.map((doc) => [doc._id, doc]));
}

/** `slot` (0 or 1) picks which documents this run edits, so two runs share one store. */
export async function runPushCrash(
  stack: PushCrashStack,
  moment: KillMoment,
  slot: number,
): Promise<PushCrashOutcome> {
  const { store, server } = stack;
  const tag = `edit-${moment}`;
  const all = [...(await readMasters(stack)).values()].sort((a, b) => a._id.localeCompare(b._id));
  const chosen = all.slice(slot * 2 * PER_DEVICE, (slot + 1) * 2 * PER_DEVICE);
  const originals = new Map(chosen.map((doc) => [doc._id, doc]));
  const expected = new Map<string, Product>();
  const devices: Array<{ client: NodeClient & { name: string }; share: string[] }> = [];

  try {
    for (const [index, user] of (['staff', 'superadmin'] as DemoUser[]).entries()) {
      const token = await server.login(user);
      const me = (await (
        await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string };
      const options = {
        baseUrl: server.url,
        token: () => server.login(user),
        collections: ['catalogue_master' as const],
      };
      // The device holds the catalogue, then edits its share while not replicating (offline).
      const first = await openNodeClient(options);
      await first.replicate('catalogue_master').awaitInitialReplication();
      await first.close();
      const client = await openNodeClient({ ...options, name: first.name });
      const share = chosen.slice(index * PER_DEVICE, (index + 1) * PER_DEVICE);
      const edits = share.map((doc) => edited(doc, tag, me.id));
      for (const doc of edits) expected.set(doc._id, doc);
      await client.collection('catalogue_master').bulkUpsert(edits.map((doc) => fromCouch(doc)));
      devices.push({ client, share: share.map((doc) => doc._id) });
    }

    let killing = false;
    let crashed!: () => void;
    const crash = new Promise<void>((resolve) => (crashed = resolve));
    const kill = async ({ method, path }: { method: string; path: string }): Promise<void> => {
      if (method !== 'POST' || path !== '/catalogue_master/_bulk_docs' || killing) return;
      if (!devices.some((device) => acknowledged(device.client).length > 0)) return;
      killing = true;
      await server.kill();
      crashed();
    };
    if (moment === 'request') store.proxy.onRequest(kill);
    else store.proxy.onAnswer(kill);
    const replications = devices.map((device) => device.client.replicate('catalogue_master'));
    await crash;
    store.proxy.onRequest(undefined);
    store.proxy.onAnswer(undefined);
    const atCrash = await readMasters(stack, [...originals.keys()]);
    const acked = devices.flatMap((device) => acknowledged(device.client));

    await server.start();
    await eventually(
      async () =>
        [...(await readMasters(stack, [...expected.keys()])).values()].every((doc) =>
          sameContent(fromCouch(doc), fromCouch(expected.get(doc._id)!)),
        ),
      'every edit is stored',
      60_000,
    );
    await Promise.all(replications.map((replication) => replication.awaitInSync()));
    expect(devices.every((device) => device.client.refused.length === 0)).toBe(true);

    const audit = (
      await store.client.allDocs<PushCrashOutcome['audit'][number]>('audit', {
        startkey: 'master:catalogue_master:',
        endkey: 'master:catalogue_master:\ufff0',
      })
    ).filter((entry) => expected.has(entry.doc_id));
    return {
      originals,
      expected,
      atCrash,
      acked,
      stored: await readMasters(stack, [...expected.keys()]),
      devices: await Promise.all(
        devices.map(async ({ client, share }) => ({
          share,
          local: new Map(
            [...(await client.collection('catalogue_master').findByIds(share).exec())].map(([id, doc]) => [
              id,
              { ...doc.toJSON(), _deleted: false },
            ]),
          ),
          conflicts: await storedConflicts(client),
        })),
      ),
      rejected: devices.flatMap((device) => device.client.rejected),
      audit,
    };
  } finally {
    store.proxy.onRequest(undefined);
    store.proxy.onAnswer(undefined);
    for (const device of devices) await device.client.remove();
  }
}
