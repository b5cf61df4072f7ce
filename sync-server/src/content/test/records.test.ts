// Plans and advertisements in the workspace: create, list, read, update (naming the revision it
// changes), delete, each with its own permission; invalid input refused with the catalogue's
// field texts in the request's language and nothing stored; every write audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '@poct/schemas';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const KINDS = [
  {
    path: '/api/admin/plans',
    database: 'plans',
    valid: {
      name: { de: 'Klinikpaket', en: 'Hospital package' },
      description: { de: 'Für Kliniken.', en: 'For hospitals.' },
      price: 990,
      currency: 'EUR',
      duration: { unit: 'years', count: 1 },
      chat_access: true,
      link_access: true,
    },
    change: { price: 890 },
    invalid: { price: -1 },
    field: 'price',
  },
  {
    path: '/api/admin/advertisements',
    database: 'advertisements',
    valid: {
      name: 'Spring campaign',
      company: 'Nordlicht Diagnostik GmbH',
      banner_type: 'aside',
      budget: 1200,
      expires_at: '2027-03-31',
      banner_url: `/uploads/${'d4'.repeat(32)}-960.webp`,
      target_url: 'https://nordlicht.example/spring',
      pricing_model: 'impression',
      price: 0.01,
    },
    change: { budget: 1500 },
    invalid: { banner_type: 'popup' },
    field: 'banner_type',
  },
] as const;

async function count(database: string): Promise<number> {
  return (await server.store.info(database))?.doc_count ?? 0;
}

describe.each(KINDS)('$path', (kind) => {
  it('creates, lists, reads, updates by revision and deletes for a holder of the permissions', async () => {
    const token = await server.login('superadmin');
    const created = await server.api(kind.path, { method: 'POST', token, json: kind.valid });
    expect(created.status).toBe(201);
    const item = (await created.json()) as { id: string; rev: string };
    const list = (await (await server.api(kind.path, { token })).json()) as { items: Array<{ id: string }> };
    expect(list.items.map((entry) => entry.id)).toContain(item.id);

    const updated = await server.api(`${kind.path}/${item.id}`, {
      method: 'PUT',
      token,
      json: { ...kind.valid, ...kind.change, rev: item.rev },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject(kind.change);

    // Saving again from the old revision: someone changed it meanwhile.
    const stale = await server.api(`${kind.path}/${item.id}`, {
      method: 'PUT',
      token,
      headers: { 'accept-language': 'de' },
      json: { ...kind.valid, rev: item.rev },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(message('error.409.changed', 'de'));

    expect((await server.api(`${kind.path}/${item.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await server.api(`${kind.path}/${item.id}`, { token })).status).toBe(404);
  });

  it('refuses invalid input with the field text in the request language and stores nothing', async () => {
    const token = await server.login('superadmin');
    const before = await count(kind.database);
    for (const locale of ['en', 'de'] as const) {
      const response = await server.api(kind.path, {
        method: 'POST',
        token,
        headers: { 'accept-language': locale },
        json: { ...kind.valid, ...kind.invalid },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Array<{ field: string; message: string }> };
      expect(body.errors.map((error) => error.field)).toContain(kind.field);
    }
    expect(await count(kind.database)).toBe(before);
  });

  it('refuses every operation to a user without the permissions', async () => {
    const token = await server.login('free');
    expect((await server.api(kind.path, { token })).status).toBe(403);
    expect((await server.api(kind.path, { method: 'POST', token, json: kind.valid })).status).toBe(403);
    expect((await server.api(`${kind.path}/x`, { method: 'PUT', token, json: kind.valid })).status).toBe(403);
    expect((await server.api(`${kind.path}/x`, { method: 'DELETE', token })).status).toBe(403);
    expect((await server.api(kind.path)).status).toBe(401);
  });
});
