// One filter, one answer: random search-page filters (values with "all" or "any", conditions
// about one test, sub-sample types among them, price ranges, an inverted one too) over the demo catalogue, asked of the MCP
// tool search_products and of the server's preview (the address's parameters), answer with the
// products and the count the one catalogue query gives (filterConditions + evaluateQuery, which
// NoodleChat runs on the device). The search worker is held to the same evaluator in
// web/src/features/search/search-catalogue.test.ts.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_FILTER,
  evaluateQuery,
  filterConditions,
  productItems,
  subSampleTermsOf,
  subSampleTypeIn,
  writeFilter,
  type FilterState,
  type Product,
} from '@poct/schemas';
import { generateDemoData } from '../../demo/index.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

const PRODUCTS = 120;
const visible = generateDemoData({ productCount: PRODUCTS }).products.filter((p) => p.visible);
let server: TestServer;
let client: Client;

const match = fc.constantFrom('all' as const, 'any' as const);
const FACET_VALUES: Record<keyof FilterState['values'], (product: Product) => readonly string[]> = {
  parameter: (p) => productItems(p, 'parameter'),
  connectivity: (p) => p.connectivity.connectivity_ids,
  transmission: (p) => p.connectivity.transmission_ids,
  sample_type: (p) => productItems(p, 'sample_type'),
  sub_sample_type: (p) => p.sub_products.flatMap((test) => subSampleTermsOf(test.sub_sample_type)),
  method: (p) => p.method_ids,
  diagnostic_area: (p) => p.diagnostic_area_ids,
  ivdr_class: (p) => productItems(p, 'ivdr_class'),
  ce_status: (p) => productItems(p, 'ce_status'),
  availability: (p) => productItems(p, 'availability'),
};

/** Often none, else up to three values of two products' (so "all" and "any" differ and find something). */
const choice = (read: (product: Product) => readonly string[]) =>
  fc.oneof(
    fc.constant([] as string[]),
    fc
      .tuple(fc.constantFrom(...visible), fc.constantFrom(...visible))
      .chain(([a, b]) => {
        const pool = [...new Set([...read(a), ...read(b)])];
        return pool.length
          ? fc.subarray(pool, { minLength: 1, maxLength: Math.min(3, pool.length) })
          : fc.constant([] as string[]);
      })
      .map((chosen) => chosen.sort()),
  );

const filterArbitrary: fc.Arbitrary<FilterState> = fc.record({
  values: fc.record({
    parameter: choice(FACET_VALUES.parameter),
    connectivity: choice(FACET_VALUES.connectivity),
    transmission: choice(FACET_VALUES.transmission),
    sample_type: choice(FACET_VALUES.sample_type),
    sub_sample_type: choice(FACET_VALUES.sub_sample_type),
    method: choice(FACET_VALUES.method),
    diagnostic_area: choice(FACET_VALUES.diagnostic_area),
    ivdr_class: choice(FACET_VALUES.ivdr_class),
    ce_status: choice(FACET_VALUES.ce_status),
    availability: choice(FACET_VALUES.availability),
  }),
  match: fc.record({ parameter: match, connectivity: match, transmission: match }),
  maxSampleVolume: fc.constantFrom(null, 10, 50, 200),
  maxTimeToResult: fc.constantFrom(null, 5, 15, 60),
  price: fc.record({ min: fc.constantFrom(null, 0, 1000, 6000), max: fc.constantFrom(null, 5000, 50_000) }),
  sort: fc.constant('relevance' as const),
});

/** The filter as the MCP tools' arguments. */
function toolArguments(filter: FilterState): Record<string, unknown> {
  const { values } = filter;
  const args: Record<string, unknown> = { limit: 50 };
  const put = (key: string, value: unknown, when: boolean) => {
    if (when) args[key] = value;
  };
  put('parameters', values.parameter, values.parameter.length > 0);
  put('parameters_match', filter.match.parameter, values.parameter.length > 0);
  put('connectivity', values.connectivity, values.connectivity.length > 0);
  put('connectivity_match', filter.match.connectivity, values.connectivity.length > 0);
  put('transmissions', values.transmission, values.transmission.length > 0);
  put('transmissions_match', filter.match.transmission, values.transmission.length > 0);
  put('sample_types', values.sample_type, values.sample_type.length > 0);
  put('sub_sample_types', values.sub_sample_type, values.sub_sample_type.length > 0);
  put('methods', values.method, values.method.length > 0);
  put('diagnostic_areas', values.diagnostic_area, values.diagnostic_area.length > 0);
  put('ivdr_classes', values.ivdr_class, values.ivdr_class.length > 0);
  put('ce_statuses', values.ce_status, values.ce_status.length > 0);
  put('available_in', values.availability, values.availability.length > 0);
  put('max_sample_volume_ul', filter.maxSampleVolume, filter.maxSampleVolume !== null);
  put('max_time_to_result_min', filter.maxTimeToResult, filter.maxTimeToResult !== null);
  put('price_min_eur', filter.price.min, filter.price.min !== null);
  put('price_max_eur', filter.price.max, filter.price.max !== null);
  return args;
}

async function searchProducts(args: Record<string, unknown>) {
  const result = await client.callTool({ name: 'search_products', arguments: args });
  expect(result.isError).not.toBe(true);
  return result.structuredContent as {
    total: number;
    products: Array<{ id: string; matching_test: { sub_sample_type: string } | null }>;
  };
}

async function preview(filter: FilterState): Promise<{ total: number; hits: Array<{ id: string }> }> {
  const params = writeFilter(new URLSearchParams({ q: '' }), filter);
  const response = await server.api(`/api/search/preview?${params}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { total: number; hits: Array<{ id: string }> };
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: PRODUCTS });
  client = new Client({ name: 'poct-atlas-test', version: '1.0.0' });
  const token = await server.login('verified');
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } },
    }),
  );
  // The mirror follows the projection: wait until it holds the whole visible catalogue.
  await vi.waitFor(async () => expect((await searchProducts({})).total).toBe(visible.length), {
    timeout: 60_000,
    interval: 250,
  });
});
afterAll(async () => {
  await client?.close();
  await server?.close();
});

describe('a search filter asked of MCP and the preview', () => {
  it('finds the products and count of the one catalogue query', async () => {
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (filter) => {
        const expected = evaluateQuery(filterConditions(filter), visible).map((m) => m.product.id);
        const tool = await searchProducts(toolArguments(filter));
        expect(tool.total).toBe(expected.length);
        expect(tool.products.map((p) => p.id).sort()).toEqual(expected.slice(0, 50).sort());
        const shown = await preview(filter);
        // The preview answers no facet counts (guests see no facets): only the total and two hits.
        expect(Object.keys(shown).sort()).toEqual(['hits', 'total']);
        expect(shown.total).toBe(expected.length);
        expect(shown.hits.map((hit) => hit.id)).toEqual(expected.slice(0, 2));
      }),
      { numRuns: 60 },
    );
  });

  it('holds several parameters on one test: CRP and a capillary test of at most 10 µl', async () => {
    const filter: FilterState = {
      ...EMPTY_FILTER,
      values: { ...EMPTY_FILTER.values, parameter: ['param-crp'], sample_type: ['sample-capillary-wb'] },
      maxSampleVolume: 10,
    };
    const onOneTest = visible.filter((p) =>
      p.sub_products.some(
        (t) =>
          t.parameter_ids.includes('param-crp') &&
          t.sample_type_id === 'sample-capillary-wb' &&
          t.sample_volume_ul <= 10,
      ),
    );
    expect((await preview(filter)).total).toBe(onOneTest.length);
    expect((await searchProducts(toolArguments(filter))).total).toBe(onOneTest.length);
  });

  it('holds a sub-sample type on the same test as the parameter and the volume', async () => {
    // A parameter whose products' tests differ in sub-sample type, so one test must carry both.
    const [product, term] = visible.flatMap((p) =>
      p.sub_products.flatMap((t) => subSampleTermsOf(t.sub_sample_type).map((x) => [p, x] as const)),
    )[0]!;
    const parameter = product.sub_products.find((t) => subSampleTermsOf(t.sub_sample_type).includes(term))!
      .parameter_ids[0]!;
    const filter: FilterState = {
      ...EMPTY_FILTER,
      values: { ...EMPTY_FILTER.values, parameter: [parameter], sub_sample_type: [term] },
      maxSampleVolume: 100,
    };
    const onOneTest = visible.filter((p) =>
      p.sub_products.some(
        (t) =>
          t.parameter_ids.includes(parameter) &&
          subSampleTermsOf(t.sub_sample_type).includes(term) &&
          t.sample_volume_ul <= 100,
      ),
    );
    expect(evaluateQuery(filterConditions(filter), visible)).toHaveLength(onOneTest.length);
    expect((await preview(filter)).total).toBe(onOneTest.length);
    const tool = await searchProducts(toolArguments(filter));
    expect(tool.total).toBe(onOneTest.length);
    // Each card's matching test is the one with the term, named in the caller's language (en).
    for (const found of tool.products)
      expect(found.matching_test?.sub_sample_type.split(', ')).toContain(subSampleTypeIn(term, 'en'));
  });

  it('refuses a filter parameter given twice, and leaves the catalogue as it was', async () => {
    const response = await server.api('/api/search/preview?param=a&param=b');
    expect(response.status).toBe(400);
    expect((await preview(EMPTY_FILTER)).total).toBeGreaterThanOrEqual(0);
  });
});
