// The catalogue's change log against the real server: staff writes through the gateway become
// entries premium devices pull from `catalogue_changes`, and nothing of a hidden product or of a
// staff-only field reaches them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let staff: string;
let staffId: string;
let premium: string;

type Doc = Record<string, unknown> & { _id: string; _rev?: string; name: string };
interface Entry {
  product_id: string;
  product_name: string;
  manufacturer: string;
  kind: string;
  fields: string[];
  created_at: string;
}

async function push(doc: Doc): Promise<void> {
  const response = await server.api('/db/catalogue_master/_bulk_docs', {
    method: 'POST',
    token: staff,
    json: { docs: [{ ...doc, updated_by: staffId, updated_at: new Date().toISOString() }] },
  });
  expect(await response.json()).toMatchObject([{ ok: true }]);
}

async function stored(id: string): Promise<Doc> {
  return (await server.store.get<Doc>('catalogue_master', id))!;
}

/** What a premium device pulls of the change log, as text and as this product's entries. */
async function pulled(productId: string): Promise<{ text: string; entries: Entry[] }> {
  await server.projector.idle();
  const response = await server.api('/db/catalogue_changes/_changes?since=0&include_docs=true', {
    token: premium,
  });
  expect(response.status).toBe(200);
  const text = await response.text();
  const body = JSON.parse(text) as { results: Array<{ doc?: Entry & { _deleted?: boolean } }> };
  const entries = body.results
    .flatMap((result) => (result.doc && !result.doc._deleted ? [result.doc] : []))
    .filter((entry) => entry.product_id === productId)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { text, entries };
}

/** A new valid product: a copy of a demo product under another id and name. */
async function newProduct(id: string, fields: Record<string, unknown>): Promise<void> {
  const { _rev: _ignored, ...template } = (
    await server.store.allDocs<Doc>('catalogue_master', { limit: 1 })
  )[0]!;
  const at = new Date().toISOString();
  await push({ ...template, _id: id, created_at: at, ...fields } as Doc);
}

beforeAll(async () => {
  server = await startTestServer();
  staff = await server.login('staff');
  staffId = ((await (await server.api('/api/auth/me', { token: staff })).json()) as { id: string }).id;
  premium = await server.login('premium');
});

afterAll(async () => {
  await server?.close();
});

describe('the catalogue change log', () => {
  it('when staff create, change, hide and delete listed products, then premium pulls added, changed and removed entries', async () => {
    await newProduct('prod-log-1', { name: 'Log Analyser', manufacturer: 'Log Diagnostics', visible: true });
    expect((await pulled('prod-log-1')).entries).toMatchObject([
      { kind: 'added', product_name: 'Log Analyser', manufacturer: 'Log Diagnostics', fields: [] },
    ]);

    const listed = await stored('prod-log-1');
    await push({ ...listed, name: 'Log Analyser 2', synonyms: ['LA2'] });
    // A write readers cannot see (a staff note, the time only) is no change.
    await push({ ...(await stored('prod-log-1')), internal_note: 'staff only: log note' });
    const changed = await pulled('prod-log-1');
    expect(changed.entries.map((entry) => [entry.kind, entry.product_name, entry.fields])).toEqual([
      ['added', 'Log Analyser', []],
      ['changed', 'Log Analyser 2', ['name', 'synonyms']],
    ]);
    expect(changed.text).not.toContain('staff only: log note');

    await push({ ...(await stored('prod-log-1')), visible: false });
    expect((await pulled('prod-log-1')).entries.at(-1)).toMatchObject({
      kind: 'removed',
      product_name: 'Log Analyser 2',
      fields: [],
    });

    await newProduct('prod-log-2', { name: 'Log Reader', manufacturer: 'Log Diagnostics', visible: true });
    await server.projector.idle();
    const reader = await stored('prod-log-2');
    const deleted = await server.api('/db/catalogue_master/_bulk_docs', {
      method: 'POST',
      token: staff,
      json: { docs: [{ _id: reader._id, _rev: reader._rev, _deleted: true }] },
    });
    expect(deleted.status).toBe(201);
    expect((await pulled('prod-log-2')).entries.map((entry) => entry.kind)).toEqual(['added', 'removed']);
  });

  it('when a product is created hidden and edited while hidden, then nothing of it reaches the change log', async () => {
    await newProduct('prod-log-hidden', {
      name: 'Secret Prototype',
      manufacturer: 'Hidden Labs',
      visible: false,
    });
    await push({ ...(await stored('prod-log-hidden')), name: 'Secret Prototype II' });
    const { text, entries } = await pulled('prod-log-hidden');
    expect(entries).toEqual([]);
    expect(text).not.toContain('Secret Prototype');
    expect(text).not.toContain('Hidden Labs');
    expect(await server.store.allDocs('catalogue_changes')).not.toContainEqual(
      expect.objectContaining({ product_id: 'prod-log-hidden' }),
    );
  });
});
