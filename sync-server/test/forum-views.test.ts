// Thread views against the real server and store: counted in memory and written in batches
// (forum/view-counts.ts), so a burst of views makes one write per thread and round instead of
// one per view, no view is lost, a clean shutdown writes what is left, and a process with a
// short interval writes on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopics, forumCall, writeThread } from './support/forum.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BURST = 500;
const THREADS_SOURCE = 'forum_threads_source';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-views-'));
let server: TestServer;
let threadIdOf: string;

/** The thread's stored view count and how many times its document was written (its revision). */
async function stored(on: TestServer) {
  const doc = await on.store.get(THREADS_SOURCE, threadIdOf);
  return { views: Number(doc?.view_count), writes: Number(doc?._rev?.split('-')[0]) };
}

async function view(on: TestServer, token: string, count: number) {
  // In waves of 50, so the burst does not run out of sockets on a small machine.
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 50) {
    const wave = Array.from({ length: Math.min(50, count - sent) }, () =>
      forumCall(on, `/api/forum/threads/${threadIdOf}/view`, token),
    );
    statuses.push(...(await Promise.all(wave)).map((response) => response.status));
  }
  return statuses;
}

beforeAll(async () => {
  // An hour between rounds: only the test's flush and the shutdown write here.
  server = await startTestServer({ dataDir, demoProducts: 0, forumViewFlushMs: 3_600_000 });
  const { subTopicId } = await createTopics(server, await server.login('staff'));
  const thread = await writeThread(server, await server.login('verified'), subTopicId);
  expect(thread.response.status).toBe(201);
  threadIdOf = thread.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('forum thread views', () => {
  it('a burst of 500 views writes the thread once per round and counts every view', async () => {
    const before = await stored(server);
    const statuses = await view(server, await server.login('premium'), BURST);
    expect(statuses.every((status) => status === 204)).toBe(true);
    // Counted, not yet written: the burst wrote nothing.
    expect(await stored(server)).toEqual(before);
    await server.forumViews.flush();
    expect(await stored(server)).toEqual({ views: before.views + BURST, writes: before.writes + 1 });
    // Nothing new: a round writes nothing.
    await server.forumViews.flush();
    expect((await stored(server)).writes).toBe(before.writes + 1);
  });

  it('refuses a view of a thread that does not exist and counts nothing for it', async () => {
    const response = await forumCall(
      server,
      '/api/forum/threads/t-no-such-thread/view',
      await server.login('premium'),
    );
    expect(response.status).toBe(404);
    expect(await server.store.get(THREADS_SOURCE, 't-no-such-thread')).toBeUndefined();
  });

  it('writes the views left at a clean shutdown, and a short interval writes on its own', async () => {
    const before = await stored(server);
    expect(await view(server, await server.login('premium'), 30)).toEqual(Array(30).fill(204));
    await server.close();

    server = await startTestServer({ dataDir, demoProducts: 0, forumViewFlushMs: 1000 });
    expect(await stored(server)).toEqual({ views: before.views + 30, writes: before.writes + 1 });

    expect(await view(server, await server.login('premium'), 7)).toEqual(Array(7).fill(204));
    await expect.poll(async () => (await stored(server)).views, { timeout: 30_000 }).toBe(before.views + 37);
  }, 120_000);
});
