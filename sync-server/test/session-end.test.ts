// A held connection never outlives its session: every kind the
// server keeps open (continuous and longpoll `_changes` on a projection and on the user's own
// favourites, a continuous feed on the user's alerts, the change-events stream) ends within a second of logout, deletion, closing the
// account, a password
// change, losing premium and premium running out, and a change written after that never arrives
// on it. Rights come from the account as it is now, not from the token: a demoted staff token is
// refused for master writes, master reads and quotations at once. One user holding hundreds of
// feeds gets 429 past a per-user cap, and other users' reads keep answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_ID, USER_ROLE_ID } from '@poct/schemas';
import { userAlertsDbName, userDbName } from '../src/platform/store/databases.ts';
import { callAs, startTestServer, type TestServer } from './support/test-server.ts';
import { HELD_KINDS, heldBy, newPremiumUser, openFeed, signIn, type HeldKind } from './support/held-feeds.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 5, heldConnectionsPerUser: 10 });
});
afterAll(async () => {
  await server?.close();
});

const WITHIN_MS = 1000;
let markers = 0;

/** Writes a change the feed of `userId` would carry if it were still open; returns its marker. */
async function writeChangeFor(kind: HeldKind, userId: string): Promise<string> {
  markers += 1;
  const marker = `after-end-${process.pid}-${markers}`;
  if (kind.includes('alerts')) {
    // The user's alerts carry premium figures (a price from and to).
    await server.store.ensureDatabase(userAlertsDbName(userId));
    await server.store.put(userAlertsDbName(userId), { _id: marker, product_id: marker });
  } else if (kind.includes('favourites')) {
    // A staff member's deletion erases the user's database at once: a database made anew under
    // the same name must not reach the ended feed either.
    await server.store.ensureDatabase(userDbName(userId));
    await server.store.put(userDbName(userId), {
      _id: marker,
      product_id: marker,
      user_id: userId,
      created_at: new Date().toISOString(),
    });
  } else {
    const [product] = await server.store.allDocs<{ _id: string; name: string; visible: boolean }>(
      'catalogue_master',
      { limit: 1 },
    );
    await server.store.put('catalogue_master', { ...product!, name: marker });
    await server.projector.idle();
  }
  return marker;
}

type Ending = (user: Awaited<ReturnType<typeof newPremiumUser>>) => Promise<void>;

const ENDINGS: Record<string, Ending> = {
  logout: async (user) => {
    const answer = await callAs(server, 'POST', '/api/auth/logout', user.token);
    expect(answer.status).toBe(204);
  },
  'deletion of the account': async (user) => {
    const answer = await callAs(server, 'DELETE', `/api/users/${user.id}`, await server.login('superadmin'));
    expect(answer.status).toBe(204);
  },
  'closing the account ("Delete account")': async (user) => {
    const answer = await callAs(server, 'POST', '/api/account/deletion', user.token, {
      password: user.password,
    });
    expect(answer.status, await answer.clone().text()).toBe(202);
  },
  'losing premium': async (user) => {
    const answer = await callAs(server, 'PATCH', `/api/users/${user.id}`, await server.login('superadmin'), {
      premium: false,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  },
  'a password change on another device': async (user) => {
    const other = await signIn(server.url, user.email, user.password);
    const answer = await callAs(server, 'POST', '/api/account/password', other, {
      current_password: user.password,
      password: 'a-new-password-1',
      password_confirm: 'a-new-password-1',
    });
    expect(answer.status, await answer.clone().text()).toBe(204);
  },
};

describe('a held connection when its session ends', () => {
  for (const kind of Object.keys(HELD_KINDS) as HeldKind[]) {
    for (const [ending, end] of Object.entries(ENDINGS)) {
      // Losing premium leaves the favourites readable (they are the user's own, not premium data).
      if (ending === 'losing premium' && kind.includes('favourites')) continue;
      it(`When ${ending} happens, then the ${kind} ends within a second and nothing written after arrives`, async () => {
        const user = await newPremiumUser(server);
        const before = server.held.size;
        const feed = openFeed(server.url, HELD_KINDS[kind], user.token);
        await heldBy(server, before + 1);

        await end(user);
        const endedAt = Date.now();
        const marker = await writeChangeFor(kind, user.id);
        const { at, status } = await feed.ended;

        expect(at - endedAt).toBeLessThan(WITHIN_MS);
        expect(feed.text()).not.toContain(marker);
        // A longpoll ends with the reason; a stream that had started simply ends.
        if (kind.startsWith('longpoll')) expect([401, 403]).toContain(status);
        expect(server.held.size).toBe(before);
      });
    }
  }

  it('When premium runs out by its end date, then a held premium feed ends within a second of that date', async () => {
    const endsAt = Date.now() + 1500;
    const user = await newPremiumUser(server, { premium_until: new Date(endsAt).toISOString() });
    const before = server.held.size;
    const feed = openFeed(server.url, HELD_KINDS['continuous feed (catalogue)'], user.token);
    await heldBy(server, before + 1);
    const { at } = await feed.ended;
    expect(at).toBeGreaterThanOrEqual(endsAt - 100);
    expect(at - endsAt).toBeLessThan(WITHIN_MS);
    const refused = await callAs(server, 'GET', '/db/catalogue/_changes?limit=1', user.token);
    expect(refused.status).toBe(403);
  });

  it('When a change is written while the session lives, then the continuous feed delivers it (the test can fail)', async () => {
    const user = await newPremiumUser(server);
    const before = server.held.size;
    const feed = openFeed(server.url, HELD_KINDS['continuous feed (catalogue)'], user.token);
    await heldBy(server, before + 1);
    const marker = await writeChangeFor('continuous feed (catalogue)', user.id);
    await expect.poll(() => feed.text(), { timeout: 10_000 }).toContain(marker);
    feed.close();
  });
});

describe('a plan edit', () => {
  it('When the plan of an account from before periods loses link access, then its held publications feed ends within a second', async () => {
    const at = new Date().toISOString();
    const planId = `plan-links-${process.pid}`;
    await server.store.put('plans', {
      _id: planId,
      name: { de: 'Mit Publikationen', en: 'With publications' },
      description: { de: 'Test', en: 'Test' },
      price: 10,
      currency: 'EUR',
      duration: { unit: 'months', count: 1 },
      stripe_price_id: 'price_links',
      chat_access: false,
      link_access: true,
      created_at: at,
      updated_at: at,
      updated_by: 'system',
    });
    const user = await newPremiumUser(server);
    // An account from before periods of premium: its one period takes its rights from the plan.
    const { entitlements: _periods, ...account } = (await server.store.get<{
      _id: string;
      entitlements?: unknown;
    }>('accounts', user.id))!;
    await server.store.put('accounts', { ...account, plan_id: planId });
    const before = server.held.size;
    const feed = openFeed(
      server.url,
      HELD_KINDS['continuous feed (catalogue)'].replace('catalogue', 'publications'),
      user.token,
    );
    await heldBy(server, before + 1);

    // Written straight to the store, as another server process (or staff on one) would.
    const plan = await server.store.get('plans', planId);
    await server.store.put('plans', { ...plan!, link_access: false });
    const changedAt = Date.now();
    const { at: endedAt } = await feed.ended;
    expect(endedAt - changedAt).toBeLessThan(WITHIN_MS);
    const refused = await callAs(server, 'GET', '/db/publications/_changes?limit=1', user.token);
    expect(refused.status).toBe(403);
  });
});

describe('a period of premium ending while premium goes on', () => {
  it('When the period with link and chat access ends and one without follows, then the held publications feed ends within a second of that end, chat is refused, the catalogue stays', async () => {
    const user = await newPremiumUser(server);
    const switchAt = Date.now() + 1500;
    const account = await server.store.get<Record<string, unknown> & { _id: string }>('accounts', user.id);
    const until = new Date(switchAt).toISOString();
    await server.store.put('accounts', {
      ...account!,
      premium_until: '2099-01-01T00:00:00.000Z',
      entitlements: [
        {
          from: new Date(0).toISOString(),
          until,
          source: 'order',
          plan_id: 'plan-premium-monthly',
          chat_access: true,
          link_access: true,
        },
        {
          from: until,
          until: '2099-01-01T00:00:00.000Z',
          source: 'order',
          plan_id: `plan-nolinks-${process.pid}`,
          chat_access: false,
          link_access: false,
        },
      ],
    });
    const chat = () => callAs(server, 'POST', '/api/assistant/answer', user.token, { question: 'CRP' });
    expect((await chat()).status).toBe(200);
    const before = server.held.size;
    const feed = openFeed(
      server.url,
      HELD_KINDS['continuous feed (catalogue)'].replace('catalogue', 'publications'),
      user.token,
    );
    await heldBy(server, before + 1);
    const { at } = await feed.ended;
    expect(at).toBeGreaterThanOrEqual(switchAt - 100);
    expect(at - switchAt).toBeLessThan(WITHIN_MS);
    expect((await callAs(server, 'GET', '/db/publications/_changes?limit=1', user.token)).status).toBe(403);
    expect((await chat()).status).toBe(403);
    const catalogue = await callAs(server, 'GET', '/db/catalogue/_all_docs?limit=1', user.token);
    expect(catalogue.status).toBe(200);
  });
});

describe('rights follow the account, not the token', () => {
  it('When a staff user is demoted, then the same token is refused for master writes, master reads and quotations within a second', async () => {
    const staff = await newPremiumUser(server, { role_id: STAFF_ROLE_ID });
    const [product] = await server.store.allDocs<{ _id: string; _rev?: string }>('catalogue_master', {
      limit: 1,
    });
    const read = () => callAs(server, 'GET', '/db/catalogue_master/_all_docs?limit=1', staff.token);
    const quotations = () => callAs(server, 'GET', '/api/quotations', staff.token);
    const write = () =>
      server.api('/db/catalogue_master/_bulk_docs', {
        method: 'POST',
        token: staff.token,
        json: { docs: [{ ...product, updated_by: staff.id }] },
      });
    expect((await read()).status).toBe(200);
    expect((await quotations()).status).toBe(200);

    const demoted = await callAs(
      server,
      'PATCH',
      `/api/users/${staff.id}`,
      await server.login('superadmin'),
      {
        role_id: USER_ROLE_ID,
      },
    );
    expect(demoted.status).toBe(200);
    const changedAt = Date.now();
    expect((await read()).status).toBe(403);
    expect((await quotations()).status).toBe(403);
    const pushed = await write();
    const results = pushed.ok ? ((await pushed.json()) as Array<{ error?: string }>) : [];
    expect(pushed.status === 403 || results.every((result) => result.error === 'forbidden')).toBe(true);
    expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);
    const stored = await server.store.get('catalogue_master', product!._id);
    expect(stored?._rev).toBe(product!._rev);
  });

  it('When a role loses a permission, then its holders are refused at once', async () => {
    const admin = await server.login('superadmin');
    const role = await callAs(server, 'POST', '/api/roles', admin, {
      name: `Readers ${process.pid}`,
      description: 'reads quotations',
      permissions: ['quotations-read', 'profile-read'],
      hierarchy: 50,
    });
    expect(role.status, await role.clone().text()).toBe(201);
    const created = (await role.json()) as { id: string };
    const reader = await newPremiumUser(server, { role_id: created.id });
    expect((await callAs(server, 'GET', '/api/quotations', reader.token)).status).toBe(200);
    const changed = await callAs(server, 'PUT', `/api/roles/${created.id}`, admin, {
      name: `Readers ${process.pid}`,
      description: 'reads no more',
      permissions: ['profile-read'],
      hierarchy: 50,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect((await callAs(server, 'GET', '/api/quotations', reader.token)).status).toBe(403);
  });
});

describe('held connections per user', () => {
  it("When one user opens 300 feeds, then past the cap they get 429 and another user's reads still answer within a second", async () => {
    const greedy = await newPremiumUser(server);
    const other = await server.login('premium');
    const feeds = Array.from({ length: 300 }, (_, index) =>
      openFeed(
        server.url,
        index % 3 === 0 ? HELD_KINDS['change-events stream'] : HELD_KINDS['continuous feed (catalogue)'],
        greedy.token,
      ),
    );
    try {
      const statuses = await Promise.all(
        feeds.map((feed) =>
          Promise.race([feed.ended.then((end) => end.status), sleep(3000).then(() => 200)]),
        ),
      );
      expect(statuses.filter((status) => status === 429).length).toBe(290);
      for (const path of ['/db/catalogue/_all_docs?limit=3', '/api/auth/me', '/db/masterdata']) {
        const started = Date.now();
        const answer = await server.api(path, { token: other, signal: AbortSignal.timeout(WITHIN_MS) });
        expect(answer.status).toBe(200);
        expect(Date.now() - started).toBeLessThan(WITHIN_MS);
      }
    } finally {
      for (const feed of feeds) feed.close();
    }
    // Closed feeds give their places back.
    await expect.poll(() => server.held.size, { timeout: 5000 }).toBe(0);
    const again = openFeed(server.url, HELD_KINDS['change-events stream'], greedy.token);
    await heldBy(server, 1);
    again.close();
  });
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
