// A device's read-only half in Node: the app's packed store (web/src/db/storage/packed-store.ts) on
// fake-indexeddb, which keeps its databases across close and reopen in this process like a
// browser across reloads, its RxDB memory collections (openPackedDatabase) and its pull from the
// snapshot and `_changes` (packed-replication.ts). Only the browser parts are replaced: IndexedDB,
// and a fetch the test can cut off, watch, hold or answer from a recording.
import 'fake-indexeddb/auto';
import type { CouchDoc } from '../../web/src/db/replication/couch-documents.ts';
import type { LocalCollectionName } from '../../web/src/db/collections.ts';
import { openPackedDatabase, type PackedDatabase } from '../../web/src/db/storage/local-database.ts';
import { replicatePacked } from '../../web/src/db/replication/packed-replication.ts';
import type { PullState } from '../../web/src/db/replication/replication.ts';
import type { PackedDoc } from '../../web/src/db/storage/packed-store.ts';
import { testGatewayDeps, type ClientOptions, type ClientRequest } from './node-client.ts';

export interface PackedClient {
  name: string;
  packed: PackedDatabase;
  online: boolean;
  requests: ClientRequest[];
  refused: number[];
  /** Runs before a request is sent; it may kill the server, clear storage, write to the store. */
  beforeRequest?: (path: string) => Promise<void> | void;
  /** Runs once an answer's body has arrived, before the device reads it. */
  afterAnswer?: (path: string, body: string) => Promise<void> | void;
  /** Answers `_snapshot` from this recording instead of the server (a stale snapshot). */
  snapshotBody?: string;
  /** Answers this many `_snapshot` requests as the server does while it makes one (503). */
  snapshotsNotReady: number;
  pull(collection: LocalCollectionName, options?: { snapshot?: boolean }): PullState & { start(): void };
  /** The collection's documents as held in memory: id → revision. */
  held(collection: LocalCollectionName): Promise<Map<string, string>>;
  close(): Promise<void>;
}

let counter = 0;

export async function openPackedClient(options: ClientOptions): Promise<PackedClient> {
  const name = options.name ?? `poct-packed-client-${process.pid}-${++counter}--packed`;
  const packed = await openPackedDatabase(name, options.collections);
  const pulls: PullState[] = [];
  const client: PackedClient = {
    name,
    packed,
    online: true,
    requests: [],
    refused: [],
    snapshotsNotReady: 0,
    pull(collection, pullOptions = {}) {
      const state = replicatePacked({
        collection: packed.db.collections[collection]!,
        database: collection,
        packer: packed.packers.get(collection)!,
        snapshot: pullOptions.snapshot ?? true,
        deps: testGatewayDeps(options, watchedFetch),
        hooks: {
          onRefused: (status) => client.refused.push(status),
          onRejected: () => {},
          onReachable: () => {},
        },
      });
      pulls.push(state);
      state.start();
      return state;
    },
    async held(collection) {
      const docs = await packed.db.collections[collection]!.find().exec();
      const revs = packed.packers.get(collection)!.docs;
      return new Map(docs.map((doc) => [doc.primary, revs.get(doc.primary)?.rev ?? '']));
    },
    async close() {
      await Promise.all(pulls.map((pull) => pull.cancel()));
      await packed.db.close();
      packed.store.close();
    },
  };

  async function watchedFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname + url.search;
    const entry: ClientRequest = { method: init?.method ?? 'GET', path, status: 0 };
    client.requests.push(entry);
    await client.beforeRequest?.(path);
    if (!client.online) throw new TypeError('fetch failed', { cause: new Error('offline') });
    if (client.snapshotsNotReady > 0 && url.pathname.endsWith('/_snapshot')) {
      client.snapshotsNotReady--;
      entry.status = 503;
      return new Response(JSON.stringify({ error: 'unavailable' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
      });
    }
    if (client.snapshotBody !== undefined && url.pathname.endsWith('/_snapshot')) {
      entry.status = 200;
      return new Response(client.snapshotBody, { headers: { 'content-type': 'application/json' } });
    }
    const response = await fetch(input, init);
    entry.status = response.status;
    if (!response.ok) return response;
    const body = await response.text();
    entry.body = body;
    await client.afterAnswer?.(path, body);
    return new Response(body, { status: response.status, headers: response.headers });
  }

  return client;
}

/** A database's current documents on the server's store: id → revision (design documents aside). */
export function revisions(docs: CouchDoc[]): Map<string, string> {
  return new Map(
    docs.filter((doc) => !doc._id.startsWith('_design/')).map((doc) => [doc._id, doc._rev ?? '']),
  );
}

/** Sorted `id@rev` lines, so a difference shows as a readable diff. */
export function lines(revs: Map<string, string>): string[] {
  return [...revs].map(([id, rev]) => `${id}@${rev}`).sort();
}

export type { PackedDoc };
