// The posts' copy in memory against a real embedded store: an empty database is caught up at once
// (a plain first request, not a long poll waiting for a first change), a revision older than the
// one held never replaces it, and when the store cannot be reached a read waits a bounded time
// and then answers 503 from the catalogue instead of holding the request forever.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { createStoreClient, type StoreClient } from '../../platform/store/couch-client.ts';
import { startEmbeddedStore, type EmbeddedStore } from '../../platform/store/embedded-store.ts';
import { startPostsProjection } from './posts-projection.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const POST = {
  title: 'Titel',
  brief: 'Kurz',
  content: 'Text',
  tags: [],
  language: 'de',
  author_id: 'user-staff',
  private: false,
  visible: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  updated_by: 'user-staff',
};

let embedded: EmbeddedStore;
let store: StoreClient;
const stops: Array<() => void> = [];
beforeAll(async () => {
  embedded = await startEmbeddedStore(fs.mkdtempSync(path.join(os.tmpdir(), 'poct-posts-')), 0);
  store = createStoreClient(embedded.url, embedded.authorization);
  await store.ensureDatabase('posts');
}, 60_000);
afterAll(async () => {
  stops.forEach((stop) => stop());
  await embedded?.stop();
});

describe('the posts projection', () => {
  it('is ready at once over an empty database, and keeps the newest revision it was told of', async () => {
    // A wait far below the long poll's 25 s: only a plain first request is ready in time.
    const posts = startPostsProjection(store, 5_000);
    stops.push(posts.stop);
    expect(await posts.all()).toEqual([]);

    const { rev: first } = await store.put('posts', { _id: 'neu', ...POST });
    const { rev: second } = await store.put('posts', {
      _id: 'neu',
      _rev: first,
      ...POST,
      title: 'Neuer Titel',
    });
    posts.written({ _id: 'neu', _rev: second, ...POST, title: 'Neuer Titel' });
    // The feed may still bring the first revision after this: it must not win.
    posts.written({ _id: 'neu', _rev: first, ...POST });
    expect((await posts.all()).map((post) => post.title)).toEqual(['Neuer Titel']);
    await store.put('posts', { _id: 'neu', _rev: second, _deleted: true });
    await expect.poll(async () => (await posts.all()).length, { timeout: 10_000 }).toBe(0);
  });

  it('answers 503 after its wait when the store cannot be reached, instead of hanging', async () => {
    const unreachable = createStoreClient(`http://127.0.0.1:${await closedPort()}/`);
    const posts = startPostsProjection(unreachable, 300);
    stops.push(posts.stop);
    const read = posts.all();
    await expect(read).rejects.toBeInstanceOf(AppError);
    await expect(read).rejects.toMatchObject({ status: 503, key: 'error.503' });
  });
});
