// GET /api/audit/documents?doc_id=: the history of a master document, each write with the version it
// replaced, for staff who administer users or roles only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/support/test-server.ts';

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

  it('when a user without users-read or roles-read asks, then 403; without a doc_id, 400', async () => {
    const free = await server.login('free');
    expect((await server.api('/api/audit/documents?doc_id=x', { token: free })).status).toBe(403);
    expect((await server.api('/api/audit/documents', { token: staff })).status).toBe(400);
    expect((await server.api('/api/audit/documents?doc_id=x')).status).toBe(401);
  });
});
