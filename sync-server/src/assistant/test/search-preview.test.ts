// The preview search (guests and free users) against the device's search on the demo catalogue:
// for every query of a long list (every parameter name and code, every manufacturer and
// distributor, product-name beginnings, umlaut, case and typo variants, two-word queries) the
// preview's total equals the total the premium device finds in what it replicates, and its two
// hits are the device's first two.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  FREE_PREVIEW_RESULTS,
  fromCouchDoc,
  searchTokens,
  type MasterData,
  type Product,
} from '@poct/schemas';
import { ProductIndex, toSearchRecord, type SearchMasterData } from '@poct/schemas/search';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

let server: TestServer;
let device: ProductIndex;
let products: Product[];
let parameters: MasterData[];

/** What the premium device replicates from one projection, in RxDB's shape. */
async function pull<T>(db: string, token: string): Promise<T[]> {
  const response = await server.api(`/db/${db}/_changes?include_docs=true&limit=100000`, { token });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as {
    results: Array<{ id: string; deleted?: boolean; doc?: { _id: string } }>;
  };
  return results
    .filter((row) => !row.deleted && row.doc && !row.id.startsWith('_'))
    .map((row) => fromCouchDoc(row.doc!) as unknown as T);
}

async function preview(
  query: string,
  token?: string,
): Promise<{ total: number; hits: Array<{ id: string }> }> {
  const response = await server.api(`/api/search/preview?q=${encodeURIComponent(query)}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; hits: Array<{ id: string }> };
}

/** The German spellings a person may type: umlauts written out, and umlauts put back. */
function umlautVariants(text: string): string[] {
  const out = text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');
  const back = text.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü');
  return [out, back, text.toUpperCase()];
}

/** One typo in each word of at least five letters: two letters swapped, one left out. */
function typoVariants(text: string): string[] {
  return searchTokens(text)
    .filter((word) => word.length >= 6)
    .flatMap((word) => [
      `${word.slice(0, 2)}${word[3]}${word[2]}${word.slice(4)}`,
      word.slice(0, -2) + word.slice(-1),
    ]);
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: 420 });
  const token = await server.login('premium');
  // The projector has settled (startTestServer); the preview follows the same projections.
  products = await pull<Product>('catalogue', token);
  const masterdata = await pull<MasterData>('masterdata', token);
  parameters = masterdata.filter((item) => item.type === 'parameter');
  const byId = new Map<string, SearchMasterData>(masterdata.map((item) => [item.id, item]));
  device = new ProductIndex(products.map((product) => toSearchRecord(product, byId)));
  // The preview index follows the projections' feeds: wait until it holds every product.
  const everything = device.search('a').total;
  expect(everything).toBeGreaterThan(100);
  await vi.waitFor(
    async () => {
      expect((await preview('a')).total).toBe(everything);
    },
    { timeout: 30_000, interval: 200 },
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
});

function queries(): string[] {
  const list = new Set<string>();
  for (const parameter of parameters) {
    for (const text of [parameter.name.de, parameter.name.en, parameter.code ?? '']) {
      if (!text) continue;
      list.add(text);
      for (const variant of [...umlautVariants(text), ...typoVariants(text)]) list.add(variant);
    }
  }
  for (const product of products) {
    list.add(product.manufacturer);
    if (product.distributor) list.add(product.distributor);
    const words = product.name.split(/\s+/);
    list.add(words[0]!.slice(0, 3));
    list.add(words.slice(0, 2).join(' '));
    for (const variant of [...umlautVariants(product.name), ...typoVariants(product.name)]) list.add(variant);
    for (const synonym of product.synonyms) list.add(synonym);
  }
  const first = products[0]!;
  list.add(`${first.manufacturer} crp`).add(`crp ${first.manufacturer}`).add('hba1c dia').add('gerät');
  return [...list].filter((query) => query.trim() !== '' && query.length <= 200);
}

describe('the preview search against the device search (demo catalogue)', () => {
  it('finds the products with a CRP parameter by "CRP", as premium does', async () => {
    const crp = parameters.find((parameter) => parameter.code === 'CRP');
    expect(crp).toBeDefined();
    const withCrp = products.filter(
      (product) =>
        product.parameter_ids.includes(crp!.id) ||
        product.sub_products.some((sub) => sub.parameter_ids.includes(crp!.id)),
    );
    const { total, hits } = await preview('CRP');
    expect(total).toBeGreaterThanOrEqual(withCrp.length);
    expect(total).toBe(device.search('CRP').total);
    expect(hits).toHaveLength(FREE_PREVIEW_RESULTS);
  });

  it('answers every query of the list with the device total and the device first two hits', async () => {
    const list = queries();
    expect(list.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const query of list) {
      const { total, hits } = await preview(query);
      const expected = device.search(query, FREE_PREVIEW_RESULTS);
      if (total !== expected.total) differences.push(`${query}: preview ${total}, device ${expected.total}`);
      else if (hits.map((hit) => hit.id).join() !== expected.ids.join())
        differences.push(
          `${query}: preview hits ${hits.map((hit) => hit.id).join()}, device ${expected.ids.join()}`,
        );
    }
    expect(differences).toEqual([]);
  });

  it('answers ids, names and manufacturers only: nothing premium reaches a guest', async () => {
    const { hits } = await preview('CRP');
    for (const hit of hits) expect(Object.keys(hit).sort()).toEqual(['id', 'manufacturer', 'name']);
  });

  it('follows a parameter renamed by staff: the new name finds its products at once', async () => {
    const crp = parameters.find((parameter) => parameter.code === 'CRP')!;
    const withCrp = products.filter(
      (product) =>
        product.parameter_ids.includes(crp.id) ||
        product.sub_products.some((sub) => sub.parameter_ids.includes(crp.id)),
    );
    expect((await preview('zyxwert')).total).toBe(0);
    const stored = (await server.store.get<{ _id: string; _rev: string }>('masterdata_master', crp.id))!;
    await server.store.put('masterdata_master', {
      ...stored,
      name: { de: 'Zyxwert Entzündung', en: 'Zyxvalue inflammation' },
    });
    await vi.waitFor(
      async () => {
        expect((await preview('zyxwert')).total).toBe(withCrp.length);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect((await preview('Zyxvalue')).total).toBe(withCrp.length);
  });

  it('never finds a product for professionals for a guest (hit or total), but for a signed-in reader', async () => {
    const product = products.find(
      (candidate) => candidate.visible && candidate.name.split(/\s+/).length > 1,
    )!;
    const before = await preview(product.name);
    expect(before.hits.map((hit) => hit.id)).toContain(product.id);
    const setAudience = async (audience: 'public' | 'professionals') => {
      const stored = (await server.store.get<{ _id: string; _rev: string }>('catalogue_master', product.id))!;
      await server.store.put('catalogue_master', { ...stored, audience });
    };
    await setAudience('professionals');
    try {
      await vi.waitFor(
        async () => {
          expect((await preview(product.name)).total).toBe(before.total - 1);
        },
        { timeout: 30_000, interval: 200 },
      );
      expect((await preview(product.name)).hits.map((hit) => hit.id)).not.toContain(product.id);
      const signedIn = await preview(product.name, await server.login('free'));
      expect(signedIn.total).toBe(before.total);
      expect(signedIn.hits.map((hit) => hit.id)).toContain(product.id);
    } finally {
      await setAudience('public');
    }
  });
});
