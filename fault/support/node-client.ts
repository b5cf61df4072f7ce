// A device in Node: an RxDB database (memory storage, which keeps its state across close and
// reopen in the same process, like IndexedDB across reloads) with the app's own collections,
// conflict handler and replication through the gateway (web/src/db). Only the browser parts are
// replaced: storage, and a fetch the test can cut off ("offline") and watch.
import {
  createRxDatabase,
  type RxCollection,
  type RxConflictHandler,
  type RxDatabase,
  type RxJsonSchema,
  type RxStorage,
} from 'rxdb/plugins/core';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import {
  isMasterCollection,
  LOCAL_COLLECTIONS,
  type LocalCollectionName,
} from '../../web/src/db/collections.ts';
import { CONFLICT_SCHEMA, keepingConflictHandler } from '../../web/src/db/conflicts.ts';
import { replicateThroughGateway } from '../../web/src/db/replication/gateway-replication.ts';
import type { GatewayDeps } from '../../web/src/db/replication/gateway.ts';
import { collectionSpecOf, type CollectionSpec } from '../../web/src/db/storage/collection-specs.ts';
import type { LocalDatabase } from '../../web/src/db/storage/local-database.ts';
import { ownWrites } from '../../web/src/db/replication/own-writes.ts';

export type Replication = ReturnType<typeof replicateThroughGateway>;

/** One request the client made through the gateway and how it ended. */
export interface ClientRequest {
  method: string;
  path: string;
  /** HTTP status, or 0 when the request never got an answer. */
  status: number;
  /** The parsed JSON answer of `_changes` and `_bulk_docs`. */
  body?: unknown;
}

export interface NodeClient {
  local: LocalDatabase;
  collection(name: LocalCollectionName): RxCollection;
  /** False: every request fails as it does on a device without network. */
  online: boolean;
  requests: ClientRequest[];
  /** Runs once an answer is in, before the client reads it (e.g. edits while a snapshot loads). */
  afterAnswer?: (path: string) => Promise<void>;
  refused: number[];
  rejected: Array<{ id: string; reason: string }>;
  replicate(name: LocalCollectionName): Replication;
  /** Stops replicating and closes the database; its data stays (like a closed tab). */
  close(): Promise<void>;
  remove(): Promise<void>;
}

let counter = 0;

/** The devices' localStorage: per client name, so a reopened client (a reload) finds its own. */
const deviceStorage = new Map<string, string>();
const localStorageOf = (name: string): Pick<Storage, 'getItem' | 'setItem'> => ({
  getItem: (key) => deviceStorage.get(`${name}:${key}`) ?? null,
  setItem: (key, value) => void deviceStorage.set(`${name}:${key}`, value),
});

/** How a test opens a device in Node (this one, or the packed one in packed-client.ts). */
export interface ClientOptions {
  baseUrl: string;
  token: () => Promise<string>;
  collections: LocalCollectionName[];
  /** Reopen the database of an earlier client (its data and checkpoints) under this name. */
  name?: string;
  /** The app's storage instead of memory (Dexie over fake-indexeddb, master-first-sync-dexie.test.ts). */
  storage?: RxStorage<unknown, unknown>;
}

/** The gateway as a device in a test reaches it: the test's token and fetch, English answers. */
export function testGatewayDeps(options: ClientOptions, fetch: typeof globalThis.fetch): GatewayDeps {
  return { accessToken: options.token, locale: () => 'en', baseUrl: options.baseUrl, fetch };
}

export async function openNodeClient(options: ClientOptions): Promise<NodeClient & { name: string }> {
  const name = options.name ?? `fault-client-${process.pid}-${++counter}`;
  const db: RxDatabase = await createRxDatabase({
    name,
    storage: options.storage ?? getRxStorageMemory(),
    multiInstance: false,
  });
  const local: LocalDatabase = {
    db,
    names: options.collections,
    collection: (collection) => db.collections[collection],
  };
  // As openLocalDatabase (web/src/db/storage/local-database.ts) sets them up.
  const collections: Record<string, CollectionSpec> = Object.fromEntries(
    options.collections.map((collection) => [
      collection,
      {
        ...collectionSpecOf(collection),
        ...(isMasterCollection(collection)
          ? { conflictHandler: keepingConflictHandler(collection, () => local) as RxConflictHandler<unknown> }
          : {}),
      },
    ]),
  );
  if (options.collections.some(isMasterCollection))
    collections.conflicts = { schema: CONFLICT_SCHEMA as RxJsonSchema<unknown> };
  await db.addCollections(collections);

  const replications: Replication[] = [];
  const client: NodeClient & { name: string } = {
    name,
    local,
    collection: (collection) => db.collections[collection]!,
    online: true,
    requests: [],
    refused: [],
    rejected: [],
    replicate(collection) {
      const replication = replicateThroughGateway({
        collection: db.collections[collection]!,
        database: collection,
        push: LOCAL_COLLECTIONS[collection].push,
        ownWrites: ownWrites(localStorageOf(name), `own-writes:${collection}`),
        firstFromSnapshot: isMasterCollection(collection),
        deps: testGatewayDeps(options, watchedFetch),
        hooks: {
          onRefused: (status) => client.refused.push(status),
          onRejected: (id, reason) => client.rejected.push({ id, reason }),
          onReachable: () => {},
        },
      });
      replications.push(replication);
      return replication;
    },
    async close() {
      await Promise.all(replications.map((replication) => replication.cancel()));
      await db.close();
    },
    async remove() {
      await Promise.all(replications.map((replication) => replication.cancel()));
      await db.remove();
    },
  };

  async function watchedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const entry: ClientRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      status: 0,
    };
    client.requests.push(entry);
    if (!client.online) throw new TypeError('fetch failed', { cause: new Error('offline') });
    const response = await fetch(input, init);
    entry.status = response.status;
    await client.afterAnswer?.(url.pathname);
    if (!response.ok || !/\/(_changes|_bulk_docs)$/.test(url.pathname)) return response;
    const text = await response.text();
    entry.body = JSON.parse(text) as unknown;
    return new Response(text, { status: response.status, headers: response.headers });
  }

  return client;
}
