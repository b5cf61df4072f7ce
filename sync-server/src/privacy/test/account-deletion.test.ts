// "Delete account" against the real server and store: the password is asked, the account is
// closed at once (its token refused, staff see it pending), signing in again reopens it (and the
// login answer says so), the last super-admin cannot close theirs, and the erasure sweep, after
// the grace period, erases what the privacy page says and keeps what it says, once, also when
// two sweeps (two processes) run at the same moment, sessions, mail-link tokens and the reports it
// filed (kept by "former member") included; someone else's data is untouched. A staff member's
// deletion of a user erases by the same policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMER_MEMBER_ID,
  FORMER_MEMBER_NAME,
  message,
  SUPERADMIN_ROLE_ID,
  type ModerationReport,
} from '@poct/schemas';
import { createTopics } from '../../../test/support/forum.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  startTestServer,
  type TestServer,
} from '../../../test/support/test-server.ts';
import {
  userAlertsDbName,
  userComparisonsDbName,
  userDbName,
  userWatchlistDbName,
} from '../../platform/store/databases.ts';
import { startAccountErasure } from '../index.ts';
import { seedPerson, type SeededPerson } from './seed-person.ts';

let server: TestServer;
let subTopicId: string;
let admin: string;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 10 });
  admin = await server.login('superadmin');
  ({ subTopicId } = await createTopics(server, admin));
});
afterAll(async () => {
  await server?.close();
});

const close = (token: string, password: unknown, locale = 'de') =>
  server.api('/api/account/deletion', {
    method: 'POST',
    token,
    json: { password },
    headers: { 'accept-language': locale },
  });

const signIn = (email: string, password: string) =>
  server.api('/api/auth/login', { method: 'POST', json: { email, password } });

async function pending(): Promise<Array<{ id: string; erase_after: string }>> {
  const answer = await server.api('/api/users?deletion=pending', { token: admin });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { users: Array<{ id: string; erase_after: string }> }).users;
}

/** The user's session documents (with their refresh-token hashes) and mail-link tokens. */
async function sessionsAndTokensOf(userId: string) {
  const docs = [];
  for (const db of ['sessions', 'account_tokens'])
    docs.push(...(await server.store.allDocs<Record<string, unknown> & { _id: string }>(db)));
  return docs.filter((doc) => doc.user_id === userId);
}

/** An outstanding mail-link token of `kind` for the user, stored as the account features store it. */
async function issueMailToken(kind: 'verify-email' | 'reset-password', userId: string): Promise<void> {
  const at = Date.now();
  await server.store.put('account_tokens', {
    _id: `${kind}:test-${userId}`,
    kind,
    user_id: userId,
    created_at: new Date(at).toISOString(),
    expires_at: new Date(at + DAY_MS).toISOString(),
  });
}

/** Reviews and forum posts of an erased author: kept, under "former member", naming nobody. */
async function expectKeptAsFormerMember(person: SeededPerson): Promise<void> {
  const kept = await authoredWith(person.marker);
  expect(kept.length).toBeGreaterThan(0);
  for (const doc of kept) {
    expect(doc).toMatchObject({
      status: 'published',
      author_id: FORMER_MEMBER_ID,
      author_name: FORMER_MEMBER_NAME,
    });
    expect(doc).not.toHaveProperty('author_institution');
    expect(doc).not.toHaveProperty('author_position');
  }
  for (const db of ['reviews_source', 'forum_threads_source', 'forum_comments_source']) {
    const docs = await server.store.allDocs<Record<string, unknown> & { _id: string }>(db);
    expect(
      docs.filter((doc) => doc.author_id === person.id),
      db,
    ).toEqual([]);
  }
  // The report it filed stays, by "former member".
  const reports = (await server.store.allDocs<{ _id: string; reports?: ModerationReport[] }>('post_reports'))
    .flatMap((doc) => doc.reports ?? [])
    .filter((report) => report.reason === `Report ${person.marker}`);
  expect(reports).toEqual([expect.objectContaining({ by: FORMER_MEMBER_ID })]);
  expect(JSON.stringify(await server.store.allDocs('post_reports'))).not.toContain(person.id);
}

/** Every document of the moderated sources that carries `marker`. */
async function authoredWith(marker: string) {
  const docs = [];
  for (const db of ['reviews_source', 'forum_threads_source', 'forum_comments_source'])
    docs.push(...(await server.store.allDocs<Record<string, unknown> & { _id: string }>(db)));
  return docs.filter((doc) => JSON.stringify(doc).includes(marker));
}

describe("closing one's own account", () => {
  let person: SeededPerson;
  beforeAll(async () => {
    person = await seedPerson(server, `clara${process.pid}`, 'prod-00001', subTopicId);
  });

  it("refuses a wrong password in the request's language and leaves the account open", async () => {
    const refused = await close(person.token, 'not-the-password');
    expect(refused.status).toBe(400);
    const answer = (await refused.json()) as {
      errors: Array<{ field: string; key: string; message: string }>;
    };
    expect(answer.errors).toEqual([
      {
        field: 'password',
        key: 'validation.current_password',
        message: message('validation.current_password', 'de'),
      },
    ]);
    expect((await server.api('/api/auth/me', { token: person.token })).status).toBe(200);
    expect((await pending()).map((user) => user.id)).not.toContain(person.id);
  });

  it('closes it at once with the password: the token is refused, staff see it pending for the grace period', async () => {
    const closedAt = Date.now();
    const answer = await close(person.token, person.password);
    expect(answer.status, await answer.clone().text()).toBe(202);
    const { erase_after } = (await answer.json()) as { erase_after: string };
    expect(Date.parse(erase_after) - closedAt).toBeGreaterThanOrEqual(30 * DAY_MS - 60_000);
    expect((await server.api('/api/auth/me', { token: person.token })).status).toBe(401);
    expect(await pending()).toEqual([expect.objectContaining({ id: person.id, erase_after })]);
  });

  it('reopens it when its owner signs in again within the grace period, and the login answer says so', async () => {
    const login = await signIn(person.email, person.password);
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ reopened: true });
    expect((await pending()).map((user) => user.id)).not.toContain(person.id);
    const again = await signIn(person.email, person.password);
    expect(await again.json()).not.toHaveProperty('reopened');
  });
});

describe('the last super-admin', () => {
  it("cannot close their account (409, the spec's text), and stays signed in", async () => {
    const token = (await (await signIn(DEMO_USERS.superadmin, DEMO_PASSWORD)).json()) as {
      accessToken: string;
    };
    const refused = await close(token.accessToken, DEMO_PASSWORD);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      message('error.409.last_admin', 'de'),
    );
    expect((await server.api('/api/auth/me', { token: token.accessToken })).status).toBe(200);
  });
});

describe('a second super-admin', () => {
  it('may close theirs; then the one left is the last and cannot (a closed one no longer counts)', async () => {
    const at = new Date().toISOString();
    const email = `second-admin${process.pid}@example.test`;
    await server.auth.createAccount(
      {
        id: `user-secondadmin${process.pid}`,
        created_at: at,
        updated_at: at,
        username: `secondadmin${process.pid}`,
        email,
        first_name: 'Zoe',
        last_name: 'Zweit',
        user_type: 'hcp',
        language: 'de',
        role_id: SUPERADMIN_ROLE_ID,
        premium: true,
        verification_status: 'verified',
      },
      'second-admin-password',
    );
    const second = (await (await signIn(email, 'second-admin-password')).json()) as { accessToken: string };
    expect((await close(second.accessToken, 'second-admin-password')).status).toBe(202);
    const first = (await (await signIn(DEMO_USERS.superadmin, DEMO_PASSWORD)).json()) as {
      accessToken: string;
    };
    const refused = await close(first.accessToken, DEMO_PASSWORD);
    expect(refused.status).toBe(409);
    // Reopened by signing in: it counts again.
    expect(await (await signIn(email, 'second-admin-password')).json()).toMatchObject({ reopened: true });
  });
});

describe('the erasure after the grace period', () => {
  let gone: SeededPerson;
  let other: SeededPerson;
  beforeAll(async () => {
    gone = await seedPerson(server, `dora${process.pid}`, 'prod-00003', subTopicId);
    other = await seedPerson(server, `emil${process.pid}`, 'prod-00004', subTopicId);
    await server.projector.idle();
    // A reset link and a confirmation link outstanding, and a second session.
    const forgot = await server.api('/api/account/forgot-password', {
      method: 'POST',
      json: { email: gone.email },
    });
    expect(forgot.status).toBe(202);
    await issueMailToken('verify-email', gone.id);
    expect((await signIn(gone.email, gone.password)).status).toBe(200);
    const held = await sessionsAndTokensOf(gone.id);
    expect(new Set(held.map((doc) => doc.kind ?? 'session'))).toEqual(
      new Set(['session', 'reset-password', 'verify-email']),
    );
    expect((await close(gone.token, gone.password)).status).toBe(202);
  });

  it('erases nothing before the grace period ends', async () => {
    const sweep = startAccountErasure({
      store: server.store,
      auth: server.auth,
      now: () => Date.now() + DAY_MS,
    });
    expect(await sweep.sweep()).toBe(0);
    sweep.stop();
    expect(await server.store.get('accounts', gone.id)).toBeDefined();
  });

  it('erases the account once when two processes sweep at the same moment, and keeps what the policy keeps', async () => {
    const later = () => Date.now() + 31 * DAY_MS;
    const sweeps = [1, 2].map(() =>
      startAccountErasure({ store: server.store, auth: server.auth, now: later }),
    );
    const erased = await Promise.all(sweeps.map((sweep) => sweep.sweep()));
    for (const sweep of sweeps) sweep.stop();
    expect(erased.reduce((sum, count) => sum + count, 0)).toBe(1);

    // The account, its sign-in, favourites, requests and security events are gone.
    expect(await server.store.get('accounts', gone.id)).toBeUndefined();
    expect((await signIn(gone.email, gone.password)).status).toBe(401);
    expect(await server.store.info(userDbName(gone.id))).toBeUndefined();
    expect(await server.store.info(userComparisonsDbName(gone.id))).toBeUndefined();
    expect(await server.store.info(userWatchlistDbName(gone.id))).toBeUndefined();
    expect(await server.store.info(userAlertsDbName(gone.id))).toBeUndefined();
    expect(
      (await server.store.allDocs<{ _id: string; user_id?: string }>('digest_marks')).filter(
        (doc) => doc.user_id === gone.id,
      ),
    ).toEqual([]);
    for (const db of ['quotations', 'demo_bookings', 'contact_messages', 'data_exports']) {
      const docs = await server.store.allDocs<Record<string, unknown> & { _id: string }>(db);
      expect(JSON.stringify(docs), db).not.toContain(gone.marker);
      expect(JSON.stringify(docs).toLowerCase(), db).not.toContain(gone.email.toLowerCase());
    }
    const events = await server.store.allDocs<Record<string, unknown> & { _id: string }>('audit');
    expect(events.filter((event) => event.subject_id === gone.id).map((event) => event.event)).toEqual([
      'account_erased',
    ]);

    // Reviews and forum posts: what readers saw stays under "former member", nothing names them.
    await expectKeptAsFormerMember(gone);

    // Its sessions, refresh tokens and mail-link tokens (reset, confirmation) are gone too.
    expect(await sessionsAndTokensOf(gone.id)).toEqual([]);
    expect((await sessionsAndTokensOf(other.id)).length).toBeGreaterThan(0);

    // The order keeps its booking record for ten years, without the account or the email.
    const order = await server.store.get<Record<string, unknown> & { _id: string }>(
      'orders',
      `order-cs_test_${gone.username}`,
    );
    expect(order).toMatchObject({
      user_id: FORMER_MEMBER_ID,
      email: '',
      amount_total: 1190,
      currency: 'EUR',
    });
    const retained = Date.parse(String(order!.retain_until)) - Date.parse(String(order!.created_at));
    expect(retained).toBeGreaterThanOrEqual(3650 * DAY_MS);

    // Someone else's data of every kind is untouched.
    expect(await server.store.get('accounts', other.id)).toBeDefined();
    expect((await authoredWith(other.marker)).every((doc) => doc.author_id === other.id)).toBe(true);
    expect((await authoredWith(other.marker)).length).toBe(3);
    expect(await server.store.get('orders', `order-cs_test_${other.username}`)).toMatchObject({
      user_id: other.id,
    });
    for (const db of ['quotations', 'demo_bookings', 'contact_messages'])
      expect(JSON.stringify(await server.store.allDocs(db)), db).toContain(other.marker);
    expect((await server.api('/db/favourites/_all_docs', { token: other.token })).status).toBe(200);
  });

  it('deletes the kept order when its ten years have ended', async () => {
    const sweep = startAccountErasure({
      store: server.store,
      auth: server.auth,
      now: () => Date.now() + 3700 * DAY_MS,
    });
    await sweep.sweep();
    sweep.stop();
    expect(await server.store.get('orders', `order-cs_test_${gone.username}`)).toBeUndefined();
    expect(await server.store.get('orders', `order-cs_test_${other.username}`)).toBeDefined();
  });
});

describe("a staff member's deletion of a user", () => {
  it('erases the account at once by the same policy: posts kept as "former member", sessions and tokens gone', async () => {
    const person = await seedPerson(server, `fritz${process.pid}`, 'prod-00005', subTopicId);
    await server.projector.idle();
    await issueMailToken('reset-password', person.id);
    const deleted = await server.api(`/api/users/${person.id}`, { method: 'DELETE', token: admin });
    expect(deleted.status, await deleted.clone().text()).toBe(204);

    expect((await server.api('/api/auth/me', { token: person.token })).status).toBe(401);
    expect(await server.store.get('accounts', person.id)).toBeUndefined();
    expect(await server.store.info(userDbName(person.id))).toBeUndefined();
    await expectKeptAsFormerMember(person);
    expect(await sessionsAndTokensOf(person.id)).toEqual([]);
    expect((await pending()).map((user) => user.id)).not.toContain(person.id);
  });
});
