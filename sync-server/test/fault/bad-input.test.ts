// Bad input at every REST endpoint and at the gateway's `_bulk_docs`, as property-based tests:
// malformed, deeply nested, wrongly typed and oversized bodies, duplicate keys and odd encodings
// (invalid UTF-8, a UTF-16 BOM, a wrong content type, gzip claimed but not given). The answer is
// never a 5xx and never a hang, every refusal is `{statusCode, message}` with a catalogue text,
// and the store is unchanged (the update_seq of every database is the same before and after).
// The endpoints are read from the Express router stack, so a new endpoint is covered at once.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkRegistration,
  checkRequest,
  checkStaffUser,
  checkStaffUserChange,
  MESSAGES,
  REPORT_CATEGORIES,
  REPORT_REASON_MAX_LENGTH,
  reviewInputErrors,
  USER_ROLE_ID,
} from '@poct/schemas';
import { apiRoutes, storeState as storeStateOf } from '../support/router-stack.ts';
import { DEMO_PUBLIC_POST_ID } from '../../src/demo/index.ts';
import { reviewIdOf } from '../../src/content/reviews/review-document.ts';
import { DEMO_USERS, startTestServer, type TestServer } from '../support/test-server.ts';
import { expectWireError } from '../support/wire-error.ts';
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandin,
  type StripeStandin,
} from '../support/stripe-standin.ts';

let server: TestServer;
let standin: StripeStandin;
let token: string;

beforeAll(async () => {
  // Payments configured (against the Stripe stand-in), so their endpoints get past "not configured".
  standin = await startStripeStandin();
  server = await startTestServer({
    demoProducts: 10,
    stripeSecretKey: STANDIN_SECRET_KEY,
    stripeWebhookSecret: STANDIN_WEBHOOK_SECRET,
    stripeApiBase: standin.url,
  });
  token = await server.login('superadmin');
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
});

interface Endpoint {
  method: string;
  path: string;
}

/** Every route under /api, each parameter filled with an id that names nothing. */
function endpoints(): Endpoint[] {
  return apiRoutes(server).map(({ method, path }) => ({ method, path: path.replace(/:\w+/g, 'no-such-id') }));
}

const GATEWAY: Endpoint[] = [
  { method: 'POST', path: '/db/catalogue_master/_bulk_docs' },
  { method: 'POST', path: '/db/favourites/_bulk_docs' },
  { method: 'POST', path: '/db/saved_comparisons/_bulk_docs' },
  { method: 'POST', path: '/db/watchlist/_bulk_docs' },
  { method: 'POST', path: '/db/alerts/_bulk_docs' },
];

/** Catalogue texts as patterns ({name} placeholders match anything). */
const CATALOGUE = Object.values(MESSAGES).flatMap((texts) =>
  Object.values(texts).map(
    (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`),
  ),
);
const fromCatalogue = (text: unknown): boolean =>
  typeof text === 'string' && CATALOGUE.some((pattern) => pattern.test(text));

interface BadBody {
  kind: string;
  body: Uint8Array;
  headers: Record<string, string>;
  /** Must be refused (4xx) wherever a body is read; otherwise only "no 5xx" holds. */
  malformed: boolean;
}

const json = { 'content-type': 'application/json' };
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

const badBodies: fc.Arbitrary<BadBody> = fc.oneof(
  fc
    .string({ unit: 'binary', maxLength: 200 })
    .filter((text) => {
      // An empty body is no body (body parsers treat it so), not malformed JSON.
      if (text.trim() === '') return false;
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    })
    .map((text) => ({ kind: 'malformed JSON', body: bytes(text), headers: json, malformed: true })),
  fc.integer({ min: 1_000, max: 20_000 }).map((depth) => ({
    kind: 'deeply nested',
    body: bytes(`{"docs":${'['.repeat(depth)}${']'.repeat(depth)}}`),
    headers: json,
    malformed: false,
  })),
  fc
    .jsonValue({ maxDepth: 4 })
    .filter((value) => !(value && typeof value === 'object' && 'password' in value))
    .map((value) => ({
      kind: 'wrongly typed',
      body: bytes(JSON.stringify({ docs: value, email: value, password: value, new_edits: value })),
      headers: json,
      malformed: false,
    })),
  fc.constantFrom<BadBody>(
    {
      kind: 'invalid UTF-8',
      body: new Uint8Array([
        0x7b, 0x22, 0x64, 0x6f, 0x63, 0x73, 0x22, 0x3a, 0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d, 0x7d,
      ]),
      headers: json,
      malformed: true,
    },
    {
      kind: 'UTF-16 with a BOM',
      body: new Uint8Array([0xff, 0xfe, ...Buffer.from('{"docs":[]}', 'utf16le')]),
      headers: json,
      malformed: true,
    },
    {
      kind: 'gzip claimed, not given',
      body: bytes('{"docs":[]}'),
      headers: { ...json, 'content-encoding': 'gzip' },
      malformed: true,
    },
    {
      kind: 'wrong content type',
      body: bytes('{"docs":[{"_id":"x"}]}'),
      headers: { 'content-type': 'text/plain' },
      malformed: false,
    },
    {
      kind: 'oversized',
      body: bytes(`{"docs":[{"_id":"big","pad":"${'x'.repeat(4 * 1024 * 1024 + 10)}"}]}`),
      headers: json,
      malformed: true,
    },
  ),
);

const storeState = () => storeStateOf(server);

async function send(endpoint: Endpoint, bad: BadBody, withToken: boolean, as = token): Promise<Response> {
  return fetch(`${server.url}${endpoint.path}`, {
    method: endpoint.method,
    headers: {
      ...bad.headers,
      'accept-language': 'de',
      ...(withToken ? { authorization: `Bearer ${as}` } : {}),
    },
    // GET and HEAD carry no body; they still get the odd headers.
    body: ['GET', 'HEAD'].includes(endpoint.method) ? null : bad.body,
    signal: AbortSignal.timeout(15_000),
  });
}

async function judge(endpoint: Endpoint, bad: BadBody, response: Response, strict: boolean): Promise<void> {
  const what = `${endpoint.method} ${endpoint.path} with ${bad.kind}: ${response.status}`;
  expect(response.status, what).toBeLessThan(500);
  if (strict) expect(response.status, what).toBeGreaterThanOrEqual(400);
  if (response.status >= 400) {
    const answer = (await response.json()) as { statusCode: unknown; message: unknown };
    expect(answer.statusCode, what).toBe(response.status);
    expect(fromCatalogue(answer.message), `${what} says ${String(answer.message)}`).toBe(true);
    expectWireError(answer, 'de', what);
  } else await response.body?.cancel();
}

describe('bad input', () => {
  it('finds the REST endpoints in the router stack', () => {
    const found = endpoints().map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'GET /api/auth/me',
        'GET /api/health',
        'POST /api/payments/checkout',
        'POST /api/payments/fulfil',
        'POST /api/payments/webhook',
        'GET /api/orders',
        'GET /api/ads/no-such-id',
        'GET /api/ads/click/no-such-id',
        'GET /api/ads/statistics/no-such-id',
        'POST /api/catalogue-import/dry-run',
        'POST /api/catalogue-import/batches/no-such-id/apply',
        'POST /api/catalogue-import/batches/no-such-id/undo',
        'POST /api/account/data-export',
        'GET /api/account/data-export/archive',
        'POST /api/account/deletion',
      ]),
    );
  });

  it('refuses every bad body at the checkout, fulfilment and webhook endpoints, and stores nothing', async () => {
    const payments = endpoints().filter((endpoint) => endpoint.path.startsWith('/api/payments/'));
    const before = await storeState();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...payments),
        badBodies,
        fc.boolean(),
        async (endpoint, bad, withToken) => {
          const reads = !['GET', 'HEAD'].includes(endpoint.method);
          const response = await send(endpoint, bad, withToken);
          // Without a token the signed-in endpoints answer 401 before reading; the webhook never passes.
          await judge(
            endpoint,
            bad,
            response,
            reads && (bad.malformed || endpoint.path.endsWith('/webhook')),
          );
        },
      ),
      { numRuns: 80 },
    );
    expect(await storeState()).toEqual(before);
    // None of them reached Stripe with a bad body.
    expect(standin.requests).toEqual([]);
  });

  it('never answers a REST endpoint with a 5xx, a hang or a text outside the catalogue, and leaves the store unchanged', async () => {
    const all = endpoints();
    const before = await storeState();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), badBodies, fc.boolean(), async (endpoint, bad, withToken) => {
        // A token sent to logout would end the session this test signs in with.
        const useToken = withToken && !endpoint.path.endsWith('/logout');
        const reads = !['GET', 'HEAD'].includes(endpoint.method);
        await judge(endpoint, bad, await send(endpoint, bad, useToken), reads && bad.malformed);
      }),
      { numRuns: 150 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses every bad body at _bulk_docs with a 4xx in the catalogue, and stores nothing', async () => {
    const before = await storeState();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...GATEWAY), badBodies, async (endpoint, bad) => {
        const response = await send(endpoint, bad, true);
        if (response.status === 201) {
          // A body the gateway could read as a batch: each document is refused on its own.
          const results = (await response.json()) as Array<{ ok?: boolean; error?: string; reason?: string }>;
          for (const result of results) {
            expect(result.ok).toBeUndefined();
            expect(fromCatalogue(result.reason)).toBe(true);
          }
          expect(bad.malformed).toBe(false);
          return;
        }
        await judge(endpoint, bad, response, true);
      }),
      { numRuns: 120 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses review and moderation bodies that are almost right with a 4xx in the catalogue, and stores nothing', async () => {
    // A real product, a review of it and a report of it, so the bodies reach the field checks.
    const put = (review: unknown) =>
      fetch(`${server.url}/api/reviews/own/prod-00001`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify(review),
      });
    const valid = { overall: 4, handling: 4, performance: 4, service: 4, declared_independent: true };
    const first = await put(valid);
    expect(first.status, await first.clone().text()).toBeLessThan(300);
    const { id } = (await (await put(valid)).json()) as { id: string };
    const before = await storeState();
    const score = fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double(), fc.string(), fc.constant(null));
    const reviewBodies = fc
      .record(
        {
          overall: score,
          handling: score,
          performance: score,
          service: score,
          comment: fc.oneof(fc.string(), fc.integer(), fc.string({ minLength: 20_001, maxLength: 20_010 })),
          declared_independent: fc.oneof(fc.boolean(), fc.constant('true'), fc.constant(1)),
          author_id: fc.constant('user-verified'),
          status: fc.constantFrom('published', 'rejected'),
        },
        { requiredKeys: [] },
      )
      .filter((body) => reviewInputErrors(body).length > 0);
    const reasons = fc
      .oneof(
        fc.jsonValue({ maxDepth: 2 }),
        fc.constant('   '),
        fc.string({ minLength: REPORT_REASON_MAX_LENGTH + 1, maxLength: REPORT_REASON_MAX_LENGTH + 5 }),
      )
      .filter((reason) => typeof reason !== 'string' || !reason.trim() || reason.trim().length > 1000)
      .map((reason) => ({ reason }));
    const calls = fc.oneof(
      reviewBodies.map((body) => ({ method: 'PUT', path: '/api/reviews/own/prod-00001', body })),
      reasons.map((body) => ({ method: 'POST', path: `/api/moderation/review/${id}/report`, body })),
      reasons.map((body) => ({ method: 'POST', path: `/api/moderation/review/${id}/reject`, body })),
      reasons.map((body) => ({ method: 'POST', path: `/api/moderation/review/${id}/objection`, body })),
      fc
        .oneof(fc.jsonValue({ maxDepth: 1 }), fc.constant('Law'))
        .filter((ground) => ground !== 'law' && ground !== 'terms' && ground !== undefined)
        .map((ground) => ({
          method: 'POST',
          path: `/api/moderation/review/${id}/reject`,
          body: { reason: 'Werbung', ground },
        })),
    );
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        const bad: BadBody = {
          kind: 'almost right',
          body: bytes(JSON.stringify(call.body)),
          headers: json,
          malformed: true,
        };
        const endpoint = { method: call.method, path: call.path };
        await judge(endpoint, bad, await send(endpoint, bad, true), true);
      }),
      { numRuns: 120 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses report bodies that are almost right, from a guest and a reader, with a 4xx in the catalogue, and stores nothing', async () => {
    const before = await storeState();
    const valid = { category: 'other', reason: 'Falsche Angaben', good_faith: true };
    const broken = fc.oneof(
      fc
        .jsonValue({ maxDepth: 1 })
        .filter((value) => value !== true)
        .map((good_faith) => ({ ...valid, good_faith })),
      fc.constant({ category: 'other', reason: 'Falsche Angaben' }),
      fc
        .oneof(fc.jsonValue({ maxDepth: 1 }), fc.constantFrom('OTHER', 'illegal ', 'spam'))
        .filter((category) => !(REPORT_CATEGORIES as readonly unknown[]).includes(category))
        .map((category) => ({ ...valid, category })),
      fc
        .oneof(fc.constantFrom('a@b', 'kein-at', 'x@y.z z', '@example.org'), fc.integer())
        .map((email) => ({ ...valid, email })),
      fc.string({ minLength: 201, maxLength: 205 }).map((name) => ({ ...valid, name: `x${name}` })),
      fc.string({ minLength: 2001, maxLength: 2005 }).map((location) => ({ ...valid, location })),
      fc.constant({ ...valid, by: 'user-superadmin' }),
    );
    const calls = fc.record({
      body: broken,
      guest: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(calls, async ({ body, guest }) => {
        const bad: BadBody = {
          kind: 'almost right',
          body: bytes(JSON.stringify(body)),
          headers: json,
          malformed: true,
        };
        const endpoint = {
          method: 'POST',
          path: guest
            ? `/api/moderation/post/${DEMO_PUBLIC_POST_ID}/report`
            : `/api/moderation/review/${reviewIdOf('user-verified', 'prod-00001')}/report`,
        };
        const response = await send(endpoint, bad, !guest);
        expect(response.status).toBe(400);
        await judge(endpoint, bad, response, true);
      }),
      { numRuns: 80 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses my-data and account-deletion bodies that are almost right with a 4xx in the catalogue, and starts or closes nothing', async () => {
    const before = await storeState();
    const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
      minKeys: 1,
      maxKeys: 3,
    });
    const languages = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }).filter((value) => value !== 'de' && value !== 'en'),
      fc.constantFrom('DE', 'de ', 'fr', ''),
    );
    const passwords = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value !== 'string'),
      fc.constant(''),
      fc.string({ minLength: 1025, maxLength: 1030 }),
      // A text that is not the password: refused on the field (or 429 once the guesses add up).
      fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text !== 'demo-password'),
    );
    const calls = fc.oneof(
      languages.map((language) => ({ path: '/api/account/data-export', body: { language } as unknown })),
      fc.record({ language: fc.constant('de') }).chain((body) =>
        extra.map((more) => ({
          path: '/api/account/data-export',
          body: { ...more, ...body, extra: 1 } as unknown,
        })),
      ),
      passwords.map((password) => ({ path: '/api/account/deletion', body: { password } as unknown })),
      extra.map((more) => ({
        path: '/api/account/deletion',
        body: { ...more, password: 'x', more: 1 } as unknown,
      })),
    );
    await fc.assert(
      fc.asyncProperty(calls, async (call) => {
        const bad: BadBody = {
          kind: 'almost right',
          body: bytes(JSON.stringify(call.body)),
          headers: json,
          malformed: true,
        };
        const endpoint = { method: 'POST', path: call.path };
        await judge(endpoint, bad, await send(endpoint, bad, true), true);
      }),
      { numRuns: 80 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses registration, profile and user bodies that are almost right with a 4xx in the catalogue, and stores nothing', async () => {
    const users = (await (await server.api('/api/users', { token })).json()) as {
      users: Array<{ id: string; email: string }>;
    };
    const free = users.users.find((user) => user.email === DEMO_USERS.free)!;
    const person = {
      username: 'anna',
      email: 'anna@firma.example',
      email_confirm: 'anna@firma.example',
      password: 'correct horse',
      password_confirm: 'correct horse',
      first_name: 'Anna',
      last_name: 'Berg',
      language: 'de',
    };
    const bodies: Array<[Endpoint, Record<string, unknown>]> = [
      [
        { method: 'POST', path: '/api/account/register' },
        { ...person, user_type: 'commercial', company: 'Firma GmbH', accept_terms: true, newsletter: false },
      ],
      [
        { method: 'PATCH', path: '/api/account/profile' },
        { first_name: 'Anna', opt_newsletter: true },
      ],
      [
        { method: 'POST', path: '/api/users' },
        { ...person, user_type: 'hcp', role_id: USER_ROLE_ID, premium: true },
      ],
      [
        { method: 'PATCH', path: `/api/users/${free.id}` },
        { last_name: 'Berg', premium_until: '2099-12-31T23:59:59.000Z' },
      ],
    ];
    // The bodies themselves pass, so each refusal is the change's.
    const checks = [
      checkRegistration,
      (body: unknown) => checkRequest('profile', body),
      checkStaffUser,
      checkStaffUserChange,
    ];
    bodies.forEach(([, body], i) => expect(checks[i]!(body).ok).toBe(true));
    const before = await storeState();
    const wrongFor = (value: unknown) =>
      typeof value === 'string'
        ? fc.oneof(fc.integer(), fc.constant([value]), fc.constant({ value }))
        : fc.oneof(fc.string({ minLength: 1 }), fc.integer(), fc.constant([value]));
    const calls = fc.constantFrom(...bodies).chain(([endpoint, body]) => {
      const field = fc.constantFrom(...Object.keys(body));
      return fc
        .oneof(
          field.chain((name) => wrongFor(body[name]).map((wrong) => ({ ...body, [name]: wrong }))),
          field.map((name) => ({ ...body, [name]: 'x'.repeat(20_000) })),
          fc.constant([body]),
          fc
            .string({ minLength: 1, maxLength: 8 })
            .filter((name) => !(name in body))
            .map((name) => ({ ...body, [name]: 1 })),
        )
        .map((sent) => ({ endpoint, sent }));
    });
    await fc.assert(
      fc.asyncProperty(calls, async ({ endpoint, sent }) => {
        const bad: BadBody = {
          kind: 'almost right',
          body: bytes(JSON.stringify(sent)),
          headers: json,
          malformed: true,
        };
        await judge(endpoint, bad, await send(endpoint, bad, true), true);
      }),
      { numRuns: 120 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses link, password, verification, role, record and forum bodies of the wrong shape with their own text, and changes nothing', async () => {
    const roles = (await (await server.api('/api/roles', { token })).json()) as {
      roles: Array<{ id: string; hierarchy: number }>;
    };
    const role = roles.roles.find((one) => one.id === USER_ROLE_ID)!;
    const plans = (await (await server.api('/api/admin/plans', { token })).json()) as
      Array<{ id: string }> | { items?: Array<{ id: string }>; plans?: Array<{ id: string }> };
    const plan = (Array.isArray(plans) ? plans : (plans.items ?? plans.plans ?? []))[0]!;
    expect(plan, 'a plan to change').toBeDefined();
    // The forum takes posts from verified premium users only.
    const author = await server.login('verified');
    const before = await storeState();
    const notText = fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value !== 'string');
    const notObject = fc.oneof(fc.constant([]), fc.array(fc.jsonValue({ maxDepth: 1 }), { minLength: 1 }));
    const passwords = { password: 'a new password', password_confirm: 'a new password' };
    const link = 'A'.repeat(43);
    type Call = { method: string; path: string; body: unknown; status: number; key: string; as?: string };
    const call = (method: string, path: string, status: number, key: string) => (body: unknown) =>
      ({ method, path, body, status, key }) as Call;
    const thread = 'thread-0b7f8c1e-4a2d-4c1e-9f3a-2b6d8e0a1c5f';
    const post = { topic_id: 'no-such-topic', subject: 'CRP', body: 'Which device?' };
    const calls = fc.oneof(
      fc
        .oneof(
          notText.map((wrong) => ({ token: wrong })),
          notObject,
        )
        .map(call('POST', '/api/account/verify-email', 400, 'error.verify_failed')),
      fc
        .oneof(
          notText.map((wrong) => ({ ...passwords, token: wrong })),
          fc.constant(passwords),
        )
        .map(call('POST', '/api/account/reset-password', 400, 'error.reset_link_expired')),
      notText
        .map((wrong) => ({ token: link, password: wrong, password_confirm: 'x' }))
        .map(call('POST', '/api/account/reset-password', 400, 'validation.required')),
      // A current password that is no text is no guess: not counted, not recorded.
      fc
        .oneof(
          notText.map((wrong) => ({ ...passwords, current_password: wrong })),
          notObject,
        )
        .map(call('POST', '/api/account/password', 400, 'validation.required')),
      fc
        .constantFrom(
          ['doctor_id', 'validation.doctor_id'],
          ['doctor_id_type', 'validation.select'],
          ['institution', 'validation.required'],
          ['confirm_professional', 'validation.hcp_confirmation'],
        )
        .chain(([field, key]) =>
          fc
            .oneof(fc.integer(), fc.constant([]), fc.constant({}), fc.constant(null))
            // A doctor ID of null is none given, as an empty one.
            .filter((wrong) => !(field === 'doctor_id' && wrong === null))
            .map((wrong) =>
              call(
                'POST',
                '/api/account/verification-request',
                400,
                key,
              )({
                institution: 'Klinik',
                confirm_professional: true,
                [field]: wrong,
              }),
            ),
        ),
      fc
        .oneof(
          notText
            .filter((wrong) => !Array.isArray(wrong) || wrong.length === 0)
            .map((wrong) => ({ permissions: wrong })),
          notObject,
        )
        .map(call('POST', '/api/roles', 422, 'error.422.role_permission')),
      notText
        .map((wrong) => ({ name: wrong, description: '', permissions: ['posts-read'], hierarchy: 60 }))
        .map(call('POST', '/api/roles', 400, 'validation.required')),
      notText
        .map((wrong) => ({
          name: 'User',
          description: '',
          permissions: ['posts-read'],
          hierarchy: role.hierarchy,
          updated_at: wrong,
        }))
        .map(call('PUT', `/api/roles/${role.id}`, 400, 'error.400')),
      fc
        .oneof(
          notText.map((wrong) => ({ token: wrong })),
          notObject,
        )
        .map(call('POST', '/api/demo/bookings/cancel', 404, 'error.demo.cancel_link')),
      fc
        .oneof(
          notText.map((wrong) => ({ name: 'Changed', rev: wrong })),
          notObject,
        )
        .map(call('PUT', `/api/admin/plans/${plan.id}`, 409, 'error.409.changed')),
    );
    const forum = fc
      .oneof(
        notText.map((wrong) => call('POST', '/api/forum/threads', 400, 'error.400')({ ...post, id: wrong })),
        fc
          .constantFrom('subject', 'body', 'topic_id')
          .chain((field) => notText.map((wrong) => ({ ...post, id: thread, [field]: wrong })))
          .map(call('POST', '/api/forum/threads', 400, 'error.400')),
        fc
          .constantFrom('thread_id', 'body')
          .chain((field) =>
            notText.map((wrong) => ({ id: `${thread}:c1`, thread_id: thread, body: 'Yes', [field]: wrong })),
          )
          .map(call('POST', '/api/forum/comments', 400, 'error.400')),
      )
      .map((sent) => ({ ...sent, as: author }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(calls, forum), async (sent) => {
        const bad: BadBody = {
          kind: `wrong shape ${JSON.stringify(sent.body)}`,
          body: bytes(JSON.stringify(sent.body)),
          headers: json,
          malformed: true,
        };
        const endpoint = { method: sent.method, path: sent.path };
        const response = await send(endpoint, bad, true, sent.as);
        const what = `${sent.method} ${sent.path} with ${bad.kind}`;
        expect(response.status, what).toBe(sent.status);
        const answer = (await response.clone().json()) as { key: string; errors?: Array<{ key: string }> };
        expect(answer.errors?.[0]?.key ?? answer.key, what).toBe(sent.key);
        await judge(endpoint, bad, response, true);
      }),
      { numRuns: 150 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('answers every odd import file with a catalogue text or a report, never a 5xx, and stores nothing', async () => {
    // Rows under the template's header always lack a product name, so no file here plans a batch.
    const header = 'Produktname;Hersteller;Preis min (EUR netto);Preisstand;Test;Probenvolumen (µl)';
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.constantFrom('1.770,50', '=1+1', '"', '\r', 'ja', '31.02.2025'),
    );
    const files = fc.oneof(
      fc.uint8Array({ maxLength: 400 }),
      fc
        .array(fc.array(cell, { minLength: 5, maxLength: 5 }), { maxLength: 5 })
        .map((rows) => bytes([header, ...rows.map((row) => [';', ...row].join(';'))].join('\r\n'))),
      fc.jsonValue({ maxDepth: 3 }).map((value) => bytes(JSON.stringify(value))),
      fc
        .jsonValue({ maxDepth: 2 })
        .map((entry) => bytes(JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry }))),
      fc.uint8Array({ maxLength: 200 }).map((tail) => new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...tail])),
    );
    const before = await storeState();
    await fc.assert(
      fc.asyncProperty(files, async (file) => {
        const response = await fetch(`${server.url}/api/catalogue-import/dry-run?file_name=x`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'accept-language': 'de',
            'content-type': 'application/octet-stream',
          },
          body: file,
          signal: AbortSignal.timeout(15_000),
        });
        const endpoint = { method: 'POST', path: '/api/catalogue-import/dry-run' };
        const bad: BadBody = { kind: 'odd import file', body: file, headers: {}, malformed: false };
        await judge(endpoint, bad, response, false);
      }),
      { numRuns: 100 },
    );
    expect(await storeState()).toEqual(before);
  });

  it('refuses duplicate JSON keys at _bulk_docs', async () => {
    const before = await storeState();
    const body = bytes('{"docs":[{"_id":"dup","_id":"other","name":"x"}]}');
    const response = await send(
      GATEWAY[0]!,
      { kind: 'duplicate keys', body, headers: json, malformed: true },
      true,
    );
    expect(response.status).toBe(400);
    expect(fromCatalogue(((await response.json()) as { message: string }).message)).toBe(true);
    expect(await storeState()).toEqual(before);
  });
});
