// The real server as its own process (`node sync-server/src/main.ts`, as `npm start` runs it),
// on a fixed port so a restarted one answers at the same address, with its store outside it
// (COUCHDB_URL) so the store's data survives a SIGKILL of the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  freePort,
  spawnServer,
  waitForHealth,
  type SpawnedServer,
} from '../../sync-server/test/support/spawn-server.ts';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from '../../sync-server/test/support/test-server.ts';

export interface FaultServer {
  url: string;
  /** Starts the server (again) and waits until /api/health answers 200. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing; resolves once the process is gone. */
  kill(): Promise<void>;
  login(user: DemoUser): Promise<string>;
  /** The current process's output, for failure messages. */
  output(): string;
}

export async function prepareFaultServer(storeUrl: string): Promise<FaultServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'poct-fault-server-')),
    COUCHDB_URL: storeUrl,
    LOG_LEVEL: 'silent',
  };
  let current: SpawnedServer | undefined;
  return {
    url,
    async start() {
      current = spawnServer(env);
      await waitForHealth(`${url}/api/health`);
    },
    async kill() {
      if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
      current.child.kill('SIGKILL');
      await current.exit;
    },
    async login(user) {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS[user], password: DEMO_PASSWORD }),
      });
      if (!response.ok) throw new Error(`login ${user}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { accessToken: string }).accessToken;
    },
    output: () => current?.output() ?? '',
  };
}
