// Thread views against the real server and store: one per reader and thread in a period (also
// after signing in again and on a second server process), counted in memory and written in
// batches (forum/view-counts.ts), so a burst of views makes one write per thread and round
// instead of one per view, no view is lost, a clean shutdown writes what is left, and a process
// with a short interval writes on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopics, forumCall, writeThread } from '../../../test/support/forum.ts';
import { signInNewPremium } from '../../../test/support/premium-accounts.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';

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

async function view(on: Pick<TestServer, 'url'>, token: string, count: number) {
  const call = () =>
    fetch(`${on.url}/api/forum/threads/${threadIdOf}/view`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  // In waves of 50, so the burst does not run out of sockets on a small machine.
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 50) {
    const wave = Array.from({ length: Math.min(50, count - sent) }, () => call());
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

/** New premium readers `<prefix>1` … `<prefix><count>`, signed in. */
function newReaders(prefix: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => signInNewPremium(server, `${prefix}${i + 1}`)));
}

/** A new session of a demo account on a process (a new sign-in, another device). */
async function signInAgain(url: string, user: keyof typeof DEMO_USERS): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_USERS[user], password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

describe('forum thread views', () => {
  it('a burst of 500 views by four readers writes the thread once per round and counts each reader once', async () => {
    const before = await stored(server);
    const readers = await newReaders('burst', 4);
    const statuses = (
      await Promise.all(readers.map((token) => view(server, token, BURST / readers.length)))
    ).flat();
    expect(statuses).toEqual(Array(BURST).fill(204));
    // Counted, not yet written: the burst wrote nothing.
    expect(await stored(server)).toEqual(before);
    await server.forumViews.flush();
    expect(await stored(server)).toEqual({ views: before.views + readers.length, writes: before.writes + 1 });
    // Nothing new: a round writes nothing.
    await server.forumViews.flush();
    expect((await stored(server)).writes).toBe(before.writes + 1);
  });

  it('one account reading again after signing in again, on a second session and on a second server process counts once', async () => {
    const second = await startSecondServer(server, { forumViewFlushMs: 3_600_000 });
    try {
      const before = await stored(server);
      const sessions = [
        await signInAgain(server.url, 'premium'),
        await signInAgain(server.url, 'premium'),
        await signInAgain(second.url, 'premium'),
      ];
      const statuses = await Promise.all([
        view(server, sessions[0]!, 20),
        view(server, sessions[1]!, 20),
        view(second, sessions[2]!, 20),
        view(second, sessions[0]!, 20),
      ]);
      expect(statuses.flat()).toEqual(Array(80).fill(204));
      await Promise.all([server.forumViews.flush(), second.forumViews.flush()]);
      expect((await stored(server)).views).toBe(before.views + 1);
    } finally {
      await second.close();
    }
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
    for (const token of await newReaders('shutdown', 3))
      expect(await view(server, token, 10)).toEqual(Array(10).fill(204));
    await server.close();

    server = await startTestServer({ dataDir, demoProducts: 0, forumViewFlushMs: 1000 });
    expect(await stored(server)).toEqual({ views: before.views + 3, writes: before.writes + 1 });

    for (const token of await newReaders('interval', 2))
      expect(await view(server, token, 7)).toEqual(Array(7).fill(204));
    await expect.poll(async () => (await stored(server)).views, { timeout: 30_000 }).toBe(before.views + 5);
  }, 120_000);
});
