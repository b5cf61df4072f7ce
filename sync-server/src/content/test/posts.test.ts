// Blog posts against the real server and store: staff write them in the workspace with
// their `posts-*` permissions (author and address decided by the server, a stale or concurrent
// save refused with 409, refused fields in the request's language with nothing stored, every
// write audited); readers get visible public posts, staff also private ones, nobody invisible ones
// outside the workspace; /sitemap.xml lists exactly the visible public posts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { message, validateDocument } from '@poct/schemas';
import { DEMO_INVISIBLE_POST_ID, DEMO_PRIVATE_POST_ID, DEMO_PUBLIC_POST_ID } from '../../demo/index.ts';
import { demoPosts } from '../../demo/index.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  // The rate-limit test picks its client address with X-Forwarded-For, sent from loopback.
  server = await startTestServer({ demoProducts: 0, trustProxy: 'loopback', postsReadsPerIp: READS_PER_IP });
});
afterAll(async () => {
  await server?.close();
});

const ADMIN = '/api/admin/posts';
const READS_PER_IP = 120;
const VALID = {
  title: 'Gerinnung am Krankenbett',
  brief: 'INR-Messung ohne Labor.',
  content: '## INR\n\nMit **Kapillarblut**.',
  tags: ['Gerinnung', ' INR ', 'INR', ''],
  language: 'de',
  private: false,
  visible: true,
};

interface StoredPost {
  id: string;
  rev: string;
  title: string;
  author_id: string;
  author_name: string | null;
  tags: string[];
  private: boolean;
  visible: boolean;
}
interface PostList {
  total: number;
  items: Array<{ id: string; author_name: string | null; updated_by?: string; rev?: string }>;
  tags: Array<{ tag: string; count: number }>;
}

async function create(token: string, fields: Record<string, unknown> = {}): Promise<StoredPost> {
  const response = await server.api(ADMIN, { method: 'POST', token, json: { ...VALID, ...fields } });
  expect(response.status).toBe(201);
  return (await response.json()) as StoredPost;
}

async function list(token?: string, query = ''): Promise<PostList> {
  const response = await server.api(`/api/posts${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as PostList;
}

describe('writing posts in the workspace', () => {
  it('gives a new post an address from its title, the caller as author, and clean tags', async () => {
    const token = await server.login('staff');
    const first = await create(token, { title: 'Gerinnung am Krankenbett', author_id: 'user-superadmin' });
    expect(first.id).toBe('gerinnung-am-krankenbett');
    expect(first.author_id).toBe('user-staff');
    expect(first.author_name).toBe('Stefan Brandt');
    expect(first.tags).toEqual(['Gerinnung', 'INR']);
    // The same title again: the next free address.
    expect((await create(token)).id).toBe('gerinnung-am-krankenbett-2');

    // Another editor keeps the author; nobody can hand the post to someone else.
    const admin = await server.login('superadmin');
    const edited = await server.api(`${ADMIN}/${first.id}`, {
      method: 'PUT',
      token: admin,
      json: { ...VALID, title: 'Gerinnung, neu', author_id: 'user-superadmin', rev: first.rev },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: first.id,
      title: 'Gerinnung, neu',
      author_id: 'user-staff',
    });

    const audit = (await (await server.api('/api/audit?limit=50', { token: admin })).json()) as {
      entries: Array<{ event: string; subject_id?: string; actor_id?: string }>;
    };
    const events = audit.entries.filter((entry) => entry.subject_id === first.id).map((entry) => entry.event);
    expect(events).toEqual(expect.arrayContaining(['posts_created', 'posts_updated']));
  });

  it('takes back what the workspace loaded, shown author name included, as an edit', async () => {
    const token = await server.login('staff');
    const post = await create(token, { title: 'Hin und zurück' });
    const loaded = (await (await server.api(`${ADMIN}/${post.id}`, { token })).json()) as Record<
      string,
      unknown
    >;
    expect(loaded.author_name).toBe('Stefan Brandt');
    const saved = await server.api(`${ADMIN}/${post.id}`, {
      method: 'PUT',
      token,
      json: { ...loaded, brief: 'Geändert' },
    });
    expect(saved.status).toBe(200);
    const stored = await server.store.get('posts', post.id);
    expect(stored).toMatchObject({ brief: 'Geändert', author_id: 'user-staff' });
    expect(stored).not.toHaveProperty('author_name');
  });

  it('refuses a stale revision and lets exactly one of two concurrent saves win (409)', async () => {
    const token = await server.login('staff');
    const post = await create(token, { title: 'Wettlauf' });
    const save = (title: string) =>
      server.api(`${ADMIN}/${post.id}`, {
        method: 'PUT',
        token,
        headers: { 'accept-language': 'en' },
        json: { ...VALID, title, rev: post.rev },
      });
    const answers = await Promise.all([save('A'), save('B'), save('C')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(((await refused.json()) as { message: string }).message).toBe(message('error.409.changed', 'en'));
    const stored = (await (await server.api(`${ADMIN}/${post.id}`, { token })).json()) as StoredPost;
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(stored.title).toBe(['A', 'B', 'C'][winner]);
  });

  it.each(['de', 'en'] as const)(
    'refuses missing and oversized fields with their texts in %s and stores nothing',
    async (locale) => {
      const token = await server.login('staff');
      const before = (await server.store.info('posts'))!.doc_count;
      const response = await server.api(ADMIN, {
        method: 'POST',
        token,
        headers: { 'accept-language': locale },
        json: { ...VALID, title: '', tags: ['x'.repeat(41)], language: 'fr' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        errors: Array<{ field: string; key: string; message: string }>;
      };
      const byField = new Map(body.errors.map((error) => [error.field, error]));
      expect([...byField.keys()]).toEqual(expect.arrayContaining(['title', 'tags/0', 'language']));
      const title = byField.get('title')!;
      expect(title.message).toBe(message(title.key as never, locale));
      expect((await server.store.info('posts'))!.doc_count).toBe(before);
    },
  );

  it.each(['free', 'premium', 'verified', 'commercial'] as const)(
    'refuses every workspace operation to %s (403) and to guests (401)',
    async (caller) => {
      const token = await server.login(caller);
      const id = DEMO_PUBLIC_POST_ID;
      expect((await server.api(ADMIN, { token })).status).toBe(403);
      expect((await server.api(`${ADMIN}/${id}`, { token })).status).toBe(403);
      expect((await server.api(ADMIN, { method: 'POST', token, json: VALID })).status).toBe(403);
      expect((await server.api(`${ADMIN}/${id}`, { method: 'PUT', token, json: VALID })).status).toBe(403);
      expect((await server.api(`${ADMIN}/${id}`, { method: 'DELETE', token })).status).toBe(403);
      expect((await server.api(ADMIN)).status).toBe(401);
      expect((await server.api(`${ADMIN}/${id}`, { method: 'DELETE' })).status).toBe(401);
      expect(await server.store.get('posts', id)).toBeDefined();
    },
  );
});

/** Signs in a new account whose role holds exactly `permissions`; its token and role id. */
async function holderWithRole(
  name: string,
  permissions: string[],
): Promise<{ token: string; roleId: string }> {
  const admin = await server.login('superadmin');
  const role = await server.api('/api/roles', {
    method: 'POST',
    token: admin,
    json: { name, description: 'Test', permissions, hierarchy: 50 },
  });
  expect(role.status).toBe(201);
  const roleId = ((await role.json()) as { id: string }).id;
  const at = new Date().toISOString();
  const email = `${name}@example.test`;
  await server.auth.createAccount(
    {
      id: `user-${name}`,
      created_at: at,
      updated_at: at,
      username: name,
      email,
      first_name: 'Test',
      last_name: name,
      user_type: 'hcp',
      language: 'de',
      role_id: roleId,
      premium: false,
      verification_status: 'not_verified',
    },
    'a-long-test-password',
  );
  const login = await server.api('/api/auth/login', {
    method: 'POST',
    json: { email, password: 'a-long-test-password' },
  });
  return { token: ((await login.json()) as { accessToken: string }).accessToken, roleId };
}

async function holderOf(name: string, permissions: string[]): Promise<string> {
  return (await holderWithRole(name, permissions)).token;
}

describe('each action needs its own permission', () => {
  it('read, create, update and delete are granted one by one', async () => {
    const staff = await server.login('staff');
    const target = await create(staff, { title: 'Rechteprobe' });
    const reader = await holderOf('postreader', ['posts-read']);
    const creator = await holderOf('postcreator', ['posts-create']);
    const updater = await holderOf('postupdater', ['posts-update']);
    const deleter = await holderOf('postdeleter', ['posts-delete']);
    const put = (token: string) =>
      server.api(`${ADMIN}/${target.id}`, { method: 'PUT', token, json: { ...VALID, rev: target.rev } });
    const del = (token: string) => server.api(`${ADMIN}/${target.id}`, { method: 'DELETE', token });

    expect((await server.api(ADMIN, { token: reader })).status).toBe(200);
    expect((await server.api(ADMIN, { token: creator })).status).toBe(403);
    expect((await server.api(ADMIN, { method: 'POST', token: reader, json: VALID })).status).toBe(403);
    expect((await server.api(ADMIN, { method: 'POST', token: updater, json: VALID })).status).toBe(403);
    expect((await server.api(ADMIN, { method: 'POST', token: creator, json: VALID })).status).toBe(201);
    for (const token of [reader, creator, deleter]) expect((await put(token)).status).toBe(403);
    for (const token of [reader, creator, updater]) expect((await del(token)).status).toBe(403);
    expect((await put(updater)).status).toBe(200);
    expect((await del(deleter)).status).toBe(204);
    // A holder of posts-read reads private posts on the public API; the others do not.
    expect((await server.api(`/api/posts/${DEMO_PRIVATE_POST_ID}`, { token: reader })).status).toBe(200);
    expect((await server.api(`/api/posts/${DEMO_PRIVATE_POST_ID}`, { token: creator })).status).toBe(404);
  });
});

describe('rights changing mid-way', () => {
  it('a reader whose role loses posts-read no longer gets private posts, with the same token', async () => {
    const { token, roleId } = await holderWithRole('formerreader', ['posts-read']);
    const read = () => server.api(`/api/posts/${DEMO_PRIVATE_POST_ID}`, { token });
    expect((await read()).status).toBe(200);
    const admin = await server.login('superadmin');
    const changed = await server.api(`/api/roles/${roleId}`, {
      method: 'PUT',
      token: admin,
      json: { name: 'formerreader', description: 'Test', permissions: ['profile-read'], hierarchy: 50 },
    });
    expect(changed.status).toBe(200);
    // The request's rights are the account's current ones (auth/access-state.ts keeps them briefly).
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe(404);
    const ids = (await list(token, '?limit=50')).items.map((item) => item.id);
    expect(ids).not.toContain(DEMO_PRIVATE_POST_ID);
  });
});

describe('concurrent creates', () => {
  it('give posts of the same title distinct addresses, none overwritten', async () => {
    const token = await server.login('staff');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.api(ADMIN, {
          method: 'POST',
          token,
          json: { ...VALID, title: 'Gleichzeitig', brief: `B${index}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const created = (await Promise.all(answers.map((answer) => answer.json()))) as Array<{
      id: string;
      brief: string;
    }>;
    expect(new Set(created.map((post) => post.id)).size).toBe(8);
    for (const post of created) expect((await server.store.get('posts', post.id))?.brief).toBe(post.brief);
    expect(created.map((post) => post.id)).toContain('gleichzeitig');
  });
});

describe('reading posts', () => {
  it('shows guests and premium users the visible public posts only, newest first, without editor data', async () => {
    for (const token of [undefined, await server.login('premium')]) {
      const { items } = await list(token, '?limit=50');
      const ids = items.map((item) => item.id);
      expect(ids).toContain(DEMO_PUBLIC_POST_ID);
      expect(ids).not.toContain(DEMO_PRIVATE_POST_ID);
      expect(ids).not.toContain(DEMO_INVISIBLE_POST_ID);
      for (const item of items) {
        expect(item).not.toHaveProperty('updated_by');
        expect(item).not.toHaveProperty('rev');
      }
      const first = items.find((item) => item.id === DEMO_PUBLIC_POST_ID)!;
      expect(first.author_name).toBe('Stefan Brandt');
    }
  });

  it('never shows guests a post for professionals (list, page, tag counts, sitemap); signed-in readers get it', async () => {
    const post = await create(await server.login('staff'), {
      title: 'Nur für Fachkreise',
      tags: ['Fachkreise'],
      audience: 'professionals',
    });
    const guest = await list(undefined, '?limit=50');
    expect(guest.items.map((item) => item.id)).not.toContain(post.id);
    expect(guest.tags.map((tag) => tag.tag)).not.toContain('Fachkreise');
    expect((await server.api(`/api/posts/${post.id}`)).status).toBe(404);
    expect(await (await server.api('/sitemap.xml')).text()).not.toContain(`/posts/${post.id}<`);

    const token = await server.login('free');
    expect((await list(token, '?limit=50')).items.map((item) => item.id)).toContain(post.id);
    const read = await server.api(`/api/posts/${post.id}`, { token });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id: post.id, audience: 'professionals' });
  });

  it('shows staff the private posts too, but invisible ones only in the workspace', async () => {
    const token = await server.login('staff');
    const ids = (await list(token, '?limit=50')).items.map((item) => item.id);
    expect(ids).toContain(DEMO_PRIVATE_POST_ID);
    expect(ids).not.toContain(DEMO_INVISIBLE_POST_ID);
    expect((await server.api(`/api/posts/${DEMO_PRIVATE_POST_ID}`, { token })).status).toBe(200);
    expect((await server.api(`/api/posts/${DEMO_INVISIBLE_POST_ID}`, { token })).status).toBe(404);
    expect((await server.api(`${ADMIN}/${DEMO_INVISIBLE_POST_ID}`, { token })).status).toBe(200);
  });

  it.each(['de', 'en'] as const)(
    'answers a private, invisible or unknown post with the post text in %s, as if it did not exist',
    async (locale) => {
      const premium = await server.login('premium');
      for (const [id, token] of [
        [DEMO_PRIVATE_POST_ID, premium],
        [DEMO_PRIVATE_POST_ID, undefined],
        [DEMO_INVISIBLE_POST_ID, premium],
        ['no-such-post', undefined],
      ] as const) {
        const response = await server.api(`/api/posts/${id}`, {
          token,
          headers: { 'accept-language': locale },
        });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({
          statusCode: 404,
          key: 'error.404.post',
          message: message('error.404.post', locale),
        });
      }
      const found = await server.api(`/api/posts/${DEMO_PUBLIC_POST_ID}`);
      expect(found.status).toBe(200);
    },
  );

  it('filters by tag, pages, counts tags of readable posts only, and refuses bad paging', async () => {
    const crp = await list(undefined, '?tag=CRP');
    expect(crp.items.map((item) => item.id)).toEqual([DEMO_PUBLIC_POST_ID]);
    expect(crp.total).toBe(1);
    expect(crp.tags.map((entry) => entry.tag)).not.toContain('Intern');
    expect(crp.tags.map((entry) => entry.tag)).not.toContain('Vergleich');
    const all = await list(undefined, '?limit=50');
    const paged = await list(undefined, '?limit=1&offset=1');
    expect(paged.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
    expect(paged.total).toBe(all.total);
    for (const query of ['?limit=0', '?limit=51', '?offset=-1', '?limit=abc', `?tag=${'x'.repeat(41)}`]) {
      const response = await server.api(`/api/posts${query}`, { headers: { 'accept-language': 'de' } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(message('error.400', 'de'));
    }
  });

  it('answers a signed-in reader privately, so no shared cache keeps private posts', async () => {
    const staff = await server.api('/api/posts', { token: await server.login('staff') });
    expect(staff.headers.get('cache-control')).toBe('private, no-store');
    expect((await server.api('/api/posts')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('the public reads', () => {
  it('answer from the copy in memory, which follows every write: the posts database is not read', async () => {
    const staff = await server.login('staff');
    const reads = vi.spyOn(server.store, 'allDocs');
    const gets = vi.spyOn(server.store, 'get');
    try {
      const post = await create(staff, { title: 'Frisch gespeichert' });
      // The editor's own write is read at once.
      expect((await list(undefined, '?limit=50')).items.map((item) => item.id)).toContain(post.id);
      expect((await server.api(`/api/posts/${post.id}`)).status).toBe(200);
      // A write by another process (straight into the store) arrives through the changes feed.
      const stored = (await server.store.get('posts', post.id))!;
      await server.store.put('posts', { ...stored, visible: false });
      await expect.poll(async () => (await server.api(`/api/posts/${post.id}`)).status).toBe(404);
      expect((await list(undefined, '?limit=50')).items.map((item) => item.id)).not.toContain(post.id);
      const postReads = [...reads.mock.calls, ...gets.mock.calls].filter(
        ([db, id]) => db === 'posts' && id !== post.id,
      );
      expect(postReads).toEqual([]);
    } finally {
      reads.mockRestore();
      gets.mockRestore();
    }
  });

  it.each(['de', 'en'] as const)(
    'count against a limit per address, also in a burst, answered in %s',
    async (locale) => {
      const ip = locale === 'de' ? '203.0.113.7' : '203.0.113.8';
      const read = (path: string) =>
        server.api(path, { headers: { 'x-forwarded-for': ip, 'accept-language': locale } });
      const burst = await Promise.all(
        Array.from({ length: READS_PER_IP + 5 }, (_, n) =>
          read(n % 2 ? '/api/posts' : `/api/posts/${DEMO_PUBLIC_POST_ID}`),
        ),
      );
      const statuses = burst.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(READS_PER_IP);
      const refused = burst.find((response) => response.status === 429)!;
      expect(((await refused.json()) as { message: string }).message).toBe(message('error.429', locale));
      expect((await read('/api/posts')).status).toBe(429);
      // Another address reads on.
      const other = await server.api('/api/posts', { headers: { 'x-forwarded-for': '203.0.113.99' } });
      expect(other.status).toBe(200);
    },
  );
});

describe("a post's page", () => {
  it.each([
    ['de', '', 'Seite nicht gefunden'],
    ['en', '/en', 'Page Not Found'],
  ] as const)(
    'answers 404 from the server for an unknown, private or invisible post (%s), 200 for a public one',
    async (_locale, prefix, notFound) => {
      for (const id of ['no-such-post', DEMO_PRIVATE_POST_ID, DEMO_INVISIBLE_POST_ID]) {
        const path = `${prefix}/posts/${id}`;
        const response = await server.api(path, { token: await server.login('staff') });
        expect(response.status).toBe(404);
        expect(await response.text()).toContain(`<h1>${notFound}: ${path}</h1>`);
      }
      const found = await server.api(`${prefix}/posts/${DEMO_PUBLIC_POST_ID}`);
      expect(found.status).toBe(200);
      expect(await found.text()).not.toContain(notFound);
    },
  );
});

describe('the sitemap', () => {
  const sitemap = async () => (await server.api('/sitemap.xml')).text();

  it('lists the blog and every visible public post in both languages, never private or invisible ones', async () => {
    const xml = await sitemap();
    const origin = server.config.publicUrl.replace(/\/+$/, '');
    expect(xml).toContain(`<loc>${origin}/posts</loc>`);
    expect(xml).toContain(`<loc>${origin}/posts/${DEMO_PUBLIC_POST_ID}</loc>`);
    expect(xml).toContain(`<loc>${origin}/en/posts/${DEMO_PUBLIC_POST_ID}</loc>`);
    expect(xml).not.toContain(DEMO_PRIVATE_POST_ID);
    expect(xml).not.toContain(DEMO_INVISIBLE_POST_ID);
  });

  it('drops a post when it is hidden, and a deleted one', async () => {
    const token = await server.login('staff');
    const post = await create(token, { title: 'Bald verborgen' });
    expect(await sitemap()).toContain(`/posts/${post.id}<`);
    const hidden = await server.api(`${ADMIN}/${post.id}`, {
      method: 'PUT',
      token,
      json: { ...VALID, title: 'Bald verborgen', visible: false, rev: post.rev },
    });
    expect(hidden.status).toBe(200);
    expect(await sitemap()).not.toContain(`/posts/${post.id}<`);
    expect((await server.api(`/api/posts/${post.id}`)).status).toBe(404);

    const other = await create(token, { title: 'Bald gelöscht' });
    expect((await server.api(`${ADMIN}/${other.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await sitemap()).not.toContain(`/posts/${other.id}<`);
  });
});

describe('demo posts', () => {
  it('are valid posts, with one private and one invisible', () => {
    const posts = demoPosts();
    for (const post of posts) expect(validateDocument('post', post)).toEqual({ ok: true });
    expect(posts.filter((post) => post.private).map((post) => post.id)).toEqual([DEMO_PRIVATE_POST_ID]);
    expect(posts.filter((post) => !post.visible).map((post) => post.id)).toEqual([DEMO_INVISIBLE_POST_ID]);
  });
});
