// `npm start`'s server process as a newcomer runs it: a fresh DATA_DIR, no configuration but a
// port. It serves the app, the API and the demo data from the embedded store; a store that
// cannot start stops the process with a message that says what and where.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  killSpawnedServers,
  spawnServer as run,
  waitForHealth,
} from '../../../test/support/spawn-server.ts';

afterAll(killSpawnedServers);

describe('the server as npm start runs it', () => {
  it('serves the app, the API and the demo catalogue from the embedded store', async () => {
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-start-'));
    run({ PORT: String(port), DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    const health = await waitForHealth(`${base}/api/health`);
    expect(await health.json()).toEqual({ ok: true, store: 'embedded' });

    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<div id="root">');

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@demo.poct-atlas.test', password: 'demo-password' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const info = await fetch(`${base}/db/catalogue_master/`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await info.json()) as { doc_count: number }).doc_count).toBeGreaterThanOrEqual(400);
    expect(fs.existsSync(path.join(dataDir, 'store'))).toBe(true);
  });

  it('stops with a message naming the port when the store port is taken', async () => {
    const blocker = net.createServer();
    const taken = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-start-'));
    const { exit, output } = run({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      STORE_PORT: String(taken),
    });
    expect(await exit).toBe(1);
    expect(output()).toContain(`port ${taken} on 127.0.0.1 is already in use`);
    blocker.close();
  });

  it('stops with a message naming the directory when the data directory is not usable', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-start-')), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    const { exit, output } = run({ PORT: String(await freePort()), DATA_DIR: file });
    expect(await exit).toBe(1);
    // The first thing start-up writes there is the store credential (keys/store-credential.json).
    expect(output()).toContain(`Cannot start POCT Atlas: ${file}${path.sep}`);
  });
});
