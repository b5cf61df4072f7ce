// Saved comparisons: premium users push them to their own database through the gateway (schema
// and author checked, free callers refused), and a share link opens one for another premium
// reader only, with no hidden product, and only while the comparison and its secret exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message, newShareSecret, shareTokenOf, type Locale } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { expectWireError } from '../../../test/support/wire-error.ts';
import { userComparisonsDbName } from '../../platform/store/databases.ts';

let server: TestServer;
const tokens: Record<'premium' | 'verified' | 'free', string> = { premium: '', verified: '', free: '' };
let ownerId = '';
let hiddenProduct = '';
/** Two products the catalogue lists. */
let listed: string[] = [];

const ID = 'cmp-1b7e2c4a-5d1f-4e8a-9c3b-2f6d8a1e4b7c';
const SECRET = newShareSecret();

function comparison(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const at = new Date().toISOString();
  return {
    _id: ID,
    name: 'CRP für die Praxis',
    product_ids: ['prod-00001', 'prod-00002'],
    created_at: at,
    updated_at: at,
    updated_by: ownerId,
    ...fields,
  };
}

function push(token: string, docs: unknown[], locale: Locale = 'en'): Promise<Response> {
  return server.api('/db/saved_comparisons/_bulk_docs', {
    method: 'POST',
    token,
    headers: { 'accept-language': locale },
    json: { docs },
  });
}

async function stored(): Promise<Array<Record<string, unknown>>> {
  const db = userComparisonsDbName(ownerId);
  if (!(await server.store.info(db))) return [];
  return server.store.allDocs(db);
}

function resolve(token: string | undefined, share: string, locale: Locale = 'en'): Promise<Response> {
  return server.api(`/api/comparisons/shared/${encodeURIComponent(share)}`, {
    token,
    headers: { 'accept-language': locale },
  });
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 40 });
  for (const user of ['premium', 'verified', 'free'] as const) tokens[user] = await server.login(user);
  ownerId = ((await (await server.api('/api/auth/me', { token: tokens.premium })).json()) as { id: string })
    .id;
  const masters = await server.store.allDocs<{ _id: string; visible: boolean }>('catalogue_master');
  hiddenProduct = masters.find((doc) => doc.visible === false && !doc._id.startsWith('_'))!._id;
  await server.projector.idle();
  listed = masters
    .filter((doc) => doc.visible && !doc._id.startsWith('_'))
    .slice(0, 2)
    .map((doc) => doc._id);
});
afterAll(async () => {
  await server?.close();
});

describe('saving through the replication push', () => {
  it('refuses a free account with the catalogue text and stores nothing', async () => {
    const response = await push(tokens.free, [comparison()], 'de');
    expect(response.status).toBe(403);
    expectWireError(await response.json(), 'de', 'free push');
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['eleven products', { product_ids: Array.from({ length: 11 }, (_, i) => `prod-${i}`) }, 'error.400'],
    ['a blank name', { name: '   ' }, 'validation.required'],
    ['no name', { name: undefined }, 'validation.required'],
    ['an id of another shape', { _id: 'cmp-1' }, 'error.400'],
    ['a guessable share secret', { share_secret: 'abc' }, 'error.400'],
    ['an unknown field', { owner: 'someone' }, 'error.400'],
    ['another author', { updated_by: 'user-someone-else' }, 'error.403'],
  ])('refuses %s with its catalogue text and stores nothing', async (_what, fields, key) => {
    const response = await push(tokens.premium, [comparison(fields)], 'de');
    expect(response.status).toBe(201);
    const [result] = (await response.json()) as Array<{ ok?: boolean; error?: string; reason?: string }>;
    expect(result).toMatchObject({ error: 'forbidden', reason: message(key, 'de') });
    expect(await stored()).toEqual([]);
  });

  it('stores a premium user’s comparison in their own database, renamed and changed later', async () => {
    const first = (await (await push(tokens.premium, [comparison()])).json()) as Array<{
      ok: boolean;
      rev: string;
    }>;
    expect(first[0]).toMatchObject({ ok: true });
    const renamed = comparison({ _rev: first[0]!.rev, name: 'Neuer Name', product_ids: ['prod-00003'] });
    const second = (await (await push(tokens.premium, [renamed])).json()) as Array<{ ok: boolean }>;
    expect(second[0]).toMatchObject({ ok: true });
    expect(await stored()).toEqual([
      expect.objectContaining({ _id: ID, name: 'Neuer Name', product_ids: ['prod-00003'] }),
    ]);
    // Another user's pull sees none of it.
    const other = await server.api('/db/saved_comparisons/_all_docs?include_docs=true', {
      token: tokens.verified,
    });
    expect(await other.text()).not.toContain('Neuer Name');
  });
});

describe('a share link', () => {
  let share = '';
  beforeAll(async () => {
    const current = (await stored())[0]!;
    const shared = comparison({
      _rev: current._rev,
      name: 'Geteilter Vergleich',
      product_ids: [listed[1], hiddenProduct, listed[0]],
      share_secret: SECRET,
    });
    expect((await (await push(tokens.premium, [shared])).json()) as unknown[]).toEqual([
      expect.objectContaining({ ok: true }),
    ]);
    share = shareTokenOf({ ownerId, comparisonId: ID, secret: SECRET });
  });

  it('opens the comparison for another premium user, without the hidden product', async () => {
    const response = await resolve(tokens.verified, share);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      id: ID,
      name: 'Geteilter Vergleich',
      product_ids: [listed[1], listed[0]],
    });
    expect(JSON.stringify(body)).not.toContain(hiddenProduct);
    expect(JSON.stringify(body)).not.toContain(SECRET);
  });

  it('gives a free user and a guest no data', async () => {
    const free = await resolve(tokens.free, share, 'de');
    expect(free.status).toBe(403);
    const text = await free.text();
    expect(text).not.toContain('Geteilter Vergleich');
    for (const id of listed) expect(text).not.toContain(id);
    expectWireError(JSON.parse(text), 'de', 'free resolve');
    const guest = await resolve(undefined, share);
    expect(guest.status).toBe(401);
    expect(await guest.text()).not.toContain('Geteilter Vergleich');
  });

  it.each([
    ['a wrong secret', () => shareTokenOf({ ownerId, comparisonId: ID, secret: newShareSecret() })],
    [
      'an unknown comparison',
      () =>
        shareTokenOf({ ownerId, comparisonId: 'cmp-00000000-0000-4000-8000-000000000000', secret: SECRET }),
    ],
    ['an unknown owner', () => shareTokenOf({ ownerId: 'user-nobody', comparisonId: ID, secret: SECRET })],
    ['no token at all', () => 'no-such-token'],
  ])('answers 404 for %s', async (_what, tokenOf) => {
    const response = await resolve(tokens.verified, tokenOf(), 'de');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { key: string };
    expect(body.key).toBe('error.404.comparison');
    expectWireError(body, 'de', 'unknown share');
  });

  it('ends when the owner deletes the comparison', async () => {
    const current = (await stored())[0]!;
    const deleted = (await (
      await push(tokens.premium, [{ _id: ID, _rev: current._rev, _deleted: true }])
    ).json()) as unknown[];
    expect(deleted).toEqual([expect.objectContaining({ ok: true })]);
    const response = await resolve(tokens.verified, share);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Geteilter Vergleich');
  });
});
