// The read-only MCP tools: search, get, compare, count, list master data, and ask (a question in
// German or English, understood as NoodleChat understands it: the conditions used, the words not
// used with the nearest master data names, the results). Each has an input and
// an output schema; each answers from the catalogue mirror with the same evaluator as NoodleChat
// (@poct/schemas catalogue-query), and product links point at the public site. The catalogue-wide
// ones (search, count) go through the catalogue in slices and let other requests run between
// them (sliced-evaluation.ts); what each call costs against the rate limit is in tool-costs.ts.
import * as z from 'zod';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import {
  linkUrl,
  productItems,
  selectPublications,
  subSampleTypeIn,
  understand,
  type Condition,
  type Locale,
  type MasterData,
  type Product,
  type SubProduct,
} from '@poct/schemas';
import type { CatalogueSnapshot } from '../../replication/index.ts';
import { conditionsOf, FILTER_SHAPE, type Filters } from './filters.ts';
import { firstMatchesInSlices, forEachMatchInSlices } from './sliced-evaluation.ts';
import { answering, ToolError } from './tool-errors.ts';

export interface ToolContext {
  snapshot: () => CatalogueSnapshot;
  /** The caller's plan lets them read publications and links. */
  linkAccess: boolean;
  locale: Locale;
  publicUrl: string;
}

export const TOOL_NAMES = [
  'search_products',
  'get_product',
  'compare_products',
  'count_products',
  'list_master_data',
  'ask_catalogue',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, openWorldHint: false } as const;
const MAX_RESULTS = 50;
const COUNT_FIELDS = [
  'manufacturer',
  'parameter',
  'sample_type',
  'connectivity',
  'method',
  'detail',
  'diagnostic_area',
] as const;
const LISTED_TYPES = [
  'parameter',
  'sample_type',
  'connectivity',
  'transmission',
  'method',
  'detail',
  'diagnostic_area',
] as const;

const testShape = z.object({
  name: z.string(),
  sample_type: z.string(),
  sub_sample_type: z.string().describe('As the test states it; known terms in English for English callers'),
  sample_volume_ul: z.number(),
  time_to_result_min: z.number(),
  parameters: z.array(z.string()),
});
const summaryShape = z.object({
  id: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  price_eur: z.number(),
  url: z.string(),
  matching_test: testShape.nullable(),
});

/** A condition as the catalogue query has it, with the names of what it names. */
const understoodShape = z.object({
  condition: z.record(z.string(), z.unknown()).describe('The condition (kind and its ids or bounds)'),
  names: z.array(z.string()).describe('Names of the master data or manufacturers it names'),
});

// The tools' definitions, built once: every request makes a new MCP server (stateless), and
// building the schemas anew for each cost about a millisecond of the event loop per request.
const TOOL_CONFIGS = {
  search_products: {
    title: 'Search products',
    description:
      'Point-of-care devices in the catalogue that meet every filter, by name, with the test that meets the test filters. A data lookup, not clinical advice.',
    inputSchema: z.object({ ...FILTER_SHAPE, limit: z.number().int().min(1).max(MAX_RESULTS).optional() }),
    outputSchema: z.object({ total: z.number(), products: z.array(summaryShape) }),
    annotations: READ_ONLY,
  },
  get_product: {
    title: 'Get product',
    description:
      'One product with its tests, connectivity, prices and (with link access) up to 10 publications from 2019 on, newest first.',
    inputSchema: z.object({ id: z.string().min(1).max(100) }),
    outputSchema: z.object({
      id: z.string(),
      name: z.string(),
      manufacturer: z.string(),
      description: z.string(),
      url: z.string(),
      price: z.object({
        min: z.number(),
        max: z.number(),
        default: z.number(),
        currency: z.string(),
        as_of: z.string(),
      }),
      parameters: z.array(z.string()),
      methods: z.array(z.string()),
      details: z.array(z.string()),
      diagnostic_areas: z.array(z.string()),
      connectivity: z.array(z.string()),
      transmissions: z.array(z.string()),
      tests: z.array(testShape),
      publications: z
        .array(
          z.object({
            title: z.string(),
            url: z.string().nullable().describe('null: the stored address breaks the URL policy'),
            published_at: z.string(),
            signal: z.string(),
            category: z.string(),
          }),
        )
        .nullable()
        .describe('null: the plan has no link access'),
    }),
    annotations: READ_ONLY,
  },
  compare_products: {
    title: 'Compare products',
    description:
      'Side by side facts of 2 to 10 products: price, parameters, connectivity, sample types, fastest test, smallest volume.',
    inputSchema: z.object({ ids: z.array(z.string().min(1).max(100)).min(2).max(10) }),
    outputSchema: z.object({
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          manufacturer: z.string(),
          price_eur: z.number(),
          parameters: z.array(z.string()),
          connectivity: z.array(z.string()),
          sample_types: z.array(z.string()),
          fastest_result_min: z.number().nullable(),
          smallest_volume_ul: z.number().nullable(),
          tests: z.number(),
        }),
      ),
    }),
    annotations: READ_ONLY,
  },
  count_products: {
    title: 'Count products by a field',
    description: 'How many products (after the optional filters) have each value of a field, most first.',
    inputSchema: z.object({ field: z.enum(COUNT_FIELDS), ...FILTER_SHAPE }),
    outputSchema: z.object({
      total: z.number(),
      counts: z.array(z.object({ value: z.string(), id: z.string().nullable(), count: z.number() })),
    }),
    annotations: READ_ONLY,
  },
  list_master_data: {
    title: 'List master data',
    description: 'The ids, names (German and English) and codes of one kind of master data, for the filters.',
    inputSchema: z.object({ type: z.enum(LISTED_TYPES) }),
    outputSchema: z.object({
      items: z.array(
        z.object({ id: z.string(), name_de: z.string(), name_en: z.string(), code: z.string().nullable() }),
      ),
    }),
    annotations: READ_ONLY,
  },
  ask_catalogue: {
    title: 'Ask the catalogue',
    description:
      'A question in German or English ("CRP oder PCT mit Bluetooth", "cheapest troponin devices under 15 minutes"), understood as NoodleChat understands it: the conditions it used, the words it did not use (with the nearest master data names and how many products each would add up to), words read with a typo (with a confidence), and the matching products in the asked order. Questions about a patient, a diagnosis or a treatment are refused: a data lookup, not clinical advice.',
    inputSchema: z.object({
      question: z.string().min(1).max(500),
      limit: z.number().int().min(1).max(MAX_RESULTS).optional(),
    }),
    outputSchema: z.object({
      refused: z.enum(['clinical', 'off_topic']).nullable().describe('null: the question was answered'),
      conditions: z.array(understoodShape),
      not_used: z.array(z.string()).describe('Words of the question no condition carries'),
      suggestions: z.array(understoodShape.extend({ word: z.string(), count: z.number() })),
      readings: z.array(understoodShape.extend({ words: z.string(), confidence: z.number() })),
      total: z.number(),
      products: z.array(summaryShape),
    }),
    annotations: READ_ONLY,
  },
} as const;

/**
 * One JSON-schema validator for every request's server: the SDK uses it only for elicitation,
 * which these tools never ask, and making one per request cost most of a millisecond.
 */
const VALIDATOR = new AjvJsonSchemaValidator();

/** A new MCP server with the tools, for one request (`/mcp` is stateless). */
export function createToolServer(context: ToolContext): McpServer {
  const server = new McpServer({ name: 'poct-atlas', version: '1.0.0' }, { jsonSchemaValidator: VALIDATOR });
  registerTools(server, context);
  return server;
}

export function registerTools(server: McpServer, context: ToolContext): void {
  const name = (masterdata: ReadonlyMap<string, MasterData>, id: string) =>
    masterdata.get(id)?.name[context.locale] ?? id;
  const test = (snapshot: CatalogueSnapshot, t: SubProduct) => ({
    name: t.name,
    sample_type: name(snapshot.masterdata, t.sample_type_id),
    sub_sample_type: subSampleTypeIn(t.sub_sample_type, context.locale),
    sample_volume_ul: t.sample_volume_ul,
    time_to_result_min: t.time_to_result_min,
    parameters: t.parameter_ids.map((id) => name(snapshot.masterdata, id)),
  });
  const url = (id: string) => `${context.publicUrl}${context.locale === 'en' ? '/en' : ''}/products/${id}`;
  const productOf = (snapshot: CatalogueSnapshot, id: string): Product => {
    const product = snapshot.byId.get(id);
    if (!product)
      throw new ToolError(
        'unknown_product',
        `No product has the id "${id}".`,
        'Call search_products to find product ids.',
      );
    return product;
  };

  server.registerTool('search_products', TOOL_CONFIGS.search_products, (input) =>
    answering(async () => {
      const snapshot = context.snapshot();
      const { total, matches } = await firstMatchesInSlices(
        conditionsOf(input as Filters, snapshot),
        snapshot.products,
        input.limit ?? 20,
      );
      return {
        total,
        products: matches.map(({ product, test: t }) => ({
          id: product.id,
          name: product.name,
          manufacturer: product.manufacturer,
          price_eur: product.price.default,
          url: url(product.id),
          matching_test: t ? test(snapshot, t) : null,
        })),
      };
    }),
  );

  server.registerTool('ask_catalogue', TOOL_CONFIGS.ask_catalogue, ({ question, limit }) =>
    answering(async () => {
      const snapshot = context.snapshot();
      const named = (condition: Condition) => ({
        condition: { ...condition },
        names: namesIn(condition).map((id) => name(snapshot.masterdata, id)),
      });
      const understood = understand(question, snapshot.vocabulary, null);
      const nothing = { total: 0, products: [], readings: [], conditions: [] };
      if (understood.kind === 'refusal' && understood.reason === 'clinical')
        return { refused: understood.reason, not_used: [], suggestions: [], ...nothing };
      const conditions = understood.kind === 'query' ? understood.conditions : [];
      const suggestions = await Promise.all(
        understood.suggestions.map(async (suggestion) => ({
          ...named(suggestion.condition),
          word: suggestion.word,
          count: (await firstMatchesInSlices([...conditions, suggestion.condition], snapshot.products, 0))
            .total,
        })),
      );
      if (understood.kind === 'refusal')
        return { refused: understood.reason, not_used: understood.notUsed, suggestions, ...nothing };
      const { total, matches } = await firstMatchesInSlices(conditions, snapshot.products, limit ?? 20);
      return {
        refused: null,
        conditions: conditions.map(named),
        not_used: understood.notUsed,
        suggestions,
        readings: understood.readings.map((reading) => ({
          ...named(reading.condition),
          words: reading.words,
          confidence: reading.confidence,
        })),
        total,
        products: matches.map(({ product, test: t }) => ({
          id: product.id,
          name: product.name,
          manufacturer: product.manufacturer,
          price_eur: product.price.default,
          url: url(product.id),
          matching_test: t ? test(snapshot, t) : null,
        })),
      };
    }),
  );

  server.registerTool('get_product', TOOL_CONFIGS.get_product, ({ id }) =>
    answering(() => {
      const snapshot = context.snapshot();
      const product = productOf(snapshot, id);
      const names = (ids: string[]) => ids.map((item) => name(snapshot.masterdata, item));
      const { min, max, default: standard, currency, as_of } = product.price;
      return {
        id: product.id,
        name: product.name,
        manufacturer: product.manufacturer,
        description: product.description[context.locale],
        url: url(product.id),
        price: { min, max, default: standard, currency, as_of },
        parameters: names(product.parameter_ids),
        methods: names(product.method_ids),
        details: names(product.detail_ids),
        diagnostic_areas: names(product.diagnostic_area_ids),
        connectivity: names(product.connectivity.connectivity_ids),
        transmissions: names(product.connectivity.transmission_ids),
        tests: product.sub_products.map((t) => test(snapshot, t)),
        publications:
          context.linkAccess && product.links_visible
            ? selectPublications(snapshot.publicationsOf(product.id)).map((link) => ({
                title: link.title,
                url: linkUrl(link) ?? null,
                published_at: link.published_at,
                signal: link.signal,
                category: link.category,
              }))
            : null,
      };
    }),
  );

  server.registerTool('compare_products', TOOL_CONFIGS.compare_products, ({ ids }) =>
    answering(() => {
      const snapshot = context.snapshot();
      const lowest = (values: number[]) => (values.length ? Math.min(...values) : null);
      return {
        products: [...new Set(ids)].map((id) => {
          const product = productOf(snapshot, id);
          const tests = product.sub_products;
          return {
            id: product.id,
            name: product.name,
            manufacturer: product.manufacturer,
            price_eur: product.price.default,
            parameters: [
              ...new Set([...product.parameter_ids, ...tests.flatMap((t) => t.parameter_ids)]),
            ].map((p) => name(snapshot.masterdata, p)),
            connectivity: product.connectivity.connectivity_ids.map((c) => name(snapshot.masterdata, c)),
            sample_types: [...new Set(tests.map((t) => t.sample_type_id))].map((s) =>
              name(snapshot.masterdata, s),
            ),
            fastest_result_min: lowest(tests.map((t) => t.time_to_result_min)),
            smallest_volume_ul: lowest(tests.map((t) => t.sample_volume_ul)),
            tests: tests.length,
          };
        }),
      };
    }),
  );

  server.registerTool('count_products', TOOL_CONFIGS.count_products, ({ field, ...filters }) =>
    answering(async () => {
      const snapshot = context.snapshot();
      const tally = new Map<string, number>();
      const total = await forEachMatchInSlices(
        conditionsOf(filters as Filters, snapshot),
        snapshot.products,
        ({ product }) => {
          for (const value of new Set(productItems(product, field)))
            tally.set(value, (tally.get(value) ?? 0) + 1);
        },
      );
      const counts = [...tally]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([value, count]) =>
          field === 'manufacturer'
            ? { value, id: null, count }
            : { value: name(snapshot.masterdata, value), id: value, count },
        );
      return { total, counts };
    }),
  );

  server.registerTool('list_master_data', TOOL_CONFIGS.list_master_data, ({ type }) =>
    answering(() => ({
      items: [...context.snapshot().masterdata.values()]
        .filter((item) => item.type === type)
        .map((item) => ({
          id: item.id,
          name_de: item.name.de,
          name_en: item.name.en,
          code: item.code ?? null,
        })),
    })),
  );
}

/** The master data ids (or manufacturer names) a condition names. */
function namesIn(condition: Condition): string[] {
  if ('ids' in condition) return condition.ids;
  if (condition.kind === 'manufacturer') return condition.names;
  if (condition.kind === 'exclude') return [condition.name];
  if ('id' in condition) return [condition.id];
  return [];
}
