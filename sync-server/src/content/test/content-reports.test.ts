// Reports of content (Digital Services Act Art. 16 and 17) against the real server, store and
// SMTP stand-in: a guest reports a public blog post (with a category, an explanation, optional
// name and email, and good faith), which joins the staff queue with the item's own address;
// hidden, private and professionals-only posts and every review or forum item answer a guest
// 404 alike; limits hold per client address and per account; a reporter reports an item once;
// staff's rejection hides the post (an editor cannot show it again, a later decision can), mails
// its author the statement of reasons and tells the guest at the address they gave; a guest's name and email go six months after the report was
// dealt with, and not before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, REPORTS_PER_WINDOW } from '@poct/schemas';
import { DEMO_INVISIBLE_POST_ID, DEMO_PRIVATE_POST_ID, DEMO_PUBLIC_POST_ID } from '../../demo/index.ts';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { DEMO_USERS, callAs, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { reviewIdOf } from '../reviews/review-document.ts';
import { forgetGuestReporters } from '../index.ts';

let server: TestServer;
let inbox: MailInbox;
let staff: string;
let superadmin: string;
let premium: string;

const REPORT = {
  category: 'health_misinformation',
  reason: 'Der Beitrag empfiehlt einen Test, der nicht zugelassen ist.',
  location: 'https://elsewhere.example/not-this-post',
  good_faith: true,
} as const;

/** A report from client address `ip` (X-Forwarded-For from loopback), without a token. */
function asGuest(kind: string, id: string, body: unknown, ip = '203.0.113.7', locale = 'de') {
  return server.api(`/api/moderation/${kind}/${encodeURIComponent(id)}/report`, {
    method: 'POST',
    json: body,
    headers: { 'x-forwarded-for': ip, 'accept-language': locale },
  });
}

async function newPost(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await server.api('/api/admin/posts', {
    method: 'POST',
    token: staff,
    json: {
      title: `Bericht ${Math.random().toString(36).slice(2, 8)}`,
      brief: 'Kurz.',
      content: 'Text.',
      tags: [],
      language: 'de',
      private: false,
      visible: true,
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function queueItem(kind: string, id: string) {
  const response = await callAs(server, 'GET', '/api/moderation/queue', staff);
  expect(response.status).toBe(200);
  const { items } = (await response.json()) as {
    items: Array<{ kind: string; id: string; reports: Array<Record<string, unknown>> }>;
  };
  return items.find((item) => item.kind === kind && item.id === id);
}

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl, trustProxy: 'loopback', demoProducts: 6 });
  [staff, superadmin, premium] = await Promise.all([
    server.login('staff'),
    server.login('superadmin'),
    server.login('premium'),
  ]);
});

afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('reports by guests', () => {
  it('When a guest reports a public post, then it waits in the queue with its category, the post’s own address and the guest’s details; rejecting it hides the post and tells author and guest', async () => {
    const id = await newPost();
    const guestEmail = 'leserin@example.org';
    const response = await asGuest('post', id, { ...REPORT, name: ' Lea Leser ', email: guestEmail });
    expect(response.status).toBe(201);

    const item = await queueItem('post', id);
    expect(item?.reports).toEqual([
      expect.objectContaining({
        category: 'health_misinformation',
        reason: REPORT.reason,
        name: 'Lea Leser',
        email: guestEmail,
        location: expect.stringMatching(new RegExp(`/posts/${id}$`)),
      }),
    ]);
    expect(item?.reports[0]).not.toHaveProperty('by');

    const rejected = await callAs(server, 'POST', `/api/moderation/post/${id}/reject`, staff, {
      reason: 'Irreführende Gesundheitsinformation',
      ground: 'law',
    });
    expect(rejected.status).toBe(200);
    expect((await server.api(`/api/posts/${id}`)).status).toBe(404);
    // The post's author (the staff member who wrote it) reads the statement of reasons.
    const statement = await inbox.waitFor(DEMO_USERS.staff, /Blogbeitrag|blog post/);
    expect(statement.text).toContain('Irreführende Gesundheitsinformation');
    expect(statement.text).toMatch(/Rechtsgrundlage|Ground/);
    expect(statement.text).toMatch(/Widerspruch|Objection/);
    const told = await inbox.waitFor(guestEmail, /Meldung/);
    expect(told.text).toContain('Hallo Lea Leser,');
    expect(told.text).toContain('entfernt');

    // The editor cannot show the removed post again; it may still change its text.
    const edit = async (fields: Record<string, unknown>) => {
      const loaded = (await (await callAs(server, 'GET', `/api/admin/posts/${id}`, staff)).json()) as Record<
        string,
        unknown
      >;
      return server.api(`/api/admin/posts/${id}`, {
        method: 'PUT',
        token: staff,
        headers: { 'accept-language': 'de' },
        json: { ...loaded, ...fields },
      });
    };
    const reshown = await edit({ visible: true });
    expect(reshown.status).toBe(409);
    expect(await reshown.json()).toMatchObject({
      key: 'error.409.post_removed',
      message: message('error.409.post_removed', 'de'),
    });
    expect((await edit({ brief: 'Korrigiert.' })).status).toBe(200);
    expect(await server.store.get('posts', id)).toMatchObject({
      visible: false,
      removed_by_moderation: true,
    });
    expect((await server.api(`/api/posts/${id}`)).status).toBe(404);

    // A later decision to publish shows the post again, and the editor may hide and show it.
    expect((await callAs(server, 'POST', `/api/moderation/post/${id}/publish`, staff)).status).toBe(200);
    expect((await server.api(`/api/posts/${id}`)).status).toBe(200);
    expect(await server.store.get('posts', id)).not.toHaveProperty('removed_by_moderation');
    expect((await edit({ visible: false })).status).toBe(200);
    expect((await edit({ visible: true })).status).toBe(200);
  });

  it('answers a guest 404 alike for hidden, private and professionals-only posts and for every published review and forum item', async () => {
    const professional = await newPost({ audience: 'professionals' });
    // A published review, thread and comment by the verified user: there, but not for guests.
    const verified = await server.login('verified');
    const written = await callAs(server, 'PUT', '/api/reviews/own/prod-00001', verified, {
      overall: 4,
      handling: 4,
      performance: 4,
      service: 4,
      declared_independent: true,
    });
    expect(written.status).toBe(201);
    const review = reviewIdOf('user-verified', 'prod-00001');
    const thread = `t-${crypto.randomUUID()}`;
    const comment = `${thread}:c-${crypto.randomUUID()}`;
    expect(
      (
        await callAs(server, 'POST', '/api/forum/threads', verified, {
          id: thread,
          topic_id: 'subtopic-inr',
          subject: 'Gerinnung',
          body: 'Welche Geräte?',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await callAs(server, 'POST', '/api/forum/comments', verified, {
          id: comment,
          thread_id: thread,
          body: 'Dieses.',
        })
      ).status,
    ).toBe(201);

    const answers = await Promise.all([
      asGuest('post', DEMO_INVISIBLE_POST_ID, REPORT),
      asGuest('post', DEMO_PRIVATE_POST_ID, REPORT),
      asGuest('post', professional, REPORT),
      asGuest('post', 'no-such-post', REPORT),
      asGuest('review', review, REPORT),
      asGuest('forum-thread', thread, REPORT),
      asGuest('forum-comment', comment, REPORT),
    ]);
    const bodies = await Promise.all(answers.map(async (answer) => [answer.status, await answer.json()]));
    for (const [status, body] of bodies) {
      expect(status).toBe(404);
      expect(body).toEqual(bodies[3]![1]);
    }
    // A signed-in reader who may read them reports each.
    for (const [kind, id] of [
      ['post', professional],
      ['review', review],
      ['forum-thread', thread],
      ['forum-comment', comment],
    ] as const)
      expect(
        (
          await callAs(
            server,
            'POST',
            `/api/moderation/${kind}/${encodeURIComponent(id)}/report`,
            premium,
            REPORT,
          )
        ).status,
      ).toBe(201);
  });

  it('refuses a report without good faith, with a wrong email or an unknown category, in the request’s language', async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ ...REPORT, good_faith: false }, 'good_faith', 'gutem Glauben'],
      [{ category: REPORT.category, reason: REPORT.reason }, 'good_faith', 'gutem Glauben'],
      [{ ...REPORT, email: 'kein-at-zeichen' }, 'email', 'E-Mail-Adresse'],
      [{ ...REPORT, category: 'gefällt mir nicht' }, 'category', 'auswählen'],
      [{ ...REPORT, reason: '   ' }, 'reason', 'erforderlich'],
    ];
    for (const [body, field, text] of cases) {
      const response = await asGuest('post', DEMO_PUBLIC_POST_ID, body, '203.0.113.9');
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors: Array<{ field: string; message: string }> };
      expect(answer.errors).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(text) }),
      ]);
    }
  });

  it('takes one report of an item from one address, and refuses a second from the same guest email', async () => {
    const id = await newPost();
    expect((await asGuest('post', id, REPORT, '198.51.100.1')).status).toBe(201);
    expect((await asGuest('post', id, REPORT, '198.51.100.1')).status).toBe(409);
    expect((await asGuest('post', id, { ...REPORT, email: 'a@example.org' }, '198.51.100.2')).status).toBe(
      201,
    );
    expect((await asGuest('post', id, { ...REPORT, email: 'a@example.org' }, '198.51.100.3')).status).toBe(
      409,
    );
    expect((await asGuest('post', id, REPORT, '198.51.100.4')).status).toBe(201);
  });

  it(`limits guests to ${REPORTS_PER_WINDOW} reports per address and window`, async () => {
    const ids = [];
    for (let at = 0; at <= REPORTS_PER_WINDOW; at += 1) ids.push(await newPost());
    const answers = [];
    for (const id of ids) answers.push((await asGuest('post', id, REPORT, '192.0.2.50')).status);
    expect(answers).toEqual([...Array<number>(REPORTS_PER_WINDOW).fill(201), 429]);
    // Another address is not held by it.
    expect((await asGuest('post', ids.at(-1)!, REPORT, '192.0.2.51')).status).toBe(201);
  });
});

describe('reports by signed-in readers', () => {
  it(`limits an account to ${REPORTS_PER_WINDOW} reports per window, whatever its address, and takes one report of an item`, async () => {
    const ids = [];
    for (let at = 0; at <= REPORTS_PER_WINDOW; at += 1) ids.push(await newPost());
    const token = superadmin;
    const again = await callAs(server, 'POST', `/api/moderation/post/${ids[0]}/report`, token, REPORT);
    expect(again.status).toBe(201);
    expect(
      (await callAs(server, 'POST', `/api/moderation/post/${ids[0]}/report`, token, REPORT)).status,
    ).toBe(409);
    const answers = [];
    for (const id of ids.slice(1))
      answers.push(
        (
          await server.api(`/api/moderation/post/${id}/report`, {
            method: 'POST',
            token,
            json: REPORT,
            headers: { 'x-forwarded-for': `192.0.2.${answers.length + 100}` },
          })
        ).status,
      );
    expect(answers).toEqual([...Array<number>(REPORTS_PER_WINDOW - 1).fill(201), 429]);
  });
});

describe('keeping a guest reporter’s details', () => {
  const MONTH_MS = 31 * 86_400_000;
  const reportsOf = async (id: string) =>
    (await server.store.get<{ _id: string; reports: Array<Record<string, unknown>> }>('post_reports', id))!
      .reports;

  it('forgets the name and email six months after the decision, keeps a pending report’s, and keeps the report itself', async () => {
    const [decided, pending] = [await newPost(), await newPost()];
    const contact = (n: number) => ({ ...REPORT, name: `Gast ${n}`, email: `gast${n}@example.org` });
    expect((await asGuest('post', decided, contact(1), '203.0.113.61')).status).toBe(201);
    expect((await asGuest('post', pending, contact(2), '203.0.113.62')).status).toBe(201);
    const rejected = await callAs(server, 'POST', `/api/moderation/post/${decided}/reject`, staff, {
      reason: 'Irreführend',
      ground: 'law',
    });
    expect(rejected.status).toBe(200);
    const now = Date.now();

    // Five months on, both guests can still be answered.
    await forgetGuestReporters(server.store, now + 5 * MONTH_MS);
    expect((await reportsOf(decided))[0]).toMatchObject({ name: 'Gast 1', email: 'gast1@example.org' });

    // Seven months on, the decided report has lost them; the undecided one still waits with its.
    expect(await forgetGuestReporters(server.store, now + 7 * MONTH_MS)).toBeGreaterThanOrEqual(1);
    const [forgotten] = await reportsOf(decided);
    expect(forgotten).toMatchObject({ category: REPORT.category, reason: REPORT.reason });
    expect(forgotten).not.toHaveProperty('name');
    expect(forgotten).not.toHaveProperty('email');
    expect(forgotten).not.toHaveProperty('language');
    expect((await reportsOf(pending))[0]).toMatchObject({ name: 'Gast 2', email: 'gast2@example.org' });
    expect(JSON.stringify(await server.store.allDocs('post_reports'))).not.toContain('gast1@example.org');

    // A second sweep (another process) finds nothing more of that report to forget.
    const before = (await server.store.get<{ _id: string; _rev: string }>('post_reports', decided))!._rev;
    await forgetGuestReporters(server.store, now + 7 * MONTH_MS);
    expect((await server.store.get<{ _id: string; _rev: string }>('post_reports', decided))!._rev).toBe(
      before,
    );
  });
});
