// The forum against the real server and store: verified premium users write threads and comments
// (the author is the token's user, edits only their own), premium readers replicate only what is
// published, watched words hold a post for the staff queue, reports enter it, decisions reach the
// author, the spec's 403 and 404 come in the request's language, and counters stay right under
// bursts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_POSTS_PER_WINDOW, type Locale } from '@poct/schemas';
import {
  commentId,
  createTopicRecord,
  createTopics,
  expectRefusal,
  forumCall,
  signInNew as signInForumUser,
  threadId,
  writeComment as writeForumComment,
  writeThread as writeForumThread,
} from '../../../test/support/forum.ts';
import { startSecondServer, startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { expectReaderHolds } from '../../../test/support/reader-view.ts';

let server: TestServer;
let verified: string;
let otherVerified: string;
let premium: string;
let free: string;
let staff: string;
let topicId: string;
let subTopicId: string;

const call = (
  path: string,
  token: string | undefined,
  json?: unknown,
  method = 'POST',
  locale: Locale = 'en',
) => forumCall(server, path, token, json, method, locale);
const writeThread = (token: string, fields: Record<string, unknown> = {}) =>
  writeForumThread(server, token, subTopicId, fields);
const writeComment = (token: string, thread: string, body?: string, id?: string) =>
  writeForumComment(server, token, thread, body, id);
const signInNew = (username: string, verification: 'verified' | 'not_verified') =>
  signInForumUser(server, username, verification);

/** The ids a caller can replicate from a gateway database, after the projector caught up. */
async function replicated(
  db: string,
  token: string | undefined,
): Promise<{ status: number; docs: Record<string, unknown>[] }> {
  await server.projector.idle();
  const response = await server.api(`/db/${db}/_all_docs?include_docs=true`, { token });
  if (!response.ok) return { status: response.status, docs: [] };
  const body = (await response.json()) as { rows: { doc: Record<string, unknown> }[] };
  return { status: response.status, docs: body.rows.map((row) => row.doc) };
}

/** The mails written so far (an .eml outbox without SMTP_URL) that contain `text`. */
async function mailsMentioning(text: string): Promise<string[]> {
  const dir = path.join(server.dataDir, 'outbox');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(names.map((name) => fs.readFile(path.join(dir, name), 'utf8')));
  return mails.filter((mail) => mail.replace(/=\r?\n/g, '').includes(text));
}

async function sourceDoc(db: 'forum_threads_source' | 'forum_comments_source', id: string) {
  return server.store.get(db, id);
}

beforeAll(async () => {
  server = await startTestServer();
  verified = await server.login('verified');
  premium = await server.login('premium');
  free = await server.login('free');
  staff = await server.login('staff');
  otherVerified = await signInNew('zweitverifiziert', 'verified');
  ({ topicId, subTopicId } = await createTopics(server, staff));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('topics and sub-topics', () => {
  it('replicate to premium readers and staff, never to free users', async () => {
    expect((await replicated('forum_topics', premium)).docs.map((doc) => doc._id)).toEqual(
      expect.arrayContaining([topicId, subTopicId]),
    );
    expect((await replicated('forum_topics', staff)).status).toBe(200);
    expect((await replicated('forum_topics', free)).status).toBe(403);
    expect((await replicated('forum_topics', undefined)).status).toBe(401);
  });

  it('keep each module to its own records: a sub-topic needs a topic as parent', async () => {
    const orphan = await call('/api/admin/forum-sub-topics', staff, {
      name: { de: 'X', en: 'X' },
      description: { de: 'X', en: 'X' },
      parent_id: subTopicId,
    });
    expect(orphan.status).toBe(400);
    const asTopic = await call('/api/admin/forum-topics', staff, {
      name: { de: 'X', en: 'X' },
      description: { de: 'X', en: 'X' },
      parent_id: topicId,
    });
    expect(asTopic.status).toBe(400);
    expect((await call(`/api/admin/forum-topics/${subTopicId}`, staff, undefined, 'GET')).status).toBe(404);
    expect((await call('/api/admin/forum-topics', premium, undefined, 'GET')).status).toBe(403);
  });
});

describe('deleting a topic', () => {
  it.each(['de', 'en'] as const)(
    'is refused while it has sub-topics, changing nothing, and done once they are gone (%s)',
    async (locale) => {
      const topic = await createTopicRecord(server, staff, 'forum-topics');
      const sub = await createTopicRecord(server, staff, 'forum-sub-topics', { parent_id: topic });
      const refused = await call(`/api/admin/forum-topics/${topic}`, staff, undefined, 'DELETE', locale);
      await expectRefusal(refused, 409, 'error.forum.topic_has_sub_topics', locale);
      expect(await server.store.get('forum_topics', topic)).toBeDefined();
      expect((await call(`/api/admin/forum-sub-topics/${sub}`, staff, undefined, 'DELETE')).status).toBe(204);
      expect((await call(`/api/admin/forum-topics/${topic}`, staff, undefined, 'DELETE')).status).toBe(204);
      expect(await server.store.get('forum_topics', topic)).toBeUndefined();
    },
  );

  it('never leaves a sub-topic without its topic when both are saved at once', async () => {
    for (let round = 0; round < 3; round++) {
      const topic = await createTopicRecord(server, staff, 'forum-topics');
      const newSub = () =>
        call('/api/admin/forum-sub-topics', staff, {
          name: { de: 'Neu', en: 'New' },
          description: { de: 'x', en: 'x' },
          parent_id: topic,
        });
      const [, removed] = await Promise.all([
        newSub(),
        call(`/api/admin/forum-topics/${topic}`, staff, undefined, 'DELETE'),
        newSub(),
      ]);
      const children = (await server.store.allDocs('forum_topics')).filter((doc) => doc.parent_id === topic);
      if (removed!.status === 204) expect(children).toEqual([]);
      else expect(removed!.status).toBe(409);
      expect(children.length > 0).toBe(removed!.status === 409);
    }
  });
});

describe('deleting a topic while another server process saves a sub-topic of it', () => {
  it('never leaves a sub-topic without its topic: the store’s revisions decide between the two', async () => {
    const second = await startSecondServer(server);
    try {
      const rounds = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const topic = await createTopicRecord(server, staff, 'forum-topics');
          const [added, removed] = await Promise.all([
            fetch(`${second.url}/api/admin/forum-sub-topics`, {
              method: 'POST',
              headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
              body: JSON.stringify({
                name: { de: 'Neu', en: 'New' },
                description: { de: 'x', en: 'x' },
                parent_id: topic,
              }),
            }),
            call(`/api/admin/forum-topics/${topic}`, staff, undefined, 'DELETE'),
          ]);
          return { topic, added: added.status, removed: removed.status };
        }),
      );
      const records = await server.store.allDocs('forum_topics');
      const topics = new Set(
        records.filter((doc) => typeof doc.parent_id !== 'string').map((doc) => doc._id),
      );
      for (const { topic, added, removed } of rounds) {
        const children = records.filter((doc) => doc.parent_id === topic);
        // Exactly one of the two wins, and the store holds what the answers say.
        expect([added, removed].sort()).toEqual(removed === 204 ? [204, 400] : [201, 409]);
        expect(topics.has(topic)).toBe(removed !== 204);
        expect(children.length).toBe(added === 201 ? 1 : 0);
      }
    } finally {
      await second.close();
    }
  });
});

describe('writing', () => {
  it('a verified user writes a thread and a comment; premium readers replicate both, free users neither', async () => {
    const thread = await writeThread(verified, { subject: 'Erfahrungen mit INR' });
    expect(thread.response.status).toBe(201);
    expect(thread.answer).toMatchObject({ id: thread.id, status: 'published' });
    const comment = await writeComment(verified, thread.id, 'Bei uns gut.');
    expect(comment.response.status).toBe(201);

    const threads = await replicated('forum_threads', premium);
    const published = threads.docs.find((doc) => doc._id === thread.id);
    expect(published).toMatchObject({
      subject: 'Erfahrungen mit INR',
      author_name: 'demoverified',
      comment_count: 1,
    });
    // No moderation record reaches a reader's device.
    expect(Object.keys(published!)).not.toContain('reports');
    expect(Object.keys(published!)).not.toContain('updated_by');
    expect((await replicated('forum_comments', premium)).docs.map((doc) => doc._id)).toContain(comment.id);
    for (const db of ['forum_threads', 'forum_comments']) {
      expect((await replicated(db, free)).status).toBe(403);
      const push = await server.api(`/db/${db}/_bulk_docs`, {
        method: 'POST',
        token: verified,
        json: { docs: [{ _id: threadId(), subject: 'forged' }] },
      });
      expect(push.status).toBe(403);
    }
  });

  it.each(['de', 'en'] as const)(
    'refuses a premium user who is not verified with the spec 403 (%s)',
    async (locale) => {
      const id = threadId();
      const response = await call(
        '/api/forum/threads',
        premium,
        { id, topic_id: subTopicId, subject: 'Frage', body: 'Text' },
        'POST',
        locale,
      );
      await expectRefusal(response, 403, 'error.forum.403', locale);
      expect(await sourceDoc('forum_threads_source', id)).toBeUndefined();
      const free403 = await call('/api/forum/comments', free, {
        id: commentId(id),
        thread_id: id,
        body: 'x',
      });
      expect(free403.status).toBe(403);
    },
  );

  it.each(['de', 'en'] as const)('answers 404 "subtopic not found or deleted" (%s)', async (locale) => {
    const deleted = await call('/api/admin/forum-sub-topics', staff, {
      name: { de: 'Weg', en: 'Gone' },
      description: { de: 'x', en: 'x' },
      parent_id: topicId,
    });
    const deletedId = ((await deleted.json()) as { id: string }).id;
    expect((await call(`/api/admin/forum-sub-topics/${deletedId}`, staff, undefined, 'DELETE')).status).toBe(
      204,
    );
    for (const topic of ['no-such-subtopic', deletedId, topicId]) {
      const id = threadId();
      const response = await call(
        '/api/forum/threads',
        verified,
        { id, topic_id: topic, subject: 'Frage', body: 'Text' },
        'POST',
        locale,
      );
      await expectRefusal(response, 404, 'error.forum.404', locale);
      expect(await sourceDoc('forum_threads_source', id)).toBeUndefined();
    }
  });

  it('refuses editing someone else’s comment or thread and changes nothing', async () => {
    const thread = await writeThread(verified);
    const comment = await writeComment(verified, thread.id, 'Original');
    const before = await sourceDoc('forum_comments_source', comment.id);
    const edit = await call(
      `/api/forum/comments/${encodeURIComponent(comment.id)}`,
      otherVerified,
      { body: 'Fremd' },
      'PUT',
      'de',
    );
    await expectRefusal(edit, 403, 'error.forum.not_author', 'de');
    expect(await sourceDoc('forum_comments_source', comment.id)).toEqual(before);
    const threadEdit = await call(
      `/api/forum/threads/${thread.id}`,
      otherVerified,
      { subject: 'Fremd', body: 'x' },
      'PUT',
    );
    expect(threadEdit.status).toBe(403);
    // A comment id of someone else's is not taken over by resending it.
    const clash = await writeComment(otherVerified, thread.id, 'Fremd', comment.id);
    expect(clash.response.status).toBe(403);

    const own = await call(
      `/api/forum/comments/${encodeURIComponent(comment.id)}`,
      verified,
      { body: 'Geändert' },
      'PUT',
    );
    expect(own.status).toBe(200);
    const published = (await replicated('forum_comments', premium)).docs.find(
      (doc) => doc._id === comment.id,
    );
    expect(published).toMatchObject({ body: 'Geändert', edited_at: expect.any(String) });
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const id = threadId();
    for (const body of [
      { id, topic_id: subTopicId, subject: '', body: 'x' },
      { id, topic_id: subTopicId, subject: 'x', body: '   ' },
      { id, topic_id: subTopicId, subject: 'x'.repeat(301), body: 'x' },
      { id: '_design/x', topic_id: subTopicId, subject: 'x', body: 'x' },
      { id, topic_id: 42, subject: 'x', body: 'x' },
    ]) {
      const response = await call('/api/forum/threads', verified, body, 'POST', 'de');
      expect(response.status).toBe(400);
    }
    expect(await sourceDoc('forum_threads_source', id)).toBeUndefined();
    const bad = await call('/api/forum/comments', verified, {
      id: 'c-elsewhere-1234',
      thread_id: id,
      body: 'x',
    });
    expect(bad.status).toBe(400);
  });
});

describe('exactly once and counters', () => {
  it('stores a resent comment once (the offline outbox) and counts a burst of comments and views exactly', async () => {
    const thread = await writeThread(verified);
    const id = commentId(thread.id);
    const sends = await Promise.all(
      Array.from({ length: 4 }, () => writeComment(verified, thread.id, 'Offline geschrieben', id)),
    );
    expect(sends.map((send) => send.response.status).sort()).toEqual([200, 200, 200, 201]);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        writeComment(n % 2 ? verified : otherVerified, thread.id, `Nr. ${n}`),
      ),
    );
    expect(burst.every((send) => send.response.status === 201)).toBe(true);
    const views = await Promise.all(
      Array.from({ length: 15 }, (_, n) =>
        call(`/api/forum/threads/${thread.id}/view`, [premium, verified, otherVerified][n % 3]!),
      ),
    );
    expect(views.every((view) => view.status === 204)).toBe(true);
    // One view per reader (three here); written in batches (forum-views.test.ts): this round's now.
    await server.forumViews.flush();
    const published = (await replicated('forum_threads', premium)).docs.find((doc) => doc._id === thread.id);
    expect(published).toMatchObject({ comment_count: 13, view_count: 3 });
    expect((await call(`/api/forum/threads/${thread.id}/view`, free)).status).toBe(403);
  });
});

describe('limits', () => {
  it('lets one user write at most FORUM_POSTS_PER_WINDOW new posts, also in a burst; resends are free', async () => {
    const writer = await signInNew('vielschreiber', 'verified');
    const thread = await writeThread(writer);
    expect(thread.response.status).toBe(201);
    const burst = await Promise.all(
      Array.from({ length: FORUM_POSTS_PER_WINDOW + 4 }, () => writeComment(writer, thread.id, 'Noch einer')),
    );
    const statuses = burst.map((send) => send.response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORUM_POSTS_PER_WINDOW - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const stored = await server.store.allDocs('forum_comments_source', {
      startkey: `${thread.id}:`,
      endkey: `${thread.id}:\ufff0`,
    });
    expect(stored).toHaveLength(FORUM_POSTS_PER_WINDOW - 1);
    // A resend of a stored comment (the outbox after a lost answer) is answered, not counted.
    const resend = await writeComment(
      writer,
      thread.id,
      'Noch einer',
      burst.find((send) => send.response.status === 201)!.id,
    );
    expect(resend.response.status).toBe(200);
  });
});

describe('watched words, reports and the staff queue', () => {
  it('holds a post naming a watched word for staff; approve and reject reach the author', async () => {
    const list = (await (await call('/api/forum/watched-words', staff, undefined, 'GET')).json()) as {
      rev?: string;
    };
    const saved = await call(
      '/api/forum/watched-words',
      staff,
      { words: ['Müller', 'Anna Schmidt'], rev: list.rev },
      'PUT',
    );
    expect(saved.status).toBe(200);
    expect((await call('/api/forum/watched-words', verified, { words: [] }, 'PUT')).status).toBe(403);

    const held = await writeThread(verified, { subject: 'Frage an Herrn MUELLER' });
    expect(held.response.status).toBe(201);
    expect(held.answer).toMatchObject({ status: 'waiting', status_reason: 'forum.waiting.watched_word' });
    const heldComment = await writeComment(
      otherVerified,
      held.id.length ? (await writeThread(verified)).id : '',
      'Frau anna schmidt weiß es',
    );
    expect(heldComment.answer).toMatchObject({ status: 'waiting' });

    expect((await replicated('forum_threads', premium)).docs.map((doc) => doc._id)).not.toContain(held.id);
    expect((await replicated('forum_comments', premium)).docs.map((doc) => doc._id)).not.toContain(
      heldComment.id,
    );
    // Its author still finds it, with its text and where it belongs, to show it as waiting.
    const ownHeld = (await (await call('/api/moderation/mine', otherVerified, undefined, 'GET')).json()) as {
      items: { id: string; status: string; text: string; context_id?: string }[];
    };
    expect(ownHeld.items).toContainEqual(
      expect.objectContaining({ id: heldComment.id, status: 'waiting', text: 'Frau anna schmidt weiß es' }),
    );

    const queue = (await (await call('/api/moderation/queue', staff, undefined, 'GET')).json()) as {
      items: { kind: string; id: string; status_reason?: string; context_title?: unknown }[];
    };
    expect(queue.items).toEqual(
      expect.arrayContaining([
        // Where each belongs by name: a thread's sub-topic, a comment's thread.
        expect.objectContaining({
          kind: 'forum-thread',
          id: held.id,
          status_reason: 'forum.waiting.watched_word',
          context_title: { de: 'INR', en: 'INR' },
        }),
        expect.objectContaining({ kind: 'forum-comment', id: heldComment.id }),
      ]),
    );
    expect((await call('/api/moderation/queue', verified, undefined, 'GET')).status).toBe(403);

    expect((await call(`/api/moderation/forum-thread/${held.id}/publish`, staff)).status).toBe(200);
    const rejected = await call(
      `/api/moderation/forum-comment/${encodeURIComponent(heldComment.id)}/reject`,
      staff,
      { reason: 'Nennt eine Mitarbeiterin.' },
    );
    expect(rejected.status).toBe(200);

    expect((await replicated('forum_threads', premium)).docs.map((doc) => doc._id)).toContain(held.id);
    // The author is mailed the decision with a link to the thread, and the rejected one the reason.
    await expect
      .poll(() => mailsMentioning(`/ds/forum/thread/${held.id}`), { timeout: 10_000 })
      .toHaveLength(1);
    await expect
      .poll(() => mailsMentioning('Nennt eine Mitarbeiterin.'), { timeout: 10_000 })
      .toHaveLength(1);
    const mine = (await (await call('/api/moderation/mine', verified, undefined, 'GET')).json()) as {
      items: { id: string; status: string }[];
    };
    expect(mine.items).toContainEqual(expect.objectContaining({ id: held.id, status: 'published' }));
    const theirs = (await (await call('/api/moderation/mine', otherVerified, undefined, 'GET')).json()) as {
      items: { id: string; status: string; status_reason?: string }[];
    };
    expect(theirs.items).toContainEqual(
      expect.objectContaining({
        id: heldComment.id,
        status: 'rejected',
        status_reason: 'Nennt eine Mitarbeiterin.',
      }),
    );
  });

  it('counts a held comment once staff publish it, and an edit without the word frees a held thread', async () => {
    const list = (await (await call('/api/forum/watched-words', staff, undefined, 'GET')).json()) as {
      rev?: string;
    };
    await call('/api/forum/watched-words', staff, { words: ['Müller'], rev: list.rev }, 'PUT');
    const thread = await writeThread(verified);
    const held = await writeComment(verified, thread.id, 'Herr Müller meinte …');
    expect(held.answer).toMatchObject({ status: 'waiting' });
    expect((await sourceDoc('forum_threads_source', thread.id))?.comment_count).toBe(0);
    const published = await call(
      `/api/moderation/forum-comment/${encodeURIComponent(held.id)}/publish`,
      staff,
    );
    expect(published.status).toBe(200);
    expect((await sourceDoc('forum_threads_source', thread.id))?.comment_count).toBe(1);

    const heldThread = await writeThread(verified, { subject: 'Frage an Frau Müller' });
    expect(heldThread.answer).toMatchObject({ status: 'waiting' });
    const edited = await call(
      `/api/forum/threads/${heldThread.id}`,
      verified,
      { subject: 'Frage an das Team', body: 'Ohne Namen.' },
      'PUT',
    );
    expect(((await edited.json()) as { status: string }).status).toBe('published');
    expect(await sourceDoc('forum_threads_source', heldThread.id)).toMatchObject({
      status: 'published',
      in_queue: false,
    });
    expect((await replicated('forum_threads', premium)).docs.map((doc) => doc._id)).toContain(heldThread.id);
  });

  it('puts a reported post in the queue, while it stays published', async () => {
    const thread = await writeThread(verified, { subject: 'Gemeldet' });
    const comment = await writeComment(verified, thread.id, 'Werbung für ein Gerät');
    const report = await call(
      `/api/moderation/forum-comment/${encodeURIComponent(comment.id)}/report`,
      premium,
      {
        category: 'advertising',
        reason: 'Werbung',
        good_faith: true,
      },
    );
    expect(report.status).toBe(201);
    const queue = (await (await call('/api/moderation/queue', staff, undefined, 'GET')).json()) as {
      items: { kind: string; id: string; reports: unknown[]; context_title?: unknown }[];
    };
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        kind: 'forum-comment',
        id: comment.id,
        context_title: { de: 'Gemeldet', en: 'Gemeldet' },
        reports: [expect.objectContaining({ reason: 'Werbung' })],
      }),
    );
    expect(
      (
        await call(`/api/moderation/forum-thread/${thread.id}/report`, free, {
          category: 'advertising',
          reason: 'x',
          good_faith: true,
        })
      ).status,
    ).toBe(403);
  });
});

describe('a moderation decision sticks', () => {
  const ids = async (answer: Response) => ((await answer.json()) as { items: { id: string }[] }).items;
  const queued = async (id: string) =>
    (await ids(await call('/api/moderation/queue', staff, undefined, 'GET'))).find(
      (item) => item.id === id,
    ) as { id: string; status: string; status_reason?: string; reports: unknown[] } | undefined;
  const decide = async (kind: string, id: string, decision: 'publish' | 'reject') =>
    expect(
      (
        await call(`/api/moderation/${kind}/${encodeURIComponent(id)}/${decision}`, staff, {
          reason: 'Unsachlich.',
        })
      ).status,
    ).toBe(200);
  const edit = async (path: string, token: string, json: Record<string, unknown>) => {
    const answer = await call(path, token, json, 'PUT');
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const holds = (db: string, expected: Record<string, boolean>) =>
    expectReaderHolds(server, db, premium, expected);

  it('the author of a rejected comment objects once, and it comes back to the queue with the objection; nobody else may object', async () => {
    const author = await signInNew('widerspruch', 'verified');
    const thread = await writeThread(otherVerified, { subject: 'Einspruch', body: 'Ein Thema.' });
    const comment = await writeComment(author, thread.id, 'Eine Antwort, die abgelehnt wird.');
    const objection = (token: string, reason: string) =>
      call(`/api/moderation/forum-comment/${encodeURIComponent(comment.id)}/objection`, token, { reason });
    // Nothing decided yet: nothing to object to.
    expect((await objection(author, 'Warum?')).status).toBe(409);
    await decide('forum-comment', comment.id, 'reject');
    expect((await objection(otherVerified, 'Nicht meins')).status).toBe(404);
    expect((await objection(author, 'Die Antwort war sachlich.')).status).toBe(201);
    expect((await objection(author, 'Noch einmal')).status).toBe(409);
    expect(await queued(comment.id)).toMatchObject({ status: 'rejected' });
    const stored = await sourceDoc('forum_comments_source', comment.id);
    expect(stored).toMatchObject({ in_queue: true, objection: { reason: 'Die Antwort war sachlich.' } });
  });

  it('a rejected thread takes its comments off readers’ devices, they can no longer be edited or reported, and publishing brings them back', async () => {
    const author = await signInNew('abgelehnt', 'verified');
    const thread = await writeThread(author, {
      subject: 'Wird abgelehnt',
      body: 'Ein Text, der abgelehnt wird.',
    });
    const theirs = await writeComment(otherVerified, thread.id, 'Eine Antwort darauf.');
    const own = await writeComment(author, thread.id, 'Noch etwas von mir.');
    await holds('forum_threads', { [thread.id]: true });
    await holds('forum_comments', { [theirs.id]: true, [own.id]: true });

    await decide('forum-thread', thread.id, 'reject');
    await holds('forum_threads', { [thread.id]: false });
    await holds('forum_comments', { [theirs.id]: false, [own.id]: false });
    for (const [token, comment] of [
      [otherVerified, theirs],
      [author, own],
    ] as const) {
      const refused = await edit(`/api/forum/comments/${encodeURIComponent(comment.id)}`, token, {
        body: 'Geändert.',
      });
      expect(refused.status).toBe(404);
      expect((await sourceDoc('forum_comments_source', comment.id))?.body).not.toBe('Geändert.');
      const report = await call(
        `/api/moderation/forum-comment/${encodeURIComponent(comment.id)}/report`,
        premium,
        {
          category: 'advertising',
          reason: 'x',
          good_faith: true,
        },
      );
      expect(report.status).toBe(404);
    }
    expect((await writeComment(otherVerified, thread.id, 'Noch eine Antwort.')).response.status).toBe(404);

    await decide('forum-thread', thread.id, 'publish');
    await holds('forum_threads', { [thread.id]: true });
    await holds('forum_comments', { [theirs.id]: true, [own.id]: true });
  });

  it('a thread deleted from the store takes its comments off readers’ devices', async () => {
    const thread = await writeThread(verified, { subject: 'Wird gelöscht', body: 'Bald weg.' });
    const comment = await writeComment(otherVerified, thread.id, 'Antwort auf Gelöschtes.');
    await holds('forum_comments', { [comment.id]: true });
    const stored = (await sourceDoc('forum_threads_source', thread.id))!;
    await server.store.put('forum_threads_source', { ...stored, _deleted: true });
    await holds('forum_threads', { [thread.id]: false });
    await holds('forum_comments', { [comment.id]: false });
    const refused = await edit(`/api/forum/comments/${encodeURIComponent(comment.id)}`, otherVerified, {
      body: 'Geändert.',
    });
    expect(refused.status).toBe(404);
  });

  it('an author gets a rejected thread or comment back by no edit, watched-word round trip or new post of its text; other texts are judged on their own', async () => {
    const list = (await (await call('/api/forum/watched-words', staff, undefined, 'GET')).json()) as {
      rev?: string;
    };
    await call('/api/forum/watched-words', staff, { words: ['Müller'], rev: list.rev }, 'PUT');
    const author = await signInNew('hartnaeckig', 'verified');
    const text = 'Dieses Gerät ist Betrug, kaufen Sie es nicht!';
    const thread = await writeThread(author, { subject: 'Abgelehnt', body: text });
    await decide('forum-thread', thread.id, 'reject');
    const path = `/api/forum/threads/${thread.id}`;

    // An edit goes back to staff with the reason; a watched word and its removal do not free it.
    const edited = await edit(path, author, { subject: 'Abgelehnt', body: 'Sachlich umgeschrieben.' });
    expect(edited.body).toMatchObject({ status: 'waiting', status_reason: 'Unsachlich.' });
    expect((await edit(path, author, { subject: 'Herr Müller', body: 'Mit Namen.' })).body.status).toBe(
      'waiting',
    );
    expect((await edit(path, author, { subject: 'Ohne Namen', body: 'Ohne Namen.' })).body.status).toBe(
      'waiting',
    );
    expect((await queued(thread.id))?.status).toBe('waiting');

    // The rejected text under another id, as a thread or as a comment: held for staff.
    const elsewhere = await writeThread(verified, { subject: 'Offen', body: 'Ein offener Beitrag.' });
    const again = await writeThread(author, { subject: 'Neuer Betreff', body: text });
    expect(again.answer).toMatchObject({ status: 'waiting', status_reason: 'moderation.waiting.copy' });
    const asComment = await writeComment(author, elsewhere.id, text.toLowerCase());
    expect(asComment.answer).toMatchObject({ status: 'waiting', status_reason: 'moderation.waiting.copy' });
    // A published post edited to that text is held too; back to a text of its own, it is free.
    const mine = await writeComment(author, elsewhere.id, 'Meine eigene Meinung.');
    const minePath = `/api/forum/comments/${encodeURIComponent(mine.id)}`;
    expect((await edit(minePath, author, { body: text })).body.status).toBe('waiting');
    await holds('forum_threads', { [thread.id]: false, [again.id]: false });
    await holds('forum_comments', { [asComment.id]: false, [mine.id]: false });
    expect((await edit(minePath, author, { body: 'Wieder meine eigene Meinung.' })).body.status).toBe(
      'published',
    );
    await holds('forum_comments', { [mine.id]: true });

    // A rejected comment: its edit waits, its text as a new comment waits.
    const comment = await writeComment(author, elsewhere.id, 'Ein unhöflicher Kommentar.');
    await decide('forum-comment', comment.id, 'reject');
    const commentPath = `/api/forum/comments/${encodeURIComponent(comment.id)}`;
    expect((await edit(commentPath, author, { body: 'Höflich.' })).body).toMatchObject({
      status: 'waiting',
      status_reason: 'Unsachlich.',
    });
    expect((await writeComment(author, elsewhere.id, 'Ein unhöflicher Kommentar.')).answer.status).toBe(
      'waiting',
    );
    await holds('forum_comments', { [comment.id]: false });
  });

  it('a reported comment stays in the queue through its author’s edits', async () => {
    const thread = await writeThread(verified, { subject: 'Mit Meldung', body: 'Ein Beitrag mit Meldung.' });
    const comment = await writeComment(otherVerified, thread.id, 'Schleichwerbung für Gerät X.');
    const report = await call(
      `/api/moderation/forum-comment/${encodeURIComponent(comment.id)}/report`,
      premium,
      {
        category: 'advertising',
        reason: 'Werbung',
        good_faith: true,
      },
    );
    expect(report.status).toBe(201);
    const path = `/api/forum/comments/${encodeURIComponent(comment.id)}`;
    for (const body of ['Frau Müller empfiehlt Gerät X.', 'Gerät X ist gut.'])
      await edit(path, otherVerified, { body });
    expect((await queued(comment.id))?.reports).toHaveLength(1);
  });
});
