// Three server processes on one store behind nginx (fault/support/server-group.ts), the shape of
// docker-compose.yml: a logout or a demotion on one process ends the feeds and streams held on
// all; limits, caps, counters, locks and the forum topic rules are counted once across the
// three (requests spread over the processes directly and through nginx); and a process killed
// with SIGKILL under replication and REST traffic through nginx loses no acknowledged write,
// duplicates nothing, and the clients carry on through the other two.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_ROLE_ID,
  SUPERADMIN_ROLE_ID,
  USER_ROLE_ID,
  type AdAnswer,
  type AdStatistics,
} from '@poct/schemas';
import { eventually } from '../sync-server/test/support/spawn-server.ts';
import {
  HELD_KINDS,
  newPremiumUser,
  openFeed,
  openStreamWhenFree,
  signIn,
  type OpenFeed,
} from '../sync-server/test/support/held-feeds.ts';
import { createTopicRecord, createTopics, writeThread } from '../sync-server/test/support/forum.ts';
import {
  apiAt,
  callAs,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoUser,
} from '../sync-server/test/support/test-server.ts';
import { openNodeClient, type NodeClient } from './support/node-client.ts';
import { quotation } from '../sync-server/test/support/quotation.ts';
import { startServerGroup, type ServerGroup } from './support/server-group.ts';

const HELD_CAP = 6;
const LOGIN_LIMIT = 5;
const AD_VIEWS = 6;

let trio: ServerGroup;
const clients: NodeClient[] = [];

beforeAll(async () => {
  trio = await startServerGroup(3, {
    DEMO_PRODUCTS: '5',
    HELD_CONNECTIONS_PER_USER: String(HELD_CAP),
    RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    RATE_LIMIT_LOGIN_IP: '10000',
    RATE_LIMIT_QUOTATIONS: '10000',
    RATE_LIMIT_QUOTATIONS_IP: '10000',
    RATE_LIMIT_AD_VIEWS: String(AD_VIEWS),
    ADS_AUDIENCE: 'everyone',
    FORUM_VIEW_FLUSH_SECONDS: '1',
  });
});
afterAll(async () => {
  for (const client of clients) await client.remove();
  await trio?.stop();
});

const first = () => trio.servers[0]!;
const signInAt = (url: string, user: DemoUser) => signIn(url, DEMO_USERS[user], DEMO_PASSWORD);

async function allEnded(feeds: OpenFeed[]): Promise<number[]> {
  return (await Promise.all(feeds.map((feed) => feed.ended))).map((end) => end.status);
}

describe('a session ending on one process', () => {
  it('When a user logs out through one process, then the feeds and streams it holds on all three end and carry nothing written after', async () => {
    const user = await newPremiumUser(first());
    const before = await trio.held();
    const feeds = [
      ...trio.servers.map((server) => openFeed(server.url, HELD_KINDS['longpoll (catalogue)'], user.token)),
      openFeed(trio.nginx.url, HELD_KINDS['continuous feed (catalogue)'], user.token),
      openFeed(trio.nginx.url, HELD_KINDS['change-events stream'], user.token),
      openFeed(trio.nginx.url, HELD_KINDS['longpoll (favourites)'], user.token),
    ];
    await eventually(async () => (await trio.held()) === before + feeds.length, 'all feeds are held');

    const out = await fetch(`${trio.servers[1]!.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.status).toBe(204);
    const [product] = await trio.store.client.allDocs<{ _id: string; name: string }>('catalogue_master', {
      limit: 1,
    });
    const marker = `after-logout-${process.pid}`;
    await trio.store.client.put('catalogue_master', { ...product!, name: marker });

    await allEnded(feeds);
    for (const feed of feeds) expect(feed.text()).not.toContain(marker);
    for (let i = 0; i < 4; i++) {
      const reused = await fetch(`${trio.spread(i)}/db/catalogue/_all_docs?limit=1`, {
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(reused.status).toBe(401);
    }
  });

  it('When staff are demoted through one process, then their master feeds on all three end and every process refuses their master reads', async () => {
    const staff = await newPremiumUser(first(), { role_id: STAFF_ROLE_ID });
    const before = await trio.held();
    const masterFeed = HELD_KINDS['continuous feed (catalogue)'].replace('catalogue', 'catalogue_master');
    const feeds = [
      ...trio.servers.map((server) => openFeed(server.url, masterFeed, staff.token)),
      openFeed(trio.nginx.url, HELD_KINDS['change-events stream'], staff.token),
    ];
    await eventually(async () => (await trio.held()) === before + feeds.length, 'all feeds are held');

    const admin = await trio.servers[2]!.login('superadmin');
    const demoted = await callAs(trio.servers[2]!, 'PATCH', `/api/users/${staff.id}`, admin, {
      role_id: USER_ROLE_ID,
    });
    expect(demoted.status).toBe(200);

    await allEnded(feeds);
    for (let i = 0; i < 4; i++) {
      const read = await fetch(`${trio.spread(i)}/db/catalogue_master/_all_docs?limit=1`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(read.status).toBe(403);
    }
  });
});

describe('limits counted once across the processes', () => {
  it('When one user opens three times the cap of held streams spread over the processes, then the cap is held and the rest get 429', async () => {
    const user = await newPremiumUser(first());
    const before = await trio.held();
    const statuses: number[] = [];
    const feeds = Array.from({ length: 3 * HELD_CAP }, (_, i) =>
      openFeed(trio.spread(i), HELD_KINDS['change-events stream'], user.token),
    );
    for (const feed of feeds) void feed.ended.then((end) => statuses.push(end.status));
    try {
      await eventually(
        async () =>
          statuses.filter((status) => status === 429).length === 2 * HELD_CAP &&
          (await trio.held()) === before + HELD_CAP,
        'the cap held and the rest refused',
      );
      expect(statuses).toEqual(Array(2 * HELD_CAP).fill(429));
    } finally {
      for (const feed of feeds) feed.close();
    }
    // Closed streams give their places back on every process.
    await eventually(async () => (await trio.held()) === before, 'every place given back');
    (await openStreamWhenFree(trio.servers[2]!.url, user.token)).close();
  });

  it('When wrong passwords for one account arrive at the processes in turn, then the limit is counted once and then even the right one gets 429', async () => {
    const user = await newPremiumUser(first());
    const statuses: number[] = [];
    for (let i = 0; i < 3 * LOGIN_LIMIT; i++) {
      const answer = await fetch(`${trio.spread(i)}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: `wrong-${i}` }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(LOGIN_LIMIT).fill(401), ...Array(2 * LOGIN_LIMIT).fill(429)]);
    const right = await fetch(`${trio.nginx.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(right.status).toBe(429);
  });

  it('When one account signs in again for every banner on the processes in turn, then it gets the per-minute limit in all and only those are counted', async () => {
    const staff = await first().login('staff');
    const image = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#0a6' } })
      .png()
      .toBuffer();
    const uploaded = await first().api('/api/uploads?purpose=banner', {
      method: 'POST',
      token: staff,
      body: image,
    });
    expect(uploaded.status).toBe(201);
    const list = (await (await first().api('/api/admin/advertisements', { token: staff })).json()) as {
      items: Array<{ id: string }>;
    };
    for (const item of list.items)
      await first().api(`/api/admin/advertisements/${item.id}`, { method: 'DELETE', token: staff });
    const created = await callAs(first(), 'POST', '/api/admin/advertisements', staff, {
      name: 'Trio campaign',
      company: 'Nordlicht Diagnostik GmbH',
      banner_type: 'aside',
      budget: 10,
      expires_at: new Date().toISOString().slice(0, 10),
      banner_url: ((await uploaded.json()) as { url: string }).url,
      target_url: 'https://nordlicht.example/poct?from=atlas',
      pricing_model: 'impression',
      price: 0.01,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const served: Array<AdAnswer['ad']> = [];
    for (let i = 0; i < AD_VIEWS + 6; i++) {
      const url = trio.spread(i);
      const token = await signInAt(url, 'premium');
      const answer = await fetch(`${url}/api/ads/aside`, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(200);
      served.push(((await answer.json()) as AdAnswer).ad);
    }
    expect(served.filter(Boolean)).toHaveLength(AD_VIEWS);
    const statistics = await first().api(`/api/ads/statistics/${id}`, { token: staff });
    expect(((await statistics.json()) as AdStatistics).totals.impressions).toBe(AD_VIEWS);
  });

  it('When one reader views a thread in three sessions on the processes in turn, then the thread counts one view', async () => {
    const { subTopicId } = await createTopics(first(), await first().login('staff'));
    const thread = await writeThread(first(), await first().login('verified'), subTopicId);
    expect(thread.response.status).toBe(201);
    const views = async () =>
      Number(
        (await trio.store.client.get<{ _id: string; view_count?: number }>('forum_threads_source', thread.id))
          ?.view_count ?? 0,
      );
    const before = await views();
    const sessions = await Promise.all(trio.servers.map((server) => signInAt(server.url, 'premium')));
    for (let i = 0; i < 24; i++) {
      const answer = await fetch(`${trio.spread(i)}/api/forum/threads/${thread.id}/view`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sessions[i % sessions.length]!}` },
      });
      expect(answer.status).toBe(204);
    }
    await eventually(async () => (await views()) > before, 'the view is written');
    // Every process has written what it counted (they write every second).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await views()).toBe(before + 1);
  });

  it('When three super-admins demote each other at the same moment, each on its own process, then one of them stays super-admin', async () => {
    const admin = await first().login('superadmin');
    const others = [await newPremiumUser(first()), await newPremiumUser(first())];
    for (const other of others) {
      const promoted = await callAs(first(), 'PATCH', `/api/users/${other.id}`, admin, {
        role_id: SUPERADMIN_ROLE_ID,
      });
      expect(promoted.status).toBe(200);
    }
    const me = (await (await first().api('/api/auth/me', { token: admin })).json()) as { id: string };
    const admins = [
      { id: me.id, token: admin },
      ...others.map((other) => ({ id: other.id, token: other.token })),
    ];
    const answers = await Promise.all(
      admins.flatMap((by, index) =>
        admins
          .filter((target) => target !== by)
          .map((target) =>
            callAs({ api: apiAt(trio.servers[index]!.url) }, 'PATCH', `/api/users/${target.id}`, by.token, {
              role_id: STAFF_ROLE_ID,
            }),
          ),
      ),
    );
    // 403: the caller was demoted before its own request was judged; 409: the last super-admin.
    expect(answers.every((answer) => [200, 403, 409].includes(answer.status))).toBe(true);
    const accounts = await trio.store.client.allDocs<{ _id: string; role_id?: string }>('accounts');
    const left = accounts.filter((account) => account.role_id === SUPERADMIN_ROLE_ID);
    expect(left).toHaveLength(1);
    // Put the demo super-admin back for the tests after this one.
    const keeper = admins.find((candidate) => candidate.id === left[0]!._id)!;
    if (keeper.id !== me.id) {
      const restored = await callAs(first(), 'PATCH', `/api/users/${me.id}`, keeper.token, {
        role_id: SUPERADMIN_ROLE_ID,
      });
      expect(restored.status).toBe(200);
    }
  });

  it('When a topic is deleted on one process while another saves a sub-topic of it, then no sub-topic is left without its topic', async () => {
    const staff = await first().login('staff');
    const rounds = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const topic = await createTopicRecord(first(), staff, 'forum-topics');
        const [added, removed] = await Promise.all([
          callAs(trio.servers[1]!, 'POST', '/api/admin/forum-sub-topics', staff, {
            name: { de: 'Neu', en: 'New' },
            description: { de: 'x', en: 'x' },
            parent_id: topic,
          }),
          callAs(trio.servers[2]!, 'DELETE', `/api/admin/forum-topics/${topic}`, staff),
        ]);
        return { topic, added: added.status, removed: removed.status };
      }),
    );
    const records = await trio.store.client.allDocs<{ _id: string; parent_id?: unknown }>('forum_topics');
    const topics = new Set(records.filter((doc) => typeof doc.parent_id !== 'string').map((doc) => doc._id));
    for (const { topic, added, removed } of rounds) {
      const children = records.filter((doc) => doc.parent_id === topic);
      expect([added, removed].sort()).toEqual(removed === 204 ? [204, 400] : [201, 409]);
      expect(topics.has(topic)).toBe(removed !== 204);
      expect(children.length).toBe(added === 201 ? 1 : 0);
    }
  });
});

describe('a process killed under load', () => {
  it('When one of three is killed with SIGKILL under replication and REST traffic through nginx, then no acknowledged write is lost, nothing is doubled and the clients carry on', async () => {
    const token = await signInAt(trio.nginx.url, 'premium');
    const me = (await (await trio.nginx.api('/api/auth/me', { token })).json()) as { id: string };

    // REST: quote requests, each resent with its id until acknowledged (a resend is free).
    const acknowledged: string[] = [];
    let stopping = false;
    const writer = async (lane: number): Promise<void> => {
      for (let n = 0; !stopping; n++) {
        const id = `trio-${process.pid}-${lane}-${n}`;
        for (;;) {
          const answer = await fetch(`${trio.nginx.url}/api/quotations`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(quotation(id)),
          }).catch(() => undefined);
          await answer?.body?.cancel();
          if (answer && answer.status < 300) break;
          expect([undefined, 502, 503, 504]).toContain(answer?.status);
        }
        acknowledged.push(id);
      }
    };

    // Replication: the app's own favourites replication (web/src/db) through nginx.
    const client = await openNodeClient({
      baseUrl: trio.nginx.url,
      token: async () => token,
      collections: ['favourites'],
    });
    clients.push(client);
    const replication = client.replicate('favourites');
    await replication.awaitInitialReplication();
    const favourites = client.collection('favourites');
    const added: string[] = [];
    const favour = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const id = `prod-trio-${added.length}`;
        await favourites.insert({ id, product_id: id, user_id: me.id, created_at: new Date().toISOString() });
        added.push(id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    const writers = [0, 1, 2].map((lane) => writer(lane));
    await favour(10);
    await eventually(async () => acknowledged.length >= 20, 'twenty quote requests acknowledged', 30_000);

    // The process about to be killed has been taking its share of the writes.
    const counted = (await trio.metrics(trio.servers[1]!)).split('\n');
    const served = counted.find(
      (line) => line.includes('route="/api/quotations/"') && line.includes('status="201"'),
    );
    expect(
      Number(served?.split(' ').pop()),
      counted.filter((line) => line.includes('quotations')).join('\n'),
    ).toBeGreaterThan(0);
    await trio.servers[1]!.kill();
    const atKill = acknowledged.length;
    await favour(10);
    await eventually(async () => acknowledged.length >= atKill + 20, 'twenty more after the kill', 30_000);
    stopping = true;
    await Promise.all(writers);
    await replication.awaitInSync();

    const quotations = await trio.store.client.allDocs<{ _id: string }>('quotations');
    const stored = quotations.map((doc) => doc._id).filter((id) => id.startsWith(`trio-${process.pid}-`));
    expect(stored.sort()).toEqual([...acknowledged].sort());

    const onServer = await trio.nginx.api('/db/favourites/_all_docs', { token });
    expect(onServer.status).toBe(200);
    const rows = ((await onServer.json()) as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    expect(rows.filter((id) => id.startsWith('prod-trio-')).sort()).toEqual([...added].sort());
  });
});
