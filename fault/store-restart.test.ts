// Store restart: the embedded store process dies under a running server (SIGKILL) and its
// supervisor starts it again. The server reconnects on its own (health back to ok, the
// projector goes on), and a device that stays open all along (the app's replication and the
// app's change-events stream, in Node) receives a change made after the restart, with no restart
// of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followChangeEvents } from '../web/src/db/replication/change-events.ts';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import { startTestServer, type TestServer } from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient } from './support/node-client.ts';

// change-events.ts listens for the browser's online/offline events; Node has no window.
(globalThis as { window?: EventTarget }).window ??= new EventTarget();

let server: TestServer;
let client: NodeClient;
let stopEvents: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 30 });
});
afterAll(async () => {
  stopEvents?.();
  await client?.remove();
  await server?.close();
});

type Product = { _id: string; _rev: string; name: string; visible: boolean; [field: string]: unknown };

describe('the embedded store restarted under a running server', () => {
  it('is reconnected: health is ok again, the projector goes on and a live device gets a later change', async () => {
    const premium = await server.login('premium');
    client = await openNodeClient({
      baseUrl: server.url,
      token: async () => premium,
      collections: ['catalogue'],
    });
    const replication = client.replicate('catalogue');
    await replication.awaitInitialReplication();
    const events = { connected: 0, changes: 0, disconnected: 0 };
    stopEvents = followChangeEvents(
      { accessToken: async () => premium, locale: () => 'en', baseUrl: server.url },
      {
        onConnected: () => {
          events.connected++;
          replication.reSync();
        },
        onChange: (database) => {
          events.changes++;
          if (database === 'catalogue') replication.reSync();
        },
        onDisconnected: () => events.disconnected++,
        onRefused: (status) => client.refused.push(status),
      },
    );
    await eventually(async () => events.connected === 1, 'the change-events stream is open');

    const restarted = new Promise<void>((resolve) => server.embedded!.onRestart(resolve));
    server.embedded!.kill('SIGKILL');
    await restarted;
    await eventually(
      async () => (await server.api('/api/health')).status === 200,
      'health is ok again',
      30_000,
    );

    // A staff edit after the restart, through the gateway, projected and announced.
    const staff = await server.login('staff');
    const me = (await (await server.api('/api/auth/me', { token: staff })).json()) as { id: string };
    const product = (await server.store.allDocs<Product>('catalogue_master')).find((doc) => doc.visible)!;
    const renamed = `${product.name} (after the store restart)`;
    const push = await server.api('/db/catalogue_master/_bulk_docs', {
      method: 'POST',
      token: staff,
      json: {
        docs: [{ ...product, name: renamed, updated_by: me.id, updated_at: new Date().toISOString() }],
      },
    });
    expect(((await push.json()) as Array<{ ok?: boolean }>)[0]?.ok).toBe(true);

    await eventually(
      async () => (await server.store.get<Product>('catalogue', product._id))?.name === renamed,
      'the projector has projected the edit',
      30_000,
    );
    await eventually(
      async () => (await client.collection('catalogue').findOne(product._id).exec())?.get('name') === renamed,
      'the live device holds the edit',
      30_000,
    );
    expect(client.refused).toEqual([]);
  });
});
