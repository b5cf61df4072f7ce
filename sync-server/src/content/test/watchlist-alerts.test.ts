// Watchlists and their alerts against the real server and store: a premium user watches a product
// through the gateway, staff change it, and the projector's batch writes an alert into the user's
// own alerts database, saying what changed from what to what; a repeat writes nothing, users
// without premium get none, a hidden product's alerts leave, and a push may only mark one read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';
import { newPremiumUser } from '../../../test/support/held-feeds.ts';
import { putPlan, signInNewPremium } from '../../../test/support/premium-accounts.ts';
import { userAlertsDbName, userWatchlistDbName } from '../../platform/store/databases.ts';
import type { CouchDoc } from '../../platform/store/couch-client.ts';
import { createAlertWriter } from '../watchlist/alert-writer.ts';

let server: TestServer;
let watcher: { id: string; token: string };
let listed: string[] = [];

function push(token: string, db: 'watchlist' | 'alerts', docs: unknown[]): Promise<Response> {
  return server.api(`/db/${db}/_bulk_docs`, {
    method: 'POST',
    token,
    headers: { 'accept-language': 'de' },
    json: { docs },
  });
}

function watch(userId: string, productId: string): Record<string, unknown> {
  return { _id: productId, product_id: productId, created_at: new Date().toISOString(), updated_by: userId };
}

async function alertsOf(userId: string): Promise<CouchDoc[]> {
  const db = userAlertsDbName(userId);
  if (!(await server.store.info(db))) return [];
  return server.store.allDocs(db);
}

/** Staff change a product in the master; resolves when the projector has applied it. */
async function changeProduct(id: string, change: (doc: CouchDoc) => CouchDoc): Promise<void> {
  const doc = (await server.store.get('catalogue_master', id))!;
  await server.store.put('catalogue_master', { ...change(doc), updated_at: new Date().toISOString() });
  await server.projector.idle();
}

function withPrice(price: number) {
  return (doc: CouchDoc): CouchDoc => ({ ...doc, price: { ...(doc.price as object), default: price } });
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 20 });
  watcher = await newPremiumUser(server);
  await server.projector.idle();
  const shown = await server.store.allDocs<CouchDoc & { visible?: boolean }>('catalogue', { startkey: '`' });
  listed = shown.map((doc) => doc._id).slice(0, 4);
  const written = (await (
    await push(
      watcher.token,
      'watchlist',
      listed.map((id) => watch(watcher.id, id)),
    )
  ).json()) as Array<{
    ok?: boolean;
  }>;
  expect(written.every((result) => result.ok)).toBe(true);
});
afterAll(async () => {
  await server?.close();
});

describe('watching', () => {
  it('refuses a free account and a watch whose id is not its product', async () => {
    const free = await server.login('free');
    expect((await push(free, 'watchlist', [watch('user-free', listed[0]!)])).status).toBe(403);
    const [wrong] = (await (
      await push(watcher.token, 'watchlist', [{ ...watch(watcher.id, listed[0]!), _id: 'prod-other' }])
    ).json()) as Array<{ error?: string; reason?: string }>;
    expect(wrong).toMatchObject({ error: 'forbidden', reason: message('error.400', 'de') });
    const [author] = (await (
      await push(watcher.token, 'watchlist', [watch('user-someone-else', listed[1]!)])
    ).json()) as Array<{ error?: string }>;
    expect(author).toMatchObject({ error: 'forbidden' });
  });
});

describe('alerts', () => {
  it('writes an alert with the old and the new price when staff change a watched product', async () => {
    const product = listed[0]!;
    const before = (await server.store.get('catalogue', product))!;
    const old = (before.price as { default: number }).default;
    await changeProduct(product, withPrice(old + 123.5));
    const alerts = await alertsOf(watcher.id);
    expect(alerts).toEqual([
      expect.objectContaining({
        product_id: product,
        product_name: before.name,
        kind: 'changed',
        field: 'price',
        from: String(old),
        to: String(old + 123.5),
        read: false,
      }),
    ]);
    // The user pulls it through the gateway.
    const pulled = await server.api('/db/alerts/_all_docs?include_docs=true', { token: watcher.token });
    expect(pulled.status).toBe(200);
    expect(await pulled.text()).toContain(String(old + 123.5));
  });

  it('writes no second alert when the same batch is processed again', async () => {
    const product = listed[1]!;
    const before = (await server.store.get('catalogue', product))!;
    const after = { ...before, sub_products: [] };
    const writer = createAlertWriter({ store: server.store, accounts: server.auth.accounts });
    const write = { id: product, rev: '7-again', before, after };
    await writer.productsWritten([write]);
    const once = await alertsOf(watcher.id);
    await writer.productsWritten([write]);
    expect(await alertsOf(watcher.id)).toEqual(once);
    expect(once.filter((alert) => alert.product_id === product).length).toBeGreaterThan(0);
  });

  it('alerts a new publication with its signal and a safety notice with its authority', async () => {
    const product = listed[2]!;
    const at = new Date().toISOString();
    const link = {
      product_id: product,
      url: 'https://example.org/study',
      title: 'Studie zur Präzision',
      type: 'additional',
      category: 'red_laboratory_evaluation',
      abstract: { de: 'Kurz', en: 'Short' },
      signal: 'g',
      visible: true,
      published_at: '2026-01-01',
      created_at: at,
      updated_at: at,
      updated_by: 'user-staff',
    };
    await server.store.put('publications_master', { _id: 'link-watch-study', ...link });
    // A safety notice as the shared write rules want it (business-rules.ts safetyNoticeErrors).
    await server.store.put('publications_master', {
      _id: 'link-watch-notice',
      ...link,
      title: 'Rückruf Charge 42',
      type: 'safety_notice',
      category: 'manual_product_documentation',
      signal: 'r',
      authority: 'bfarm',
      reference: 'FSCA-2026-42',
    });
    await server.projector.idle();
    const alerts = (await alertsOf(watcher.id)).filter((alert) => alert.product_id === product);
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'publication', title: 'Studie zur Präzision', signal: 'g' }),
        expect.objectContaining({
          kind: 'safety_notice',
          title: 'Rückruf Charge 42',
          authority: 'bfarm',
          reference: 'FSCA-2026-42',
        }),
      ]),
    );
    expect(alerts).toHaveLength(2);
  });

  it('lets the user mark an alert read, and refuses any other change, a new alert or a deletion', async () => {
    const [alert] = await alertsOf(watcher.id);
    const read = { ...alert!, read: true, updated_at: new Date().toISOString() };
    const [ok] = (await (await push(watcher.token, 'alerts', [read])).json()) as Array<{
      ok?: boolean;
      rev: string;
    }>;
    expect(ok).toMatchObject({ ok: true });
    const current = { ...read, _rev: ok!.rev };
    for (const refused of [
      { ...current, to: '1' },
      { ...current, product_name: 'Anders' },
      { ...current, _deleted: true },
      { ...current, _id: 'alert-0000000000000000-000000000000000000000000', _rev: undefined },
    ]) {
      const [result] = (await (await push(watcher.token, 'alerts', [refused])).json()) as Array<{
        error?: string;
        reason?: string;
      }>;
      expect(result).toMatchObject({ error: 'forbidden', reason: message('error.403', 'de') });
    }
    expect((await alertsOf(watcher.id)).find((doc) => doc._id === alert!._id)).toEqual({
      ...alert,
      read: true,
      updated_at: read.updated_at,
      _rev: ok!.rev,
    });
  });

  it('gives premium without link access the changes, but no publication', async () => {
    await putPlan(server, 'plan-watch-no-links', { chat_access: false, link_access: false });
    const token = await signInNewPremium(server, 'watchnolinks', { plan_id: 'plan-watch-no-links' });
    const id = 'user-watchnolinks';
    const product = listed[3]!;
    await push(token, 'watchlist', [watch(id, product)]);
    const at = new Date().toISOString();
    await server.store.put('publications_master', {
      _id: 'link-watch-no-links',
      product_id: product,
      url: 'https://example.org/other-study',
      title: 'Nicht für diesen Plan',
      type: 'additional',
      category: 'red_laboratory_evaluation',
      abstract: { de: 'Kurz', en: 'Short' },
      signal: 'o',
      visible: true,
      published_at: '2026-01-01',
      created_at: at,
      updated_at: at,
      updated_by: 'user-staff',
    });
    await changeProduct(product, withPrice(4321));
    // Readers with link access see the publication; this plan's user gets no alert of it.
    expect(await server.store.get('publications', 'link-watch-no-links')).toBeDefined();
    expect(await alertsOf(id)).toEqual([
      expect.objectContaining({ kind: 'changed', field: 'price', to: '4321' }),
    ]);
  });

  it('gives a user without premium no alert', async () => {
    const product = listed[3]!;
    // A watch left from premium times, stored directly.
    const db = userWatchlistDbName('user-free');
    await server.store.ensureDatabase(db);
    await server.store.put(db, { _id: product, ...watch('user-free', product) });
    await changeProduct(product, (doc) => ({ ...doc, regulatory: { ce_status: 'ivdr' } }));
    expect(await alertsOf('user-free')).toEqual([]);
  });

  it('takes a hidden product’s alerts out and writes none for it while hidden', async () => {
    const product = listed[0]!;
    expect((await alertsOf(watcher.id)).some((alert) => alert.product_id === product)).toBe(true);
    await changeProduct(product, (doc) => ({ ...doc, visible: false }));
    expect((await alertsOf(watcher.id)).some((alert) => alert.product_id === product)).toBe(false);
    await changeProduct(product, withPrice(1));
    expect((await alertsOf(watcher.id)).some((alert) => alert.product_id === product)).toBe(false);
  });

  it('when premium ended: replication is refused and no new alert is written', async () => {
    const ending = await newPremiumUser(server);
    const product = listed[1]!;
    await push(ending.token, 'watchlist', [watch(ending.id, product)]);
    await server.auth.accounts.update(ending.id, (account) => ({
      ...account,
      premium: false,
      premium_until: '2020-01-01T00:00:00.000Z',
      entitlements: [],
    }));
    await expect
      .poll(async () => (await server.api('/db/alerts/', { token: ending.token })).status)
      .toBe(403);
    expect((await server.api('/db/watchlist/', { token: ending.token })).status).toBe(403);
    await changeProduct(product, withPrice(77));
    expect(await alertsOf(ending.id)).toEqual([]);
  });
});
