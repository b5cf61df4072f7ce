// A first sync in Node, run as its own process by the first-sync figure: the app's own
// replication code (web/src/db/replication/gateway-replication.ts) pulls a premium user's databases into an
// in-memory RxDB, either through the gateway or, for the peer, straight from the store (the
// same requests, with /db/<name> rewritten to the store's database). In memory, so the figure
// is the wire and the server, not a storage engine. Prints {"ms": …, "docs": …} on stdout.
// Usage: node bench/lib/pull-client.ts '<JSON PullJob>'
import { addRxPlugin, createRxDatabase } from 'rxdb/plugins/core';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { LocalCollectionName } from '../../web/src/db/collections.ts';
import { replicateThroughGateway } from '../../web/src/db/replication/gateway-replication.ts';
import { collectionSpecOf } from '../../web/src/db/storage/collection-specs.ts';

export interface PullJob {
  gatewayUrl: string;
  token: string;
  /** Set: pull straight from this store; each collection from `storeDatabases[name]`. */
  storeUrl?: string;
  storeDatabases: Partial<Record<LocalCollectionName, string>>;
  collections: LocalCollectionName[];
}

addRxPlugin(RxDBLeaderElectionPlugin);

const job = JSON.parse(process.argv[2] ?? '{}') as PullJob;

/** Through the gateway: as the app. Straight: the same URL on the store, with its credential instead of the token. */
const directFetch: typeof fetch = (input, init) => {
  const url = new URL(String(input));
  const [, db, name, ...rest] = url.pathname.split('/');
  if (db !== 'db' || !name) throw new Error(`not a gateway path: ${url.pathname}`);
  const target = job.storeDatabases[name as LocalCollectionName] ?? name;
  const headers = new Headers(init?.headers);
  headers.delete('authorization');
  // The embedded store's credential (first-sync.ts passes it in the environment).
  if (process.env.PULL_STORE_AUTHORIZATION)
    headers.set('authorization', process.env.PULL_STORE_AUTHORIZATION);
  return fetch(`${job.storeUrl}/${[target, ...rest].join('/')}${url.search}`, { ...init, headers });
};

const db = await createRxDatabase({
  name: `bench-pull-${process.pid}`,
  storage: getRxStorageMemory(),
  multiInstance: false,
});
await db.addCollections(Object.fromEntries(job.collections.map((name) => [name, collectionSpecOf(name)])));

const failures: string[] = [];
const started = performance.now();
const replications = job.collections.map((name) =>
  replicateThroughGateway({
    collection: db.collections[name]!,
    database: name,
    push: false,
    deps: {
      accessToken: async () => job.token,
      locale: () => 'en',
      baseUrl: job.gatewayUrl,
      ...(job.storeUrl ? { fetch: directFetch } : {}),
    },
    hooks: {
      onRefused: (status) => failures.push(`${name}: refused ${status}`),
      onRejected: (id, reason) => failures.push(`${name}/${id}: ${reason}`),
      onReachable: () => undefined,
    },
  }),
);
for (const replication of replications) replication.error$.subscribe((error) => failures.push(String(error)));
await Promise.all(replications.map((replication) => replication.awaitInitialReplication()));
const ms = performance.now() - started;
const counts = await Promise.all(job.collections.map((name) => db.collections[name]!.count().exec()));
await Promise.all(replications.map((replication) => replication.cancel()));
await db.close();
process.stdout.write(`${JSON.stringify({ ms, docs: counts.reduce((a, b) => a + b, 0), failures })}\n`);
