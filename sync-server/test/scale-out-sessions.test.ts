// Two server processes on one store, as behind a load balancer (scale-out): a logout
// or a role change made through one ends the feeds and rights held on the other within a
// second, because revocation travels through the store's change feed, not process memory; and
// the cap on one user's held connections counts both processes together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_ID, USER_ROLE_ID } from '@poct/schemas';
import type { RunningServer } from '../src/index.ts';
import { callAs, startSecondServer, startTestServer, type TestServer } from './support/test-server.ts';
import { HELD_KINDS, heldBy, newPremiumUser, openFeed, openStreamWhenFree } from './support/held-feeds.ts';

let first: TestServer;
let second: RunningServer;

beforeAll(async () => {
  first = await startTestServer({ demoProducts: 5 });
  // The same DATA_DIR gives the same signing keys; the store is the first one's, reached by URL.
  second = await startSecondServer(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const WITHIN_MS = 1000;

async function refusedWithin(request: () => Promise<Response>, status: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await request();
    if (answer.status === status) return Date.now() - started;
    if (Date.now() - started > 5000) throw new Error(`still ${answer.status} after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('two server processes on one store', () => {
  it('When a user logs out on one, then the feeds it holds on the other end within a second and carry nothing after', async () => {
    const user = await newPremiumUser(first);
    const before = second.held.size;
    const feeds = [
      openFeed(second.url, HELD_KINDS['continuous feed (catalogue)'], user.token),
      openFeed(second.url, HELD_KINDS['change-events stream'], user.token),
      openFeed(second.url, HELD_KINDS['longpoll (catalogue)'], user.token),
    ];
    await heldBy(second, before + feeds.length);

    expect((await callAs(first, 'POST', '/api/auth/logout', user.token)).status).toBe(204);
    const loggedOutAt = Date.now();
    const [product] = await first.store.allDocs<{ _id: string; name: string }>('catalogue_master', {
      limit: 1,
    });
    const marker = `after-logout-${process.pid}`;
    await first.store.put('catalogue_master', { ...product!, name: marker });

    for (const feed of feeds) {
      const { at } = await feed.ended;
      expect(at - loggedOutAt).toBeLessThan(WITHIN_MS);
      expect(feed.text()).not.toContain(marker);
    }
    const reused = await fetch(`${second.url}/db/catalogue/_all_docs?limit=1`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(reused.status).toBe(401);
  });

  it('When staff are demoted on one, then the other refuses their master reads and writes and quotations within a second', async () => {
    const staff = await newPremiumUser(first, { role_id: STAFF_ROLE_ID });
    const onSecond = (method: string, path: string, json?: unknown) =>
      fetch(`${second.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    expect((await onSecond('GET', '/db/catalogue_master/_all_docs?limit=1')).status).toBe(200);
    expect((await onSecond('GET', '/api/quotations')).status).toBe(200);
    const feed = openFeed(
      second.url,
      HELD_KINDS['continuous feed (catalogue)'].replace('catalogue', 'catalogue_master'),
      staff.token,
    );
    await heldBy(second, second.held.size + 1);

    const demoted = await callAs(first, 'PATCH', `/api/users/${staff.id}`, await first.login('superadmin'), {
      role_id: USER_ROLE_ID,
    });
    expect(demoted.status).toBe(200);
    const demotedAt = Date.now();
    expect(
      await refusedWithin(() => onSecond('GET', '/db/catalogue_master/_all_docs?limit=1'), 403),
    ).toBeLessThan(WITHIN_MS);
    expect(await refusedWithin(() => onSecond('GET', '/api/quotations'), 403)).toBeLessThan(WITHIN_MS);
    const [product] = await first.store.allDocs<{ _id: string }>('catalogue_master', { limit: 1 });
    const pushed = await onSecond('POST', '/db/catalogue_master/_bulk_docs', {
      docs: [{ ...product, updated_by: staff.id }],
    });
    expect(pushed.status).toBe(403);
    const { at } = await feed.ended;
    expect(at - demotedAt).toBeLessThan(WITHIN_MS);
  });
});

describe('held connections of one user on two processes', () => {
  it('When one user opens 40 feeds split over both, then the cap is counted once: all but HELD_CONNECTIONS_PER_USER get 429', async () => {
    const user = await newPremiumUser(first);
    const cap = first.config.heldConnectionsPerUser;
    const feeds = Array.from({ length: 40 }, (_, index) =>
      openFeed(index % 2 ? second.url : first.url, HELD_KINDS['change-events stream'], user.token),
    );
    try {
      const refused = await Promise.all(
        feeds.map((feed) =>
          Promise.race([
            feed.ended.then((end) => end.status === 429),
            new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
          ]),
        ),
      );
      expect(refused.filter(Boolean).length).toBe(40 - cap);
    } finally {
      for (const feed of feeds) feed.close();
    }
    // Closed feeds give their places back on both.
    await expect.poll(() => first.held.size + second.held.size, { timeout: 5000 }).toBe(0);
    (await openStreamWhenFree(second.url, user.token)).close();
  });
});
