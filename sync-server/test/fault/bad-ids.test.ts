// The one rule for ids, as property tests: every route parameter the router stack exposes, and
// every id field of a body, is sent store paths (`_all_docs`, `_design/x`, `_security`), dot
// segments in every encoding (`.`, `..`, `%2e`, `%2E%2e`), control characters, over-long and
// non-ASCII ids, by callers who may use the route (so no permission check hides a hole). The
// answer is a 400 (404 for a parameter that names no record, such as an unknown kind) with the
// catalogue's text in the request's language, never a 5xx, never the store's metadata, and the
// store is unchanged. Paths go out byte for byte (node:http), as an attacker would send them,
// not normalised as fetch() would.
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDocumentId, MESSAGES, type Locale } from '@poct/schemas';
import { apiRoutes, storeState, type ApiRoute } from '../support/router-stack.ts';
import { startTestServer, type DemoUser, type TestServer } from '../support/test-server.ts';
import { expectWireError } from '../support/wire-error.ts';
import {
  STANDIN_SECRET_KEY,
  STANDIN_WEBHOOK_SECRET,
  startStripeStandin,
  type StripeStandin,
} from '../support/stripe-standin.ts';
import { quotation } from '../support/quotation.ts';

let server: TestServer;
let standin: StripeStandin;
const tokens = new Map<DemoUser, string>();

beforeAll(async () => {
  standin = await startStripeStandin();
  server = await startTestServer({
    demoProducts: 5,
    postsReadsPerIp: 1_000_000,
    stripeSecretKey: STANDIN_SECRET_KEY,
    stripeWebhookSecret: STANDIN_WEBHOOK_SECRET,
    stripeApiBase: standin.url,
  });
  // Signed in before any store state is compared (a sign-in writes a session).
  for (const user of ['superadmin', 'verified', 'premium', 'free'] as const)
    tokens.set(user, await server.login(user));
});
afterAll(async () => {
  await server?.close();
  await standin?.close();
});

/**
 * Route parameters that name no record, each with a value that passes it: they are refused by
 * their own rule (a moderated kind, a banner type, a signed click token), not the id rule.
 */
const NOT_IDS: Readonly<Record<string, string>> = {
  kind: 'review',
  slot: 'leaderboard',
  token: 'no-such-token',
};

/** Raw path segments that are no id of any collection, in the encodings an attacker tries. */
const BAD_SEGMENTS = [
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%2E%2e',
  '.%2E',
  '%2e.',
  '%252e%252e',
  '_all_docs',
  '%5Fall_docs',
  '_design%2Fx',
  '_design',
  '_security',
  '_changes',
  '_local%2Fx',
  '_users',
  '%00',
  'a%0Ab',
  'a%09b',
  'a%7Fb',
  '%20',
  'a%2F..%2Fb',
  'x'.repeat(101),
  'x'.repeat(1000),
  '%E2%80%AE',
  '%EF%BB%BFbom',
  'pr%C3%B6dukt',
  'zero%E2%80%8Bwidth',
  '%C0%AE',
  '-leading-dash',
];

/** Characters ids are made of, and the ones that break them. */
const idUnits = fc.constantFrom(
  ...'aZ09-_.:',
  '.',
  '_',
  '/',
  '\\',
  '%',
  '\u0000',
  '\n',
  ' ',
  'ö',
  '\u202e',
  '?',
  '#',
);
const badIds = fc
  .string({ unit: idUnits, minLength: 1, maxLength: 12 })
  .filter((id) => !isDocumentId(id))
  .map(encodeURIComponent);

/** Words that only the store's own answers hold: none of them is ever answered as a record. */
const STORE_METADATA =
  /"(db_name|update_seq|couchdb|doc_count|doc_del_count|total_rows|last_seq|purge_seq)"|_design/;

const LOCALES: Locale[] = ['de', 'en'];
/** The catalogue's texts in `locale` as patterns ({name} placeholders match anything). */
const catalogueIn = (locale: Locale): RegExp[] =>
  Object.values(MESSAGES).map(
    (texts) =>
      new RegExp(`^${texts[locale].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`),
  );
const CATALOGUE = { de: catalogueIn('de'), en: catalogueIn('en') };
const inCatalogue = (text: unknown, locale: Locale): boolean =>
  typeof text === 'string' && CATALOGUE[locale].some((pattern) => pattern.test(text));

interface Answer {
  status: number;
  text: string;
}

/** One request with `path` exactly as given (no dot-segment resolution, no re-encoding). */
async function raw(
  method: string,
  path: string,
  user: DemoUser,
  locale: Locale,
  body?: unknown,
): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  const token = tokens.get(user)!;
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-language': locale,
          ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${path} hung`)));
    request.end(payload);
  });
}

/** `plain`: a 400 says the catalogue's bad request (a body's field error says its field's text). */
function judge(what: string, answer: Answer, locale: Locale, statuses: number[], plain = false): void {
  expect(answer.status, `${what}: ${answer.status} ${answer.text.slice(0, 200)}`).toBeLessThan(500);
  expect(statuses, `${what}: ${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status);
  expect(answer.text, what).not.toMatch(STORE_METADATA);
  const body = JSON.parse(answer.text) as { statusCode: unknown; message: unknown };
  const { statusCode, message } = body;
  expect(statusCode, what).toBe(answer.status);
  expect(inCatalogue(message, locale), `${what} says ${String(message)}`).toBe(true);
  expectWireError(body, locale, what);
  if (plain && answer.status === 400) expect(message, what).toBe(MESSAGES['error.400'][locale]);
}

/** The route with `name` set to `segment` and every other parameter to a value that passes. */
function pathWith(route: ApiRoute, name: string, segment: string): string {
  return route.path.replace(/:(\w+)/g, (_match, param: string) =>
    param === name ? segment : (NOT_IDS[param] ?? 'no-such-id'),
  );
}

/** Callers for whom no permission or tier check comes before the id. */
const CALLERS: DemoUser[] = ['superadmin', 'verified'];

function parameterised(): Array<{ route: ApiRoute; param: string }> {
  return apiRoutes(server).flatMap((route) => route.params.map((param) => ({ route, param })));
}

describe('one rule for ids', () => {
  it('checks every route parameter that names a record through the one id check, before the route', () => {
    const found = parameterised();
    expect(found.length).toBeGreaterThan(20);
    const unchecked = found
      .filter(({ route, param }) => !(param in NOT_IDS) && !route.checkedParams.includes(param))
      .map(({ route, param }) => `${route.method} ${route.path} :${param}`);
    expect(unchecked).toEqual([]);
  });

  it('refuses every bad id in every route parameter with a 400 in the catalogue, in German and English, and changes nothing', async () => {
    const before = await storeState(server);
    for (const { route, param } of parameterised()) {
      for (const segment of BAD_SEGMENTS) {
        for (const [index, locale] of LOCALES.entries()) {
          const caller = CALLERS[index]!;
          const path = pathWith(route, param, segment);
          const answer = await raw(
            route.method,
            path,
            caller,
            locale,
            route.method === 'GET' ? undefined : {},
          );
          // A kind, banner type or click token that is no such thing names nothing there.
          judge(
            `${route.method} ${path} as ${caller}`,
            answer,
            locale,
            param in NOT_IDS ? [400, 404] : [400],
            true,
          );
        }
      }
    }
    expect(await storeState(server)).toEqual(before);
  });

  it('refuses generated bad ids in every route parameter, and changes nothing', async () => {
    const before = await storeState(server);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...parameterised()),
        badIds,
        fc.constantFrom(...LOCALES),
        fc.constantFrom(...CALLERS),
        async ({ route, param }, segment, locale, caller) => {
          const path = pathWith(route, param, segment);
          const answer = await raw(
            route.method,
            path,
            caller,
            locale,
            route.method === 'GET' ? undefined : {},
          );
          judge(`${route.method} ${path}`, answer, locale, param in NOT_IDS ? [400, 404] : [400], true);
        },
      ),
      { numRuns: 300 },
    );
    expect(await storeState(server)).toEqual(before);
  });
});

/**
 * Every id field of a body: the request that carries it, made valid in every other field, so
 * `control` (an id of the right shape that names nothing) is answered past the body's other
 * checks and a bad id in its place meets the id rule alone.
 */
interface BodyIdField {
  name: string;
  caller: DemoUser;
  method: string;
  path: (id: string) => string;
  body: (id: string) => unknown;
  control: string;
  controlStatus: number;
}

const THREAD = 't-00000000-0000-4000-8000-000000000001';

const BODY_ID_FIELDS: BodyIdField[] = [
  {
    name: 'forum thread id',
    caller: 'verified',
    method: 'POST',
    path: () => '/api/forum/threads',
    body: (id) => ({ id, topic_id: 'no-such-topic', subject: 'Frage', body: 'Text' }),
    control: THREAD,
    controlStatus: 404,
  },
  {
    name: 'forum thread topic_id',
    caller: 'verified',
    method: 'POST',
    path: () => '/api/forum/threads',
    body: (id) => ({ id: THREAD, topic_id: id, subject: 'Frage', body: 'Text' }),
    control: 'no-such-topic',
    controlStatus: 404,
  },
  {
    name: 'forum comment thread_id',
    caller: 'verified',
    method: 'POST',
    path: () => '/api/forum/comments',
    body: (id) => ({ id: `${id}:c-00000001`, thread_id: id, body: 'Text' }),
    control: THREAD,
    controlStatus: 404,
  },
  {
    name: 'quotation product_id',
    caller: 'premium',
    method: 'POST',
    path: () => '/api/quotations',
    body: (id) => ({ ...quotation('00000000-0000-4000-8000-000000000002'), product_id: id }),
    control: 'no-such-product',
    controlStatus: 404,
  },
  {
    name: 'checkout plan_id',
    caller: 'free',
    method: 'POST',
    path: () => '/api/payments/checkout',
    body: (id) => ({ plan_id: id }),
    control: 'no-such-plan',
    controlStatus: 404,
  },
  {
    name: 'plan request plan_id',
    caller: 'free',
    method: 'POST',
    path: () => '/api/payments/requests',
    body: (id) => ({ plan_id: id, message: 'Bitte ein Angebot.' }),
    control: 'no-such-plan',
    controlStatus: 404,
  },
  {
    name: 'fulfilment session_id',
    caller: 'free',
    method: 'POST',
    path: () => '/api/payments/fulfil',
    body: (id) => ({ session_id: id }),
    control: 'cs_test_nosuchsession',
    controlStatus: 422,
  },
  {
    name: 'sub-topic parent_id',
    caller: 'superadmin',
    method: 'POST',
    path: () => '/api/admin/forum-sub-topics',
    body: (id) => ({ name: { de: 'X', en: 'X' }, description: { de: 'X', en: 'X' }, parent_id: id }),
    control: 'no-such-topic',
    controlStatus: 400,
  },
  {
    name: 'user role_id',
    caller: 'superadmin',
    method: 'PATCH',
    path: () => '/api/users/user-free',
    body: (id) => ({ role_id: id }),
    control: 'no-such-role',
    controlStatus: 404,
  },
  {
    name: 'document history doc_id',
    caller: 'superadmin',
    method: 'GET',
    path: (id) => `/api/audit/documents?doc_id=${id}`,
    body: () => undefined,
    control: 'no-such-product',
    controlStatus: 200,
  },
];

/** Bad ids as they stand in a JSON body (decoded), and the encoded ones for the query string. */
const BAD_BODY_IDS = [
  '.',
  '..',
  '_all_docs',
  '_design/x',
  '_security',
  '_local/x',
  '',
  '\u0000',
  'a\nb',
  ' ',
  // Trimmed, these would be well formed: an id is checked as it came.
  'a\n',
  ' a',
  'a\t',
  'a/../b',
  '%2e%2e',
  'x'.repeat(1000),
  '\u202e',
  'pr\u00f6dukt',
];

describe('one rule for ids in bodies', () => {
  it('answers each id field past the body’s other checks when the id is well formed', async () => {
    for (const field of BODY_ID_FIELDS) {
      const answer = await raw(
        field.method,
        field.path(field.control),
        field.caller,
        'en',
        field.body(field.control),
      );
      expect(answer.status, `${field.name}: ${answer.text}`).toBe(field.controlStatus);
    }
  });

  it('refuses every bad id in every id field with a 400 in the catalogue, and changes nothing', async () => {
    const before = await storeState(server);
    const stripeCalls = standin.requests.length;
    const cases = fc.tuple(
      fc.constantFrom(...BODY_ID_FIELDS),
      fc.oneof(
        fc.constantFrom(...BAD_BODY_IDS),
        fc.string({ unit: idUnits, minLength: 1, maxLength: 12 }).filter((id) => !isDocumentId(id)),
      ),
      fc.constantFrom(...LOCALES),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ([field, id, locale]) => {
        const inPath = field.path(encodeURIComponent(id));
        const answer = await raw(field.method, inPath, field.caller, locale, field.body(id));
        judge(`${field.name} ${JSON.stringify(id.slice(0, 20))}`, answer, locale, [400]);
      }),
      { numRuns: 250 },
    );
    for (const field of BODY_ID_FIELDS)
      for (const id of BAD_BODY_IDS) {
        const answer = await raw(
          field.method,
          field.path(encodeURIComponent(id)),
          field.caller,
          'de',
          field.body(id),
        );
        judge(`${field.name} ${JSON.stringify(id.slice(0, 20))}`, answer, 'de', [400]);
      }
    expect(await storeState(server)).toEqual(before);
    expect(standin.requests.length).toBe(stripeCalls);
  });
});
