// GET /api/audit/documents?doc_id=: the history of a master document, each write with the version it
// replaced, for staff who administer users or roles only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let staff: string;
let staffId: string;

type Doc = Record<string, unknown> & { _id: string; _rev: string; name: string };

async function push(doc: Doc, token: string): Promise<Array<{ ok?: boolean; error?: string }>> {
  const response = await server.api('/db/catalogue_master/_bulk_docs', {
    method: 'POST',
    token,
    json: { docs: [doc] },
  });
  return (await response.json()) as Array<{ ok?: boolean; error?: string }>;
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff');
  staffId = ((await (await server.api('/api/auth/me', { token: staff })).json()) as { id: string }).id;
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/audit/documents', () => {
  it('when staff changed a product twice, then both writes are listed with the versions they replaced', async () => {
    const original = (await server.store.allDocs<Doc>('catalogue_master', { limit: 1 }))[0]!;
    const first = {
      ...original,
      name: 'Audit first',
      updated_by: staffId,
      updated_at: new Date().toISOString(),
    };
    expect((await push(first, staff))[0]?.ok).toBe(true);
    const stored = (await server.store.get<Doc>('catalogue_master', original._id))!;
    expect(
      (await push({ ...stored, name: 'Audit second', updated_at: new Date().toISOString() }, staff))[0]?.ok,
    ).toBe(true);

    const response = await server.api(`/api/audit/documents?doc_id=${encodeURIComponent(original._id)}`, {
      token: staff,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      entries: Array<{ user_id: string; action: string; previous: Doc | null; document: Doc }>;
    };
    const names = body.entries.map((entry) => [entry.previous?.name, entry.document.name]);
    expect(names).toEqual([
      [original.name, 'Audit first'],
      ['Audit first', 'Audit second'],
    ]);
    expect(body.entries.every((entry) => entry.user_id === staffId && entry.action === 'update')).toBe(true);
  });

  it('when staff changed a product, then each entry names the writer and lists the changed fields old → new', async () => {
    const original = (await server.store.allDocs<Doc>('catalogue_master', { limit: 5 }))[3]!;
    const renamed = {
      ...original,
      name: 'Audit named',
      updated_by: staffId,
      updated_at: new Date().toISOString(),
    };
    expect((await push(renamed, staff))[0]?.ok).toBe(true);
    const response = await server.api(`/api/audit/documents?doc_id=${encodeURIComponent(original._id)}`, {
      token: staff,
    });
    const { entries } = (await response.json()) as {
      entries: Array<{
        user_name?: string;
        status: string;
        changes: Array<{ field: string; old?: unknown; new?: unknown }>;
      }>;
    };
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_name: expect.stringMatching(/\S/),
      status: 'stored',
      changes: [{ field: 'name', old: original.name, new: 'Audit named' }],
    });
  });
});

describe('GET /api/audit/documents/recent', () => {
  it('when writes were recorded, then they are listed newest first, filtered by entity and paged', async () => {
    const product = (await server.store.allDocs<Doc>('catalogue_master', { limit: 5 }))[4]!;
    expect(
      (
        await push(
          { ...product, name: 'Audit newest', updated_by: staffId, updated_at: new Date().toISOString() },
          staff,
        )
      )[0]?.ok,
    ).toBe(true);

    const recent = async (query: string) => {
      const response = await server.api(`/api/audit/documents/recent?${query}`, { token: staff });
      expect(response.status).toBe(200);
      return (await response.json()) as {
        total: number;
        items: Array<{
          doc_id: string;
          entity: string;
          label: unknown;
          at: string;
          user_id: string;
          changes: unknown[];
        }>;
      };
    };
    const all = await recent('');
    expect(all.items[0]).toMatchObject({
      doc_id: product._id,
      entity: 'products',
      label: 'Audit newest',
      user_id: staffId,
    });
    const times = all.items.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const firstPage = await recent('entity=products&limit=1');
    const secondPage = await recent('entity=products&limit=1&offset=1');
    expect(firstPage.total).toBe(all.total);
    expect(firstPage.items.map((item) => item.doc_id)).toEqual([product._id]);
    expect(secondPage.items).toHaveLength(1);
    expect(secondPage.items[0]!.at <= firstPage.items[0]!.at).toBe(true);

    expect((await recent('entity=links')).items).toEqual([]);
  });

  it('when the entity or the paging is not understood, then 400; without users-read or roles-read, then 403', async () => {
    expect((await server.api('/api/audit/documents/recent?entity=users', { token: staff })).status).toBe(400);
    for (const entity of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(
        (await server.api(`/api/audit/documents/recent?entity=${entity}`, { token: staff })).status,
      ).toBe(400);
    expect((await server.api('/api/audit/documents/recent?offset=-1', { token: staff })).status).toBe(400);
    const free = await server.login('free');
    expect((await server.api('/api/audit/documents/recent', { token: free })).status).toBe(403);
  });

  it('when a user without users-read or roles-read asks, then 403; without a doc_id, 400', async () => {
    const free = await server.login('free');
    expect((await server.api('/api/audit/documents?doc_id=x', { token: free })).status).toBe(403);
    expect((await server.api('/api/audit/documents', { token: staff })).status).toBe(400);
    expect((await server.api('/api/audit/documents?doc_id=x')).status).toBe(401);
  });
});
