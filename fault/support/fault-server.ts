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
import {
  apiAt,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUser,
  type TestServer,
} from '../../sync-server/test/support/test-server.ts';

export interface FaultServer {
  url: string;
  /** Starts the server (again) and waits until /api/health answers 200. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown, no flushing; resolves once the process is gone. */
  kill(): Promise<void>;
  login(user: DemoUser): Promise<string>;
  api: TestServer['api'];
  /** The current process's output, for failure messages. */
  output(): string;
}

/**
 * `options.dataDir`: one data directory for several processes (the same signing keys, uploads
 * and snapshots, as behind a proxy); `options.env`: more of the server's configuration.
 */
export async function prepareFaultServer(
  storeUrl: string,
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<FaultServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    DATA_DIR: options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'poct-fault-server-')),
    COUCHDB_URL: storeUrl,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
  let current: SpawnedServer | undefined;
  return {
    url,
    async start() {
      const spawned = spawnServer(env);
      current = spawned;
      const exited = spawned.exit.then((code) => {
        throw new Error(`exited with ${code}`);
      });
      await Promise.race([waitForHealth(`${url}/api/health`), exited]).catch((error: unknown) => {
        throw new Error(`server did not start: ${spawned.output()}`, { cause: error });
      });
      exited.catch(() => undefined);
    },
    async kill() {
      if (!current || current.child.exitCode !== null || current.child.signalCode !== null) return;
      current.child.kill('SIGKILL');
      await current.exit;
    },
    api: apiAt(url),
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
