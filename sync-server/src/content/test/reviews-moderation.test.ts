// Reviews and their moderation against the real server and store: verified premium users write
// one review per product (the store enforces it), premium readers replicate only published
// reviews through the gateway, free users are refused, nobody changes another's review, and a
// report puts a review in the staff queue, whose decision (audited) reaches the author and the
// public database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_WINDOW, REVIEW_WRITES_PER_WINDOW } from '@poct/schemas';
import { signInNewPremium } from '../../../test/support/premium-accounts.ts';
import {
  callAs,
  startSecondServer,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import { startMailInbox, type MailInbox } from '../../../test/support/mail-inbox.ts';
import { reviewIdOf } from '../reviews/review-document.ts';
import { expectReaderHolds } from '../../../test/support/reader-view.ts';

let server: TestServer;
let inbox: MailInbox;
let verified: string;
let premium: string;
let free: string;
let staff: string;
let superadmin: string;

const PRODUCT = 'prod-00003';
const REVIEW = { overall: 4, handling: 5, performance: 4, service: 3, declared_independent: true };
const REASON = 'Eigenes Produkt des Verfassers <img src=x onerror=alert(1)>';
const XSS = '<img src=x onerror="alert(1)"> [x](javascript:alert(1)) <script>alert(2)</script>';

interface PublicReview {
  _id: string;
  author_name: string;
  comment?: string;
  status: string;
  [field: string]: unknown;
}

async function publicReviews(token: string): Promise<PublicReview[]> {
  await server.projector.idle();
  const response = await server.api('/db/reviews/_all_docs?include_docs=true', { token });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { rows: Array<{ doc?: PublicReview }> };
  return body.rows.flatMap((row) => (row.doc && !row.doc._id.startsWith('_') ? [row.doc] : []));
}

async function queue(token: string) {
  const response = await callAs(server, 'GET', '/api/moderation/queue', token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Array<Record<string, unknown> & { id: string }> }).items;
}

async function auditEvents(event: string) {
  const response = await callAs(server, 'GET', '/api/audit', superadmin);
  const body = (await response.json()) as {
    entries: Array<{ event: string; subject_id?: string; actor_id?: string }>;
  };
  return body.entries.filter((entry) => entry.event === event);
}

beforeAll(async () => {
  inbox = await startMailInbox();
  server = await startTestServer({ smtpUrl: inbox.smtpUrl });
  [verified, premium, free, staff, superadmin] = await Promise.all([
    server.login('verified'),
    server.login('premium'),
    server.login('free'),
    server.login('staff'),
    server.login('superadmin'),
  ]);
});

afterAll(async () => {
  await server?.close();
  await inbox?.close();
});

describe('writing reviews', () => {
  it('When a verified user writes a review, then premium readers replicate it without its moderation record, and free users are refused', async () => {
    const written = await callAs(server, 'PUT', `/api/reviews/own/${PRODUCT}`, verified, {
      ...REVIEW,
      comment: `Schnell und zuverlässig. ${XSS}`,
    });
    expect(written.status).toBe(201);
    const own = (await written.json()) as Record<string, unknown>;
    expect(own).toMatchObject({ status: 'published', author_id: 'user-verified', overall: 4 });
    // The author opted in to show the real name and the institution.
    expect(own.author_name).toBe('Verena Krüger');
    expect(own.author_institution).toBe('Demo-Klinikum Hamburg-Nord, Zentrale Notaufnahme');
    expect(own.edited_at).toBeUndefined();

    const seen = (await publicReviews(premium)).find(
      (doc) => doc._id === reviewIdOf('user-verified', PRODUCT),
    );
    expect(seen).toMatchObject({ status: 'published', overall: 4, author_position: 'Oberärztin' });
    // The text is stored as written; pages render it inert (web/src/ui/Markdown.tsx).
    expect(seen?.comment).toContain(XSS);
    for (const field of ['reports', 'in_queue', 'status_reason', 'updated_by', 'moderated_by'])
      expect(seen, field).not.toHaveProperty(field);

    for (const path of ['/db/reviews/_all_docs?include_docs=true', '/db/reviews/_changes?since=0']) {
      const refused = await server.api(path, { token: free });
      expect(refused.status).toBe(403);
      expect(await refused.text()).not.toContain('Schnell');
      expect((await server.api(path)).status).toBe(401);
    }
  });

  it('When a premium user who is not verified writes, then 403 in the request’s language and nothing is stored', async () => {
    for (const [locale, text] of [
      ['de', 'Sie haben keine Berechtigung, auf diese Ressource zuzugreifen.'],
      ['en', 'You do not have permission to access this resource.'],
    ] as const) {
      const refused = await callAs(server, 'PUT', `/api/reviews/own/${PRODUCT}`, premium, REVIEW, locale);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(text);
    }
    for (const token of [free]) {
      expect((await callAs(server, 'PUT', `/api/reviews/own/${PRODUCT}`, token, REVIEW)).status).toBe(403);
    }
    const stored = await server.store.get('reviews_source', reviewIdOf('user-premium', PRODUCT));
    expect(stored).toBeUndefined();
  });

  it('When the same user writes twice at once, then the store holds one review, and a later write is an edit marked as such', async () => {
    const product = 'prod-00004';
    const answers = await Promise.all(
      [2, 3, 4, 5].map((overall) =>
        callAs(server, 'PUT', `/api/reviews/own/${product}`, staff, { ...REVIEW, overall }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const mine = (await server.store.allDocs('reviews_source')).filter((doc) => doc.product_id === product);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.edited_at).toEqual(expect.any(String));

    const own = await callAs(server, 'GET', `/api/reviews/own/${product}`, staff);
    expect(((await own.json()) as { edited_at?: string }).edited_at).toEqual(expect.any(String));
  });

  it('When a review is refused for bad scores or a missing declaration, then the fields are named in the request’s language and nothing changes', async () => {
    const refused = await callAs(
      server,
      'PUT',
      `/api/reviews/own/${PRODUCT}`,
      verified,
      { overall: 6, handling: 5, performance: 4, service: 3 },
      'de',
    );
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { errors: Array<{ field: string; message: string }> };
    expect(body.errors.map((error) => error.field)).toEqual(['overall', 'declared_independent']);
    expect(body.errors[1]!.message).toContain('weder Hersteller noch Vertreiber');
    const stored = await server.store.get('reviews_source', reviewIdOf('user-verified', PRODUCT));
    expect(stored?.overall).toBe(4);

    const unknownProduct = await callAs(server, 'PUT', '/api/reviews/own/prod-nope', verified, REVIEW);
    expect(unknownProduct.status).toBe(404);
  });

  it('When someone tries to change another user’s review, then every way is refused and the review stays as it was', async () => {
    const id = reviewIdOf('user-verified', PRODUCT);
    const before = await server.store.get('reviews_source', id);

    // Naming the author or the id in the body: refused, not redirected.
    const forged = await callAs(server, 'PUT', `/api/reviews/own/${PRODUCT}`, staff, {
      ...REVIEW,
      overall: 1,
      author_id: 'user-verified',
    });
    expect(forged.status).toBe(400);
    // Through the gateway: the public database takes no writes from anyone.
    const doc = (await publicReviews(staff)).find((review) => review._id === id)!;
    for (const token of [staff, superadmin, premium]) {
      const push = await server.api('/db/reviews/_bulk_docs', {
        method: 'POST',
        token,
        json: { docs: [{ ...doc, overall: 1 }] },
      });
      expect(push.status).toBe(403);
    }
    // Withdrawing only ever reaches the caller's own review.
    expect((await callAs(server, 'DELETE', `/api/reviews/own/${PRODUCT}`, premium)).status).toBe(404);
    // Moderation needs the permission.
    expect(
      (await callAs(server, 'POST', `/api/moderation/review/${id}/reject`, premium, { reason: 'x' })).status,
    ).toBe(403);

    const after = await server.store.get('reviews_source', id);
    expect(after?._rev).toBe(before?._rev);
  });
});

describe('moderation', () => {
  it('When a premium reader reports a review, then it enters the staff queue with the author’s company, once per reader', async () => {
    const product = 'prod-00005';
    expect((await callAs(server, 'PUT', `/api/reviews/own/${product}`, superadmin, REVIEW)).status).toBe(201);
    const id = reviewIdOf('user-superadmin', product);

    const missingReason = await callAs(
      server,
      'POST',
      `/api/moderation/review/${id}/report`,
      premium,
      { category: 'advertising', good_faith: true },
      'de',
    );
    expect(missingReason.status).toBe(400);
    expect(((await missingReason.json()) as { message: string }).message).toBe(
      'Dieses Feld ist erforderlich',
    );
    expect(
      (
        await callAs(server, 'POST', `/api/moderation/review/${id}/report`, free, {
          category: 'advertising',
          reason: 'Werbung',
          good_faith: true,
        })
      ).status,
    ).toBe(403);

    const reports = await Promise.all(
      [1, 2, 3].map(() =>
        callAs(server, 'POST', `/api/moderation/review/${id}/report`, premium, {
          category: 'advertising',
          reason: 'Schreibt der Hersteller',
          good_faith: true,
        }),
      ),
    );
    expect(reports.map((report) => report.status).sort()).toEqual([201, 409, 409]);
    expect(
      (
        await callAs(server, 'POST', `/api/moderation/review/${id}/report`, verified, {
          category: 'advertising',
          reason: 'Werbung',
          good_faith: true,
        })
      ).status,
    ).toBe(201);

    const item = (await queue(staff)).find((entry) => entry.id === id);
    // Staff read the product by its name, not its id.
    const productName = (await server.store.get<{ _id: string; name: string }>('catalogue_master', product))!
      .name;
    expect(item).toMatchObject({
      kind: 'review',
      status: 'published',
      context_id: product,
      context_title: { de: productName, en: productName },
      author: { id: 'user-superadmin', company: 'POCT Atlas (Demo)' },
    });
    expect((item!.reports as Array<{ by: string }>).map((report) => report.by).sort()).toEqual([
      'user-premium',
      'user-verified',
    ]);
    // Readers never see who reported.
    expect((await publicReviews(premium)).find((doc) => doc._id === id)).not.toHaveProperty('reports');
    // Only staff with the review permission read the queue.
    expect((await callAs(server, 'GET', '/api/moderation/queue', verified)).status).toBe(403);
    expect(
      (await auditEvents('moderation_reported')).filter((entry) => entry.subject_id === id),
    ).toHaveLength(2);
  });

  it('When staff reject a reported review with a reason, then it leaves every reader’s device, the author sees the reason, and publishing brings it back', async () => {
    const id = reviewIdOf('user-superadmin', 'prod-00005');
    const noReason = await callAs(server, 'POST', `/api/moderation/review/${id}/reject`, staff, {
      reason: '  ',
    });
    expect(noReason.status).toBe(400);

    const rejected = await callAs(server, 'POST', `/api/moderation/review/${id}/reject`, staff, {
      reason: REASON,
    });
    expect(rejected.status).toBe(200);
    expect((await publicReviews(premium)).map((doc) => doc._id)).not.toContain(id);
    expect((await queue(staff)).map((entry) => entry.id)).not.toContain(id);

    const own = (await (
      await callAs(server, 'GET', '/api/reviews/own/prod-00005', superadmin)
    ).json()) as Record<string, unknown>;
    expect(own).toMatchObject({ status: 'rejected', status_reason: REASON });
    const mine = (await (await callAs(server, 'GET', '/api/moderation/mine', superadmin)).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(mine.items.find((entry) => entry.id === id)).toMatchObject({
      kind: 'review',
      status: 'rejected',
      status_reason: REASON,
    });
    // And by mail, in the author's language, the reason inert in the HTML part.
    const mail = await inbox.waitFor('superadmin@demo.poct-atlas.test', /nicht veröffentlicht/);
    expect(mail.subject).toBe('Ihre Bewertung wurde nicht veröffentlicht');
    expect(mail.text).toContain(`Grund: ${REASON}`);
    // The statement of reasons: on which ground (the terms, as none was named) and how to object.
    expect(mail.text).toContain('Grundlage: Der Inhalt verstößt gegen unsere Nutzungsbedingungen.');
    expect(mail.text).toContain('Sie können dieser Entscheidung widersprechen.');
    expect(mail.link).toMatch(/\/products\/prod-00005$/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&#60;img');
    // Both readers who reported it hear that it was removed.
    for (const reporter of ['premium', 'verified']) {
      const told = await inbox.waitFor(`${reporter}@demo.poct-atlas.test`, /Ihre Meldung wurde geprüft/);
      expect(told.text).toContain('die von Ihnen gemeldete Bewertung geprüft und entfernt');
    }

    // The author edits it: it goes back to staff, still unseen by readers.
    const edited = await callAs(server, 'PUT', '/api/reviews/own/prod-00005', superadmin, {
      ...REVIEW,
      overall: 3,
    });
    expect(((await edited.json()) as { status: string }).status).toBe('waiting');
    expect((await publicReviews(premium)).map((doc) => doc._id)).not.toContain(id);
    expect((await queue(staff)).find((entry) => entry.id === id)?.status).toBe('waiting');

    expect((await callAs(server, 'POST', `/api/moderation/review/${id}/publish`, staff)).status).toBe(200);
    const back = (await publicReviews(premium)).find((doc) => doc._id === id);
    expect(back).toMatchObject({ status: 'published', overall: 3 });

    const decisions = [
      ...(await auditEvents('moderation_rejected')),
      ...(await auditEvents('moderation_published')),
    ];
    expect(
      decisions.filter((entry) => entry.subject_id === id && entry.actor_id === 'user-staff'),
    ).toHaveLength(2);
  });

  it('When staff remove a reported review on legal grounds, then the author’s mail names the law, the author’s objection comes back to the queue once, and the reporter hears of the removal once', async () => {
    const product = 'prod-00013';
    // An author who reads English: the statement of reasons is in their language.
    const author = await signInNewPremium(server, 'objector', { verification_status: 'verified' });
    expect((await callAs(server, 'PUT', `/api/reviews/own/${product}`, author, REVIEW)).status).toBe(201);
    const id = reviewIdOf('user-objector', product);
    const path = (action: string) => `/api/moderation/review/${id}/${action}`;
    expect(
      (
        await callAs(server, 'POST', path('report'), premium, {
          category: 'hate',
          reason: 'Beleidigung',
          good_faith: true,
        })
      ).status,
    ).toBe(201);
    // Nothing decided yet: nothing to object to.
    const early = await callAs(server, 'POST', path('objection'), author, { reason: 'Warum?' }, 'en');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ key: 'error.409.nothing_to_object' });

    const badGround = await callAs(server, 'POST', path('reject'), superadmin, {
      reason: 'x',
      ground: 'mood',
    });
    expect(badGround.status).toBe(400);
    expect(
      (await callAs(server, 'POST', path('reject'), superadmin, { reason: 'Beleidigung', ground: 'law' }))
        .status,
    ).toBe(200);
    const statement = await inbox.waitFor('objector@example.test', /was not published/);
    // The reporters' mails go before the author's: the reporter has heard by now.
    const told = inbox.to('premium@demo.poct-atlas.test').filter((mail) => /Ihre Meldung/.test(mail.subject));
    expect(told.at(-1)?.text).toContain('geprüft und entfernt');
    expect(statement.text).toContain('Ground: the content is unlawful under the applicable law.');
    expect(statement.link).toMatch(new RegExp(`/products/${product}$`));

    // Only the author objects, once per decision.
    expect((await callAs(server, 'POST', path('objection'), premium, { reason: 'Nein' })).status).toBe(404);
    expect((await callAs(server, 'POST', path('objection'), author, { reason: ' ' })).status).toBe(400);
    const objected = await callAs(server, 'POST', path('objection'), author, {
      reason: 'Sachliche Kritik, keine Beleidigung.',
    });
    expect(objected.status).toBe(201);
    expect((await callAs(server, 'POST', path('objection'), author, { reason: 'Noch einmal' })).status).toBe(
      409,
    );
    const item = (await queue(superadmin)).find((entry) => entry.id === id);
    expect(item).toMatchObject({
      status: 'rejected',
      objection: { reason: 'Sachliche Kritik, keine Beleidigung.' },
    });
    expect(
      (await auditEvents('moderation_objected')).filter((entry) => entry.subject_id === id),
    ).toHaveLength(1);
    // The author's own item says that there is an objection (when), not the text again.
    const mine = (await (await callAs(server, 'GET', '/api/moderation/mine', author)).json()) as {
      items: { id: string; objection?: { at: string } }[];
    };
    expect(mine.items.find((entry) => entry.id === id)?.objection).toEqual({ at: expect.any(String) });

    // Staff uphold the objection: the review is back and the objection gone; the report was
    // answered by the removal, so the reporter is not told again.
    const before = inbox.to('premium@demo.poct-atlas.test').length;
    expect((await callAs(server, 'POST', path('publish'), superadmin)).status).toBe(200);
    expect((await queue(superadmin)).map((entry) => entry.id)).not.toContain(id);
    const published = await server.store.get<{ _id: string; [field: string]: unknown }>('reviews_source', id);
    expect(published).not.toHaveProperty('objection');
    expect(published).not.toHaveProperty('status_ground');
    expect((await publicReviews(premium)).find((doc) => doc._id === id)).toMatchObject({
      status: 'published',
    });
    await inbox.waitFor('objector@example.test', /is published/);
    expect(inbox.to('premium@demo.poct-atlas.test')).toHaveLength(before);
  });

  it('When the author withdraws a review, then it leaves the public database and staff can no longer publish it', async () => {
    const id = reviewIdOf('user-superadmin', 'prod-00005');
    expect((await callAs(server, 'DELETE', '/api/reviews/own/prod-00005', superadmin)).status).toBe(200);
    expect((await publicReviews(premium)).map((doc) => doc._id)).not.toContain(id);
    const publish = await callAs(
      server,
      'POST',
      `/api/moderation/review/${id}/publish`,
      staff,
      undefined,
      'de',
    );
    expect(publish.status).toBe(409);
    expect(((await publish.json()) as { message: string }).message).toBe(
      'Der Verfasser hat dies zurückgezogen.',
    );
    expect((await callAs(server, 'GET', '/api/reviews/own/prod-00005', superadmin)).status).toBe(404);
  });

  it('When a kind or item does not exist, then 404, and reports of items readers cannot see are 404 too', async () => {
    expect((await callAs(server, 'POST', '/api/moderation/poll/x/publish', staff)).status).toBe(404);
    expect((await callAs(server, 'POST', '/api/moderation/review/nope/publish', staff)).status).toBe(404);
    const withdrawn = reviewIdOf('user-superadmin', 'prod-00005');
    const report = await callAs(server, 'POST', `/api/moderation/review/${withdrawn}/report`, verified, {
      category: 'advertising',
      reason: 'x',
      good_faith: true,
    });
    expect(report.status).toBe(404);
  });
});

describe('a moderation decision sticks', () => {
  /** A verified author of the test's own (their own write limit), signed in. */
  const newAuthor = (username: string) =>
    signInNewPremium(server, username, { verification_status: 'verified' });
  const write = async (token: string, product: string, comment?: string) => {
    const answer = await callAs(server, 'PUT', `/api/reviews/own/${product}`, token, {
      ...REVIEW,
      ...(comment ? { comment } : {}),
    });
    expect(answer.status).toBeLessThan(300);
    return (await answer.json()) as { id: string; status: string; status_reason?: string };
  };
  const withdraw = async (token: string, product: string) =>
    expect((await callAs(server, 'DELETE', `/api/reviews/own/${product}`, token)).status).toBe(200);
  const decide = async (id: string, decision: 'publish' | 'reject') =>
    expect(
      (await callAs(server, 'POST', `/api/moderation/review/${id}/${decision}`, staff, { reason: REASON }))
        .status,
    ).toBe(200);
  const queued = async (id: string) => (await queue(staff)).find((entry) => entry.id === id);

  it('When the author withdraws a rejected review and writes it again, any number of times, then it waits for staff, unseen by readers, and the author still sees the reason', async () => {
    const author = await newAuthor('zurueckgezogen');
    const product = 'prod-00007';
    const { id } = await write(author, product, 'Erster Text');
    await decide(id, 'reject');

    for (const comment of ['Zweiter Text', 'Dritter Text']) {
      await withdraw(author, product);
      const again = await write(author, product, comment);
      expect(again).toMatchObject({ status: 'waiting', status_reason: REASON });
      await expectReaderHolds(server, 'reviews', premium, { [id]: false });
      expect((await queued(id))?.status).toBe('waiting');
      // An edit of the waiting review keeps it with staff.
      expect(await write(author, product, `${comment}, geändert`)).toMatchObject({ status: 'waiting' });
    }
    const mine = (await (await callAs(server, 'GET', '/api/moderation/mine', author)).json()) as {
      items: Array<Record<string, unknown>>;
    };
    expect(mine.items.find((entry) => entry.id === id)).toMatchObject({
      status: 'waiting',
      status_reason: REASON,
    });

    await decide(id, 'publish');
    await expectReaderHolds(server, 'reviews', premium, { [id]: true });
    // Staff published another text: the rejected one does not come back as an edit.
    expect(await write(author, product, 'Erster Text')).toMatchObject({
      status: 'waiting',
      status_reason: 'moderation.waiting.copy',
    });
    await expectReaderHolds(server, 'reviews', premium, { [id]: false });
  });

  it('When the author edits, or withdraws and writes again, a reported review, then it stays in the queue with its reports, and the rewrite waits unseen', async () => {
    const author = await newAuthor('gemeldet');
    const product = 'prod-00008';
    const { id } = await write(author, product, 'Werbung?');
    const report = await callAs(server, 'POST', `/api/moderation/review/${id}/report`, premium, {
      category: 'advertising',
      reason: 'Werbung',
      good_faith: true,
    });
    expect(report.status).toBe(201);

    // An edit keeps it where it was: published while staff decide, and in the queue.
    expect(await write(author, product, 'Werbung!')).toMatchObject({ status: 'published' });
    expect((await queued(id))?.reports).toHaveLength(1);

    await withdraw(author, product);
    expect(await write(author, product, 'Werbung, neu geschrieben')).toMatchObject({ status: 'waiting' });
    await expectReaderHolds(server, 'reviews', premium, { [id]: false });
    expect(await queued(id)).toMatchObject({
      status: 'waiting',
      reports: [expect.objectContaining({ by: 'user-premium' })],
    });

    await decide(id, 'publish');
    await expectReaderHolds(server, 'reviews', premium, { [id]: true });
    // Once staff decided, the old report no longer holds it: withdrawing and writing again publishes.
    await withdraw(author, product);
    expect(await write(author, product, 'Werbung, neu geschrieben')).toMatchObject({ status: 'published' });
  });

  it('When the author writes the text of a rejected review about another product, or edits a published one to it, then that review waits for staff, unseen; another text is published', async () => {
    const author = await newAuthor('kopiert');
    const text = 'Der Hersteller zahlt mir für diese Bewertung.';
    const { id: rejected } = await write(author, 'prod-00009', text);
    await decide(rejected, 'reject');
    const { id: edited } = await write(author, 'prod-00011', 'Ein gutes Gerät.');

    const copy = await write(author, 'prod-00010', `  ${text.toUpperCase()}!! `);
    expect(copy).toMatchObject({ status: 'waiting', status_reason: 'moderation.waiting.copy' });
    expect(await write(author, 'prod-00011', text)).toMatchObject({ status: 'waiting' });
    await expectReaderHolds(server, 'reviews', premium, { [copy.id]: false, [edited]: false });
    expect((await queued(copy.id))?.status_reason).toBe('moderation.waiting.copy');

    // The rejected one withdrawn: its text is still held back.
    await withdraw(author, 'prod-00009');
    await withdraw(author, 'prod-00010');
    expect(await write(author, 'prod-00010', text)).toMatchObject({ status: 'waiting' });
    // A text of its own is judged on its own.
    expect(await write(author, 'prod-00010', 'Ein eigener, neuer Text.')).toMatchObject({
      status: 'published',
    });
    await expectReaderHolds(server, 'reviews', premium, { [copy.id]: true });
  });

  it('When staff hide a product, then its reviews leave readers’ devices (changes and snapshot) and can no longer be reported; showing it again brings them back', async () => {
    const author = await newAuthor('verborgen');
    const product = 'prod-00012';
    const { id } = await write(author, product, 'Sichtbar, solange das Produkt es ist.');
    await expectReaderHolds(server, 'reviews', premium, { [id]: true });

    const setVisible = async (visible: boolean) => {
      const stored = (await server.store.get('catalogue_master', product))!;
      const push = await server.api('/db/catalogue_master/_bulk_docs', {
        method: 'POST',
        token: staff,
        json: {
          docs: [{ ...stored, visible, updated_at: new Date().toISOString(), updated_by: 'user-staff' }],
        },
      });
      expect(push.status).toBe(201);
    };
    await setVisible(false);
    await expectReaderHolds(server, 'reviews', premium, { [id]: false });
    const report = await callAs(server, 'POST', `/api/moderation/review/${id}/report`, verified, {
      category: 'advertising',
      reason: 'x',
      good_faith: true,
    });
    expect(report.status).toBe(404);

    await setVisible(true);
    await expectReaderHolds(server, 'reviews', premium, { [id]: true });
  });
});

describe('rights changing', () => {
  it('When an author loses verification, then the next write is refused at once, and withdrawing still works', async () => {
    const product = 'prod-00006';
    expect((await callAs(server, 'PUT', `/api/reviews/own/${product}`, verified, REVIEW)).status).toBe(201);
    await server.auth.accounts.update('user-verified', (account) => ({
      ...account,
      verification_status: 'rejected',
      updated_at: new Date().toISOString(),
    }));
    try {
      const refused = await callAs(server, 'PUT', `/api/reviews/own/${product}`, verified, {
        ...REVIEW,
        overall: 1,
      });
      expect(refused.status).toBe(403);
      expect((await server.store.get('reviews_source', reviewIdOf('user-verified', product)))?.overall).toBe(
        4,
      );
      expect((await callAs(server, 'DELETE', `/api/reviews/own/${product}`, verified)).status).toBe(200);
    } finally {
      await server.auth.accounts.update('user-verified', (account) => ({
        ...account,
        verification_status: 'verified',
      }));
    }
  });
});

describe('limits', () => {
  it('When one user sends a burst of review writes, then no more than the window allows get through, the rest 429', async () => {
    // Staff wrote 4 times above (the refused bodies did not count).
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callAs(server, 'PUT', '/api/reviews/own/prod-00004', staff, { ...REVIEW, overall: 1 + (i % 5) }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(REVIEW_WRITES_PER_WINDOW - 4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (REVIEW_WRITES_PER_WINDOW - 4));
  });

  it('When one reader reports past the limit, signing in again for every report on two server processes, then only the limit is taken', async () => {
    const author = await signInNewPremium(server, 'reportedauthor', { verification_status: 'verified' });
    // Products readers see, other than those reviewed above.
    const products = (await server.store.allDocs('catalogue'))
      .map((doc) => doc._id)
      .filter((id) => id.startsWith('prod-') && !['prod-00003', 'prod-00004', 'prod-00005'].includes(id))
      .slice(0, REPORTS_PER_WINDOW + 3);
    expect(products).toHaveLength(REPORTS_PER_WINDOW + 3);
    for (const product of products)
      expect((await callAs(server, 'PUT', `/api/reviews/own/${product}`, author, REVIEW)).status).toBe(201);
    await signInNewPremium(server, 'manyreports');
    const second = await startSecondServer(server);
    try {
      const statuses: number[] = [];
      for (const [i, product] of products.entries()) {
        const url = i % 2 === 0 ? server.url : second.url;
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'manyreports@example.test', password: 'manyreports-password' }),
        });
        const { accessToken } = (await login.json()) as { accessToken: string };
        const report = await fetch(
          `${url}/api/moderation/review/${reviewIdOf('user-reportedauthor', product)}/report`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
            body: JSON.stringify({ category: 'advertising', reason: 'Werbung', good_faith: true }),
          },
        );
        statuses.push(report.status);
      }
      expect(statuses).toEqual([...Array(REPORTS_PER_WINDOW).fill(201), 429, 429, 429]);
    } finally {
      await second.close();
    }
  });
});
