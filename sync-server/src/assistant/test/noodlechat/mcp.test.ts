// The MCP endpoint against the real server and store: an MCP client from the official SDK lists
// the tools and calls each; errors are structured with a suggestion; only premium with chat
// access gets in (premium@ without it, free, guests refused); foreign Host headers are refused
// (DNS rebinding); a burst meets the per-user limit, which counts tool calls by their cost (a
// JSON-RPC batch of N calls costs N, a catalogue-wide call more), shared with the assistant.
import http from 'node:http';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDemoData } from '../../../demo/index.ts';
import { putPlan, signInNewPremium } from '../../../../test/support/premium-accounts.ts';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import { TOOL_COSTS } from '../../mcp/tool-costs.ts';

const PRODUCTS = 60;
const MCP_LIMIT = 40;
const visible = generateDemoData({ productCount: PRODUCTS }).products.filter((p) => p.visible);
let server: TestServer;
/** The in-memory mirror follows the projections' _changes: on a busy machine that takes a while. */
const MIRROR_CAUGHT_UP = { timeout: 60_000, interval: 250 };

async function connect(token: string | undefined): Promise<Client> {
  const client = new Client({ name: 'poct-atlas-test', version: '1.0.0' });
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

type Structured = Record<string, unknown>;
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return {
    isError: result.isError === true,
    data: result.structuredContent as Structured,
    text: result.content,
  };
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

function postMcp(
  token: string | undefined,
  host?: string,
  message: unknown = initialize,
): Promise<{ status: number; body: string }> {
  const url = new URL(`${server.url}/mcp`);
  const body = JSON.stringify(message);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: '/mcp',
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'accept-language': 'de',
          ...(host ? { host } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

beforeAll(async () => {
  server = await startTestServer({ demoProducts: PRODUCTS, mcpRequestsPerUser: MCP_LIMIT });
});
afterAll(async () => {
  await server?.close();
});

describe('/mcp with chat access (verified@)', () => {
  it('lists the six read-only tools with input and output schemas and answers each', async () => {
    const client = await connect(await server.login('verified'));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'ask_catalogue',
      'compare_products',
      'count_products',
      'get_product',
      'list_master_data',
      'search_products',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
      expect(tool.annotations?.readOnlyHint).toBe(true);
      expect(TOOL_COSTS[tool.name as keyof typeof TOOL_COSTS]).toBeGreaterThanOrEqual(1);
    }

    // The mirror follows the projection: wait until it holds the whole visible catalogue.
    await vi.waitFor(async () => {
      const all = await call(client, 'count_products', { field: 'manufacturer' });
      expect(all.data.total).toBe(visible.length);
    }, MIRROR_CAUGHT_UP);

    const search = await call(client, 'search_products', {
      parameters: ['CRP'],
      max_time_to_result_min: 10,
      limit: 50,
    });
    expect(search.isError).toBe(false);
    const expected = visible.filter((p) =>
      p.sub_products.some((t) => t.parameter_ids.includes('param-crp') && t.time_to_result_min <= 10),
    );
    const found = search.data.products as Array<{
      id: string;
      matching_test: { time_to_result_min: number; parameters: string[] };
    }>;
    expect(search.data.total).toBe(expected.length);
    expect(found.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const product of found) {
      expect(product.matching_test.time_to_result_min).toBeLessThanOrEqual(10);
      expect(product.matching_test.parameters).toContain('C-reactive protein');
    }

    const withLinks = visible.find((p) => p.links_visible)!;
    const detail = await call(client, 'get_product', { id: withLinks.id });
    expect(detail.data.name).toBe(withLinks.name);
    expect((detail.data.tests as unknown[]).length).toBe(withLinks.sub_products.length);
    const publications = detail.data.publications as Array<{ published_at: string }>;
    expect(Array.isArray(publications)).toBe(true);
    expect(publications.length).toBeLessThanOrEqual(10);
    for (const [at, link] of publications.entries()) {
      expect(Number(link.published_at.slice(0, 4))).toBeGreaterThanOrEqual(2019);
      if (at > 0) expect(link.published_at <= publications[at - 1]!.published_at).toBe(true);
    }

    const compared = await call(client, 'compare_products', { ids: [visible[0]!.id, visible[1]!.id] });
    expect((compared.data.products as Array<{ name: string }>).map((p) => p.name)).toEqual([
      visible[0]!.name,
      visible[1]!.name,
    ]);

    const counts = await call(client, 'count_products', { field: 'connectivity', parameters: ['Troponin'] });
    const troponin = visible.filter((p) =>
      [...p.parameter_ids, ...p.sub_products.flatMap((t) => t.parameter_ids)].some((id) =>
        id.startsWith('param-troponin'),
      ),
    );
    expect(counts.data.total).toBe(troponin.length);
    const bluetooth = (counts.data.counts as Array<{ id: string; count: number }>).find(
      (c) => c.id === 'conn-bluetooth',
    );
    expect(bluetooth?.count ?? 0).toBe(
      troponin.filter((p) => p.connectivity.connectivity_ids.includes('conn-bluetooth')).length,
    );

    const list = await call(client, 'list_master_data', { type: 'parameter' });
    expect(list.data.items).toContainEqual({
      id: 'param-crp',
      name_de: 'C-reaktives Protein',
      name_en: 'C-reactive protein',
      code: 'CRP',
    });
    await client.close();
  });

  it('answers a question as NoodleChat understands it: conditions, words not used, results in order', async () => {
    // An account of its own: the calls here would use up verified@'s limit for the tests after.
    await putPlan(server, 'plan-chat-ask', { chat_access: true, link_access: true });
    const client = await connect(await signInNewPremium(server, 'asker', { plan_id: 'plan-chat-ask' }));
    await vi.waitFor(async () => {
      const all = await call(client, 'count_products', { field: 'manufacturer' });
      expect(all.data.total).toBe(visible.length);
    }, MIRROR_CAUGHT_UP);
    const measures = (p: (typeof visible)[number], id: string) =>
      [...p.parameter_ids, ...p.sub_products.flatMap((t) => t.parameter_ids)].includes(id);

    const asked = await call(client, 'ask_catalogue', {
      question: 'Die günstigsten Geräte für CRP oder Glukose mit Zorblax',
      limit: 50,
    });
    expect(asked.isError).toBe(false);
    expect(asked.data.refused).toBeNull();
    expect(asked.data.not_used).toEqual(['Zorblax']);
    expect(asked.data.conditions).toEqual([
      {
        condition: { kind: 'parameter', ids: ['param-crp', 'param-glucose'] },
        names: ['C-reactive protein', 'Glucose'],
      },
      { condition: { kind: 'sort', by: 'price' }, names: [] },
    ]);
    const byName = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
    const expected = visible
      .filter((p) => measures(p, 'param-crp') || measures(p, 'param-glucose'))
      .sort((a, b) => a.price.default - b.price.default || byName.compare(a.name, b.name));
    expect(expected.length).toBeGreaterThan(1);
    expect(asked.data.total).toBe(expected.length);
    expect((asked.data.products as Array<{ id: string }>).map((p) => p.id)).toEqual(
      expected.map((p) => p.id),
    );

    const clinical = await call(client, 'ask_catalogue', { question: 'Should I give my patient heparin?' });
    expect(clinical.data).toMatchObject({ refused: 'clinical', total: 0, products: [] });

    // A manufacturer whose name says "Diagnostik", without its legal form: answered, never refused.
    const maker = visible.find((p) => p.manufacturer.includes('Diagnostik'))!.manufacturer;
    const question = `Alle Produkte von ${maker.replace(/ (GmbH|AG)$/, '')}`;
    const products = await call(client, 'ask_catalogue', { question, limit: 50 });
    expect(products.data.refused, question).toBeNull();
    expect(products.data.total).toBe(visible.filter((p) => p.manufacturer === maker).length);
    await client.close();
  });

  it('answers a bad name or id with a structured error and a suggestion', async () => {
    const client = await connect(await server.login('verified'));
    const unknownName = await call(client, 'search_products', { parameters: ['Troponix'] });
    expect(unknownName.isError).toBe(true);
    const nameError = JSON.parse((unknownName.text as Array<{ text: string }>)[0]!.text) as {
      error: Structured;
    };
    expect(nameError.error).toMatchObject({ code: 'unknown_value' });
    expect(String(nameError.error.suggestion)).toMatch(/param-troponin|list_master_data/);

    const unknownId = await call(client, 'get_product', { id: 'prod-99999' });
    expect(unknownId.isError).toBe(true);
    expect((unknownId.text as Array<{ text: string }>)[0]!.text).toContain('search_products');

    // Input the schema refuses never reaches the catalogue.
    const refused = await client.callTool({ name: 'compare_products', arguments: { ids: ['only-one'] } });
    expect(refused.isError).toBe(true);
    await client.close();
  });
});

describe('/mcp and stored addresses', () => {
  it('gives a publication whose stored address breaks the URL policy no address', async () => {
    // Accounts of their own, polled slowly: every poll is a call within the per-user limit.
    await putPlan(server, 'plan-chat-links', { chat_access: true, link_access: true });
    const reader = async (name: string) =>
      connect(await signInNewPremium(server, name, { plan_id: 'plan-chat-links' }));
    const polled = { timeout: 90_000, interval: 2_500 };
    const client = await reader('addressbefore');
    const withLinks = visible.find((p) => p.links_visible)!;
    const shown = await vi.waitFor(async () => {
      const before = await call(client, 'get_product', { id: withLinks.id });
      const first = (before.data.publications as Array<{ title: string }> | null)?.[0];
      expect(first).toBeDefined();
      return first!;
    }, polled);
    const stored = (
      await server.store.allDocs<{ _id: string; title: string; product_id: string }>('publications_master')
    ).find((doc) => doc.product_id === withLinks.id && doc.title === shown.title)!;
    // Written around the gateway's check, as a document stored before the policy would be.
    const title = `${shown.title} (edited)`;
    await server.store.put('publications_master', { ...stored, title, url: 'javascript:alert(1)' });
    const later = await reader('addressafter');
    await vi.waitFor(async () => {
      const after = await call(later, 'get_product', { id: withLinks.id });
      const edited = (after.data.publications as Array<{ title: string; url: string | null }>).find(
        (link) => link.title === title,
      );
      expect(edited).toEqual(expect.objectContaining({ url: null }));
    }, polled);
  }, 200_000);
});

describe("/mcp and the plan's link access", () => {
  it('gives get_product no publications when the plan has chat but no link access, and refuses once the plan loses chat', async () => {
    await putPlan(server, 'plan-chat-no-links', { chat_access: true, link_access: false });
    const accessToken = await signInNewPremium(server, 'chatnolinks', { plan_id: 'plan-chat-no-links' });
    const client = await connect(accessToken);
    const withLinks = visible.find((p) => p.links_visible)!;
    await vi.waitFor(async () => {
      const detail = await call(client, 'get_product', { id: withLinks.id });
      expect(detail.isError).toBe(false);
      expect(detail.data.publications).toBeNull();
    }, MIRROR_CAUGHT_UP);
    await client.close();

    // Rights changing mid-way: the plan loses chat access, and the same token is refused.
    const plan = (await server.store.get('plans', 'plan-chat-no-links'))!;
    await server.store.put('plans', { ...plan, chat_access: false });
    await vi.waitFor(async () => expect((await postMcp(accessToken)).status).toBe(403), { timeout: 10_000 });
  });
});

describe('/mcp refusals', () => {
  it('refuses premium@ (no chat access), free@ and a guest with the catalogue texts', async () => {
    const premium = await postMcp(await server.login('premium'));
    expect(premium.status).toBe(403);
    expect(JSON.parse(premium.body)).toMatchObject({ statusCode: 403 });
    expect((await postMcp(await server.login('free'))).status).toBe(403);
    expect((await postMcp(await server.login('staff'))).status).toBe(403);
    expect((await postMcp(undefined)).status).toBe(401);
    expect((await postMcp('not-a-token')).status).toBe(401);
    await expect(connect(await server.login('premium'))).rejects.toThrow();
  });

  it('refuses a Host header that is not ours (DNS rebinding)', async () => {
    const token = await server.login('verified');
    expect((await postMcp(token, 'evil.example')).status).toBe(403);
    expect((await postMcp(token, `localhost:${new URL(server.url).port}`)).status).toBe(200);
  });

  it('holds the per-user limit under a burst', async () => {
    const token = await server.login('verified');
    const statuses = await Promise.all(Array.from({ length: MCP_LIMIT + 20 }, () => postMcp(token)));
    const passed = statuses.filter((s) => s.status === 200).length;
    expect(passed).toBeLessThanOrEqual(MCP_LIMIT);
    expect(statuses.filter((s) => s.status === 429).length).toBeGreaterThanOrEqual(20);
    expect(statuses.every((s) => s.status === 200 || s.status === 429)).toBe(true);
  });
});

describe('/mcp counts tool calls, not requests', () => {
  /** A JSON-RPC tools/call message. */
  const toolCall = (id: number, name: string, args: Record<string, unknown>) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name, arguments: args },
  });
  const getProduct = (id: number) => toolCall(id, 'get_product', { id: visible[0]!.id });
  const search = (id: number) => toolCall(id, 'search_products', { query: 'CRP' });
  /** A user of their own with chat access, so each test starts with an empty count. */
  const chatUser = (username: string) => signInNewPremium(server, username, { plan_id: 'plan-chat-costs' });
  beforeAll(() => putPlan(server, 'plan-chat-costs', { chat_access: true, link_access: true }));

  it('counts a JSON-RPC batch of N tool calls as N', async () => {
    expect(TOOL_COSTS.get_product).toBe(1);
    const token = await chatUser('mcpbatch');
    const batch = (from: number) => Array.from({ length: MCP_LIMIT / 4 }, (_, i) => getProduct(from + i));
    for (let round = 0; round < 4; round++) {
      const answer = await postMcp(token, undefined, batch(round * 100));
      expect(answer.status).toBe(200);
      expect(answer.body.match(/"jsonrpc"/g)).toHaveLength(MCP_LIMIT / 4);
    }
    // Four requests, MCP_LIMIT calls: the limit is used up.
    expect((await postMcp(token, undefined, getProduct(1))).status).toBe(429);
  });

  it('refuses a batch that costs more than the limit at once, answering none of it', async () => {
    const token = await chatUser('mcpbigbatch');
    const answer = await postMcp(
      token,
      undefined,
      Array.from({ length: MCP_LIMIT + 1 }, (_, i) => getProduct(i)),
    );
    expect(answer.status).toBe(429);
    expect(answer.body).not.toContain('"jsonrpc"');
  });

  it('costs a catalogue-wide call more than a call by id, and shares the limit with the assistant', async () => {
    expect(TOOL_COSTS.search_products).toBeGreaterThan(TOOL_COSTS.get_product);
    const searches = MCP_LIMIT / TOOL_COSTS.search_products;
    const token = await chatUser('mcpsearches');
    for (let i = 0; i < searches - 1; i++)
      expect((await postMcp(token, undefined, search(i))).status).toBe(200);
    const answer = await server.api('/api/assistant/answer', {
      method: 'POST',
      token,
      json: { question: 'CRP', conditions: [{ kind: 'parameter', ids: ['param-crp'] }] },
    });
    expect(answer.status).toBe(200);
    // searches × the cost of a search = the limit: not even a call by id is left.
    expect((await postMcp(token, undefined, getProduct(1))).status).toBe(429);
  });
});

// This server has no model configured (ASSISTANT_MODEL_URL unset): the answer endpoint says so,
// and the page (web/src/chat/phrasing.ts) stops asking.
describe('/api/assistant/answer without a model', () => {
  it('answers without text and says no model phrases', async () => {
    // Not verified@, whose tool calls the burst above used up (the assistant shares that limit).
    await putPlan(server, 'plan-chat-answer', { chat_access: true, link_access: true });
    const response = await server.api('/api/assistant/answer', {
      method: 'POST',
      token: await signInNewPremium(server, 'chatanswer', { plan_id: 'plan-chat-answer' }),
      json: { question: 'CRP', conditions: [{ kind: 'parameter', ids: ['param-crp'] }] },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'results', text: null, phrasing: false });
    // Asked as a question, the answer names back the words it did not use.
    const asked = await server.api('/api/assistant/answer', {
      method: 'POST',
      token: await signInNewPremium(server, 'chatasker', { plan_id: 'plan-chat-answer' }),
      json: { question: 'CRP mit Zorblax' },
    });
    expect(await asked.json()).toMatchObject({
      kind: 'results',
      conditions: [{ kind: 'parameter', ids: ['param-crp'] }],
      not_used: ['Zorblax'],
    });
  });
});
