// The catalogue-wide MCP work in slices: the same answers as one pass over the whole catalogue
// (totals, the first matches in name order, every match once), never more than one slice of work
// without asking the pace, and the tools let other callbacks run once the turn's budget is used.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { buildVocabulary, evaluateQuery, firstMatches, type Condition } from '@poct/schemas';
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../replication/index.ts';
import { generateDemoData } from '../../demo/index.ts';
import {
  firstMatchesInSlices,
  forEachMatchInSlices,
  sharedPace,
  SLICE_SIZE,
  type Pace,
} from './sliced-evaluation.ts';
import { createToolServer } from './tools.ts';

const { products: all, masterdata } = generateDemoData({ productCount: SLICE_SIZE * 3 + 217 });
const products = all.filter((product) => product.visible);
const maker = products[0]!.manufacturer;

const CONDITIONS: Condition[][] = [
  [],
  [{ kind: 'parameter', ids: ['param-crp'] }],
  [{ kind: 'text', text: 'analy' }],
  [{ kind: 'max_time', minutes: 10 }],
  [{ kind: 'manufacturer', names: [maker] }],
  [{ kind: 'lacks', of: 'connectivity', id: 'conn-bluetooth' }],
  [
    { kind: 'price', min: 100, max: 5000 },
    { kind: 'max_volume', ul: 50 },
  ],
  // Sorted answers merge by the sort key, then name.
  [{ kind: 'sort', by: 'price' }],
  [
    { kind: 'parameter', ids: ['param-crp'] },
    { kind: 'sort', by: 'time' },
  ],
  [
    { kind: 'max_time', minutes: 10 },
    { kind: 'sort', by: 'volume' },
  ],
];

/** Counts the pace's calls and never waits. */
function countingPace(): Pace & { calls: number } {
  const pace = Object.assign(async () => void pace.calls++, { calls: 0 });
  return pace;
}

/** Keeps the thread busy past any turn's budget. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('the catalogue in slices', () => {
  it('answers what one pass over the whole catalogue answers', async () => {
    expect(products.length).toBeGreaterThan(SLICE_SIZE * 3);
    for (const conditions of CONDITIONS) {
      for (const limit of [1, 20, 50]) {
        const whole = firstMatches(conditions, products, limit);
        const sliced = await firstMatchesInSlices(conditions, products, limit);
        expect(sliced.total).toBe(whole.total);
        expect(sliced.matches.map((m) => [m.product.id, m.test?.name])).toEqual(
          whole.matches.map((m) => [m.product.id, m.test?.name]),
        );
      }
      const visited: string[] = [];
      const total = await forEachMatchInSlices(conditions, products, ({ product }) =>
        visited.push(product.id),
      );
      const expected = evaluateQuery(conditions, products).map(({ product }) => product.id);
      expect(total).toBe(expected.length);
      expect(visited.sort()).toEqual(expected.sort());
    }
  });

  it('asks the pace before every slice', async () => {
    const slices = Math.ceil(products.length / SLICE_SIZE);
    const counting = countingPace();
    await forEachMatchInSlices([], products, () => undefined, counting);
    expect(counting.calls).toBe(slices);
    const merging = countingPace();
    await firstMatchesInSlices([], products, 20, merging);
    expect(merging.calls).toBeGreaterThanOrEqual(slices);
  });

  it('waits for the next turn once the budget of this one is used', async () => {
    busy(5);
    const order: string[] = [];
    setImmediate(() => order.push('other callback'));
    await sharedPace();
    order.push('after the pace');
    expect(order).toEqual(['other callback', 'after the pace']);
  });
});

describe('the catalogue-wide tools', () => {
  const snapshot: CatalogueSnapshot = {
    products,
    byId: new Map(products.map((product) => [product.id, product])),
    masterdata: new Map(masterdata.map((item) => [item.id, item])),
    vocabulary: buildVocabulary(
      masterdata,
      products.map((product) => product.manufacturer),
    ),
    publicationsOf: () => [],
  };

  async function client(): Promise<Client> {
    const server = createToolServer({
      snapshot: () => snapshot,
      linkAccess: true,
      locale: 'en',
      publicUrl: 'http://test',
    });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const connected = new Client({ name: 'test', version: '1' });
    await connected.connect(clientSide);
    return connected;
  }

  it.each([
    ['search_products', {}],
    ['count_products', { field: 'parameter' }],
  ])('%s lets other callbacks run before it answers', async (name, args) => {
    const mcp = await client();
    // The in-memory transport itself never leaves the microtask queue: only the tool can yield.
    busy(5);
    const order: string[] = [];
    setImmediate(() => order.push('other callback'));
    const result = await mcp.callTool({ name, arguments: args });
    order.push('answer');
    expect(result.isError).toBeFalsy();
    expect(order).toEqual(['other callback', 'answer']);
    await mcp.close();
  });
});
