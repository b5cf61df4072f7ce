// SIGTERM under a steady write load, on the server as `npm start` runs it (its own process with
// its embedded store): held feeds and streams end cleanly (so devices reconnect elsewhere), the
// process exits on its own within SHUTDOWN_TIMEOUT_SECONDS (exit code 0; past the bound it
// exits 1), and every write it acknowledged is in the store afterwards.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedStore, type EmbeddedStore } from '../sync-server/src/platform/store/embedded-store.ts';
import { createStoreClient } from '../sync-server/src/platform/store/couch-client.ts';
import {
  eventually,
  freePort,
  killSpawnedServers,
  spawnServer,
  waitForHealth,
} from '../sync-server/test/support/spawn-server.ts';
import { HELD_KINDS, openFeed, signIn } from '../sync-server/test/support/held-feeds.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../sync-server/test/support/test-server.ts';
import { quotation } from '../sync-server/test/support/quotation.ts';

let store: EmbeddedStore | undefined;
afterAll(async () => {
  killSpawnedServers();
  await store?.stop();
});

describe('SIGTERM', () => {
  it('When the server gets SIGTERM under writes, then held feeds end, it exits within its bound and nothing acknowledged is lost', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-sigterm-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const spawned = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_PRODUCTS: '5',
      LOG_LEVEL: 'info',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      RATE_LIMIT_QUOTATIONS: '10000',
      RATE_LIMIT_QUOTATIONS_IP: '100000',
    });
    await waitForHealth(`${url}/api/health`);
    const token = await signIn(url, DEMO_USERS.premium, DEMO_PASSWORD);
    const feeds = [
      openFeed(url, HELD_KINDS['continuous feed (catalogue)'], token),
      openFeed(url, HELD_KINDS['longpoll (catalogue)'], token),
      openFeed(url, HELD_KINDS['change-events stream'], token),
    ];

    const acknowledged: string[] = [];
    const writer = async (lane: number): Promise<void> => {
      for (let n = 0; ; n++) {
        const id = `sigterm-${lane}-${n}`;
        try {
          const answer = await fetch(`${url}/api/quotations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(quotation(id)),
          });
          if (answer.status === 201) acknowledged.push(id);
          else if (answer.status >= 500) return;
          await answer.body?.cancel();
        } catch {
          return; // the process stopped taking connections
        }
      }
    };
    const writers = Array.from({ length: 4 }, (_, lane) => writer(lane));
    await eventually(async () => acknowledged.length >= 20, 'twenty writes acknowledged', 30_000);

    spawned.child.kill('SIGTERM');
    const code = await spawned.exit;
    await Promise.all(writers);

    expect(code, spawned.output()).toBe(0);
    // Ended by the server, not broken off: the started feeds end their body, a longpoll that had
    // not answered yet gets 503 (try again), which a device's replication retries elsewhere.
    const ended = await Promise.all(feeds.map((feed) => feed.ended));
    expect(ended.map((end) => end.status)).toEqual([200, 503, 200]);
    expect(feeds[2]!.text()).toContain('event: ended');
    expect(spawned.output()).toContain('"msg":"stopped"');

    store = await startEmbeddedStore(dataDir, 0);
    const client = createStoreClient(store.url, store.authorization);
    const stored = new Set((await client.allDocs('quotations')).map((doc) => doc._id));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
  });
});
