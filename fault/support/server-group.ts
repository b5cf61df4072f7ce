// Several server processes on one store behind nginx, the production shape (docker-compose.yml):
// the store in its own process reached over COUCHDB_URL, one data directory for all (the same
// signing keys, uploads and snapshots), nginx with the production proxying rules in front. The
// fault suite runs three (fault/three-processes.test.ts), the bench one, two and three
// (bench/figures/processes.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiAt, type TestServer } from '../../sync-server/test/support/test-server.ts';
import { prepareFaultServer, type FaultServer } from './fault-server.ts';
import { startNginx, type Nginx } from './nginx.ts';
import { startSeparateStore, type SeparateStore } from './store-proxy.ts';

export const METRICS_TOKEN = 'group-metrics-token';

export interface ServerGroup {
  store: SeparateStore;
  servers: FaultServer[];
  nginx: Nginx & { api: TestServer['api'] };
  /** Base URLs in turn: each process directly, then through nginx. */
  spread(index: number): string;
  /** Connections held by the processes together (their `poct_held_connections`). */
  held(): Promise<number>;
  /** The `/metrics` text of one process ('' when it does not answer). */
  metrics(server: FaultServer): Promise<string>;
  stop(): Promise<void>;
}

async function metrics(server: FaultServer): Promise<string> {
  const answer = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => undefined);
  return (await answer?.text()) ?? '';
}

export async function startServerGroup(count: number, env: Record<string, string>): Promise<ServerGroup> {
  const store = await startSeparateStore();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-group-'));
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      prepareFaultServer(store.process.credentialUrl(), {
        dataDir,
        env: { TRUST_PROXY: 'loopback', METRICS_TOKEN, ...env },
      }),
    ),
  );
  // The first seeds the demo data and makes the keys; the others then find both.
  await servers[0]!.start();
  await Promise.all(servers.slice(1).map((server) => server.start()));
  const nginx = await startNginx(servers.map((server) => new URL(server.url).host));
  const urls = [...servers.map((server) => server.url), nginx.url];
  return {
    store,
    servers,
    nginx: { ...nginx, api: apiAt(nginx.url) },
    spread: (index) => urls[index % urls.length]!,
    metrics,
    async held() {
      let sum = 0;
      for (const server of servers)
        sum += Number((await metrics(server)).match(/^poct_held_connections (\d+)/m)?.[1] ?? 0);
      return sum;
    },
    async stop() {
      await nginx.stop();
      await Promise.all(servers.map((server) => server.kill()));
      await store.stop();
    },
  };
}
