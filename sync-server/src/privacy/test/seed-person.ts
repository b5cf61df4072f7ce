// A verified premium person with data of every kind the platform keeps, each carrying the
// person's marker, so a test can find it in their archive, not in anyone else's, and see what
// the erasure left of it. Written through the real routes where a user writes it (favourites,
// saved comparisons, reviews, forum, a report of a public post, quote requests); orders, demo
// bookings and contact messages, which arrive
// from Stripe and the public forms, are stored as those features store them.
import { expect } from 'vitest';
import { signInNewPremium } from '../../../test/support/premium-accounts.ts';
import { writeComment, writeThread } from '../../../test/support/forum.ts';
import type { TestServer } from '../../../test/support/test-server.ts';
import { userAlertsDbName } from '../../platform/store/databases.ts';

export interface SeededPerson {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
  marker: string;
  product: string;
  threadId: string;
  commentId: string;
}

async function ok(response: Response, what: string): Promise<void> {
  expect(response.status, `${what}: ${await response.clone().text()}`).toBeLessThan(300);
}

export async function seedPerson(
  server: TestServer,
  username: string,
  product: string,
  subTopicId: string,
): Promise<SeededPerson> {
  const token = await signInNewPremium(server, username, { verification_status: 'verified', language: 'de' });
  const id = `user-${username}`;
  const email = `${username}@example.test`;
  const marker = `marker-of-${username}`;
  const at = new Date().toISOString();
  await ok(
    await server.api('/db/favourites/_bulk_docs', {
      method: 'POST',
      token,
      json: { docs: [{ _id: product, product_id: product, user_id: id, created_at: at }] },
    }),
    'favourite',
  );
  await ok(
    await server.api('/db/saved_comparisons/_bulk_docs', {
      method: 'POST',
      token,
      json: {
        docs: [
          {
            _id: 'cmp-00000000-0000-4000-8000-000000000001',
            name: `Comparison ${marker}`,
            product_ids: [product],
            created_at: at,
            updated_at: at,
            updated_by: id,
          },
        ],
      },
    }),
    'saved comparison',
  );
  await ok(
    await server.api('/db/watchlist/_bulk_docs', {
      method: 'POST',
      token,
      json: { docs: [{ _id: product, product_id: product, created_at: at, updated_by: id }] },
    }),
    'watch',
  );
  // What the alert digest records of a mail it sent (content/watchlist/digest.ts).
  await server.store.put('digest_marks', { _id: `digest-${id}-2026-01-01`, user_id: id, created_at: at });
  await server.store.put('digest_marks', { _id: `digest-state-${id}`, user_id: id, sent_until: at });
  // Alerts are the server's (content/watchlist/): one as the projector would write it.
  await server.store.ensureDatabase(userAlertsDbName(id));
  await server.store.put(userAlertsDbName(id), {
    _id: 'alert-0123456789abcdef-0123456789abcdef01234567',
    product_id: product,
    product_name: `Alert ${marker}`,
    kind: 'changed',
    field: 'price',
    from: '1',
    to: '2',
    at,
    read: false,
    created_at: at,
    updated_at: at,
  });
  await ok(
    await server.api(`/api/reviews/own/${product}`, {
      method: 'PUT',
      token,
      json: {
        overall: 4,
        handling: 4,
        performance: 4,
        service: 4,
        declared_independent: true,
        comment: `Review ${marker} <script>alert(1)</script>`,
      },
    }),
    'review',
  );
  const thread = await writeThread(server, token, subTopicId, { subject: `Thread ${marker}` });
  expect(thread.response.status, JSON.stringify(thread.answer)).toBe(201);
  const comment = await writeComment(server, token, thread.id, `Comment ${marker}`);
  expect(comment.response.status, JSON.stringify(comment.answer)).toBe(201);
  const posts = (await (await server.api('/api/posts')).json()) as { items: Array<{ id: string }> };
  await ok(
    await server.api(`/api/moderation/post/${posts.items[0]!.id}/report`, {
      method: 'POST',
      token,
      json: { category: 'other', reason: `Report ${marker}`, good_faith: true },
    }),
    'report',
  );
  await ok(
    await server.api('/api/quotations', {
      method: 'POST',
      token,
      json: {
        id: `quote-${username}-0001`,
        product_id: product,
        sub_product_id: `${product}-sp1`,
        name: 'Vera Zweit',
        company: 'Klinikum',
        email,
        phone: '+49 30 123456',
        subject: `Quote ${marker}`,
        message: 'Bitte ein Angebot.',
        devices_count: 1,
        planned_purchase_date: '2030-10-01',
        tests_per_year: 100,
        additional_info: '',
      },
    }),
    'quotation',
  );
  await server.store.put('orders', {
    _id: `order-cs_test_${username}`,
    checkout_session_id: `cs_test_${username}`,
    user_id: id,
    email,
    plan_id: 'plan-premium-month',
    plan_name: { de: `Plan ${marker}`, en: `Plan ${marker}` },
    status: 'paid',
    amount_net: 1000,
    amount_total: 1190,
    currency: 'EUR',
    receipt_url: `https://pay.example/receipt/${username}`,
    created_at: at,
    updated_at: at,
  });
  await server.store.put('demo_bookings', {
    _id: `slot-2031010${username.length % 9}T0900Z-${username}`,
    kind: 'booking',
    uid: `uid-${username}`,
    name: `Booker ${marker}`,
    email: email.toUpperCase(),
    organisation: 'Klinikum',
    start: '2031-01-01T09:00:00.000Z',
    end: '2031-01-01T09:30:00.000Z',
    locale: 'de',
    created_at: at,
  });
  await server.store.put('contact_messages', {
    _id: `contact-${username}`,
    name: 'Vera Zweit',
    email,
    subject: 'Frage',
    message: `Contact ${marker}`,
    created_at: at,
  });
  return {
    id,
    username,
    email,
    password: `${username}-password`,
    token,
    marker,
    product,
    threadId: thread.id,
    commentId: comment.id,
  };
}
