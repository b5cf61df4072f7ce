// A store of its own for fault tests, outside the server process, so it outlives a server killed
// with SIGKILL (the path an Apache CouchDB deployment takes: COUCHDB_URL). The server reaches it
// through a small HTTP proxy in the test process, which lets a test act at an exact moment of
// the server's conversation with its store (for example: kill the server right after the store
// has answered a write, before the server has answered its client).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { toCouchDoc } from '@poct/schemas';
import {
  startEmbeddedStore,
  type EmbeddedStore,
} from '../../sync-server/src/platform/store/embedded-store.ts';
import {
  createStoreClient,
  type CouchDoc,
  type StoreClient,
} from '../../sync-server/src/platform/store/couch-client.ts';
import { ALL_DATABASES } from '../../sync-server/src/platform/store/databases.ts';
import { DEFAULT_DEMO_SEED } from '../../sync-server/src/demo/index.ts';
import { generateProduct } from '../../sync-server/src/demo/products.ts';
import { generateMasterData } from '../../sync-server/src/demo/masterdata.ts';

/** What the proxy saw: the server's request to the store and, once answered, the store's status. */
export interface StoreExchange {
  method: string;
  path: string;
  status?: number;
}

type Listener = ((exchange: StoreExchange) => Promise<void> | void) | undefined;

export interface StoreProxy {
  /** Base URL for COUCHDB_URL, with the store's credential. */
  url: string;
  /**
   * Called with each request before it is passed on to the store; it waits until the returned
   * promise settles, and is dropped if the server has gone meanwhile.
   */
  onRequest(listener: Listener): void;
  /**
   * Called when the store has answered, before the answer is passed on to the server; the
   * answer waits until the returned promise settles.
   */
  onAnswer(listener: Listener): void;
  close(): Promise<void>;
}

export interface SeparateStore {
  process: EmbeddedStore;
  /** Straight to the store, not through the proxy. */
  client: StoreClient;
  proxy: StoreProxy;
  stop(): Promise<void>;
}

async function startProxy(target: string): Promise<StoreProxy> {
  const upstream = new URL(target);
  let requestListener: Listener;
  let answerListener: Listener;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const exchange: StoreExchange = { method: req.method ?? 'GET', path: req.url ?? '/' };
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        exchange.status = answer.statusCode ?? 0;
        void Promise.resolve(answerListener?.(exchange))
          .catch(() => undefined)
          .then(() => {
            if (res.destroyed || req.socket.destroyed) return answer.destroy();
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
      },
    );
    forward.on('error', () => res.destroy());
    req.on('error', () => forward.destroy());
    res.on('close', () => forward.destroy());
    void Promise.resolve(requestListener?.(exchange))
      .catch(() => undefined)
      .then(() => {
        if (req.socket.destroyed) return forward.destroy();
        req.pipe(forward);
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    onRequest: (next) => (requestListener = next),
    onAnswer: (next) => (answerListener = next),
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function startSeparateStore(): Promise<SeparateStore> {
  const storeProcess = await startEmbeddedStore(
    fs.mkdtempSync(path.join(os.tmpdir(), 'poct-fault-store-')),
    0,
  );
  const client = createStoreClient(storeProcess.url, storeProcess.authorization);
  for (const name of ALL_DATABASES) await client.ensureDatabase(name);
  // The server given the proxy as COUCHDB_URL sends the store's credential; the proxy passes it on.
  const plain = await startProxy(storeProcess.url);
  const proxy: StoreProxy = { ...plain, url: storeProcess.credentialUrl(plain.url) };
  return {
    process: storeProcess,
    client,
    proxy,
    async stop() {
      await proxy.close();
      await storeProcess.stop();
    },
  };
}

/** The projector has caught up with every master (its checkpoints equal the masters' sequences). */
export async function projectionComplete(store: StoreClient): Promise<boolean> {
  for (const master of ['catalogue_master', 'masterdata_master']) {
    const info = await store.info(master);
    const checkpoint = await store.get<CouchDoc & { since: unknown }>(
      'server_state',
      `projector-checkpoint:${master}`,
    );
    if (JSON.stringify(checkpoint?.since) !== JSON.stringify(info?.update_seq)) return false;
  }
  return true;
}

/**
 * Loads `count` demo products and the master data into the masters, without publications: the
 * fastest way to a large catalogue (the server then skips its own demo catalogue, because
 * `catalogue_master` is not empty, and only creates the demo accounts).
 */
export async function seedProducts(store: StoreClient, count: number): Promise<void> {
  const write = async (db: string, docs: CouchDoc[]): Promise<void> => {
    for (let i = 0; i < docs.length; i += 1000) {
      const results = await store.bulkDocs(db, docs.slice(i, i + 1000));
      if (results.some((result) => result.error)) throw new Error(`seeding ${db} failed`);
    }
  };
  await write(
    'masterdata_master',
    generateMasterData(DEFAULT_DEMO_SEED).map((doc) => toCouchDoc(doc) as CouchDoc),
  );
  const products: CouchDoc[] = [];
  for (let number = 1; number <= count; number++) {
    products.push(toCouchDoc(generateProduct(DEFAULT_DEMO_SEED, number).product) as CouchDoc);
  }
  await write('catalogue_master', products);
}
