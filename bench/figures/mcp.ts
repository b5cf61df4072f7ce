// Figure "mcp": how long the MCP tools hold the server's event loop, at 400 and 40,000 demo
// products. The tools run in Node over an in-memory catalogue snapshot built as the server's
// mirror builds it, behind the official SDK's Streamable HTTP transport on a loopback HTTP server
// (stateless, a new server per request, as `/mcp` does; the client is the SDK's, in the same
// process), eight calls in flight at a time, a mix of catalogue-wide calls (search and count with and
// without filters, text, test conditions) and calls by id. perf_hooks.monitorEventLoopDelay
// samples every millisecond while they run: its max, less the sampling interval, is the longest
// stretch one call's work kept every other request waiting (a collector pause or the machine
// descheduling the process counts too: take the figure on an idle machine; the longest GC pause is
// kept in the JSON). The first call after a catalogue change, which builds the slices' indexes, is
// measured on its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { buildVocabulary } from '@poct/schemas';
import type { CatalogueSnapshot, MirroredLink } from '../../sync-server/src/catalogue/catalogue-mirror.ts';
import { generateDemoData } from '../../sync-server/src/demo/generate.ts';
import { registerTools } from '../../sync-server/src/mcp/tools.ts';
import { BENCH_SEED } from '../lib/catalogue.ts';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';

/** The longest the loop may be held by one call (issue: "a few milliseconds" at 40,000). */
const MAX_BLOCK_GOAL_MS = 5;
const SAMPLE_MS = 1;
const IN_FLIGHT = 8;

function snapshotOf(size: number): CatalogueSnapshot {
  const { products, masterdata, links } = generateDemoData({ seed: BENCH_SEED, productCount: size });
  const shown = products.filter((product) => product.visible);
  const byProduct = new Map<string, MirroredLink[]>();
  for (const link of links) {
    const held = byProduct.get(link.product_id);
    if (held) held.push(link);
    else byProduct.set(link.product_id, [link]);
  }
  return {
    products: shown,
    byId: new Map(shown.map((product) => [product.id, product])),
    masterdata: new Map(masterdata.map((item) => [item.id, item])),
    vocabulary: buildVocabulary(
      masterdata,
      shown.map((product) => product.manufacturer),
    ),
    publicationsOf: (id) => byProduct.get(id) ?? [],
  };
}

type Call = { name: string; arguments: Record<string, unknown> };

function workload(snapshot: CatalogueSnapshot): Call[] {
  const ids = snapshot.products.slice(0, 10).map((product) => product.id);
  const maker = snapshot.products[0]!.manufacturer.split(' ')[0]!;
  const calls: Call[] = [
    { name: 'search_products', arguments: {} },
    { name: 'search_products', arguments: { parameters: ['CRP'], limit: 50 } },
    { name: 'search_products', arguments: { text: 'analy' } },
    { name: 'search_products', arguments: { sample_types: ['Kapillarblut'], max_time_to_result_min: 15 } },
    { name: 'search_products', arguments: { manufacturers: [maker], connectivity: ['WLAN'] } },
    { name: 'count_products', arguments: { field: 'manufacturer' } },
    { name: 'count_products', arguments: { field: 'parameter' } },
    { name: 'count_products', arguments: { field: 'sample_type', price_max_eur: 5000 } },
    { name: 'get_product', arguments: { id: ids[0] } },
    { name: 'compare_products', arguments: { ids } },
    { name: 'list_master_data', arguments: { type: 'parameter' } },
  ];
  return Array.from({ length: 4 }, () => calls).flat();
}

/** A loopback HTTP server answering MCP as `/mcp` does (mcp/mcp-router.ts), without its guards. */
async function listening(snapshot: CatalogueSnapshot): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const mcp = new McpServer({ name: 'bench', version: '1' });
    registerTools(mcp, {
      snapshot: () => snapshot,
      linkAccess: true,
      locale: 'en',
      publicUrl: 'http://bench',
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    void mcp.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

async function connected(server: http.Server): Promise<Client> {
  const { port } = server.address() as AddressInfo;
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/`)));
  return client;
}

/** Runs `calls` with IN_FLIGHT at a time; each call's time from sending to its answer. */
async function runAll(client: Client, calls: readonly Call[]): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < calls.length) {
      const call = calls[next++]!;
      const started = performance.now();
      const result = await client.callTool(call);
      if (result.isError) throw new Error(`${call.name}: ${JSON.stringify(result.content)}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return times;
}

export const mcpFigure: Figure = {
  id: 'mcp',
  title: 'MCP tools: longest event-loop block and time per call at 400 and 40,000 products (Node)',
  async run(context) {
    const out: Measurement[] = [];
    for (const size of context.quick ? [400] : [400, 40_000]) {
      const snapshot = snapshotOf(size);
      const server = await listening(snapshot);
      const client = await connected(server);
      // The first call after a catalogue change builds the slices' indexes on the way.
      const cold = monitorEventLoopDelay({ resolution: SAMPLE_MS });
      cold.enable();
      const coldStarted = performance.now();
      await client.callTool({ name: 'count_products', arguments: { field: 'parameter' } });
      const coldMs = performance.now() - coldStarted;
      cold.disable();
      const coldBlock = Math.max(0, cold.max / 1e6 - SAMPLE_MS);
      const calls = workload(snapshot);
      await runAll(client, calls); // warm-up: the JIT compiles the hot paths first
      const gcPauses: number[] = [];
      const gc = new PerformanceObserver((list) =>
        gcPauses.push(...list.getEntries().map((e) => e.duration)),
      );
      gc.observe({ entryTypes: ['gc'] });
      const delay = monitorEventLoopDelay({ resolution: SAMPLE_MS });
      delay.enable();
      const rounds = context.quick ? 1 : 3;
      const times: number[] = [];
      for (let round = 0; round < rounds; round++) times.push(...(await runAll(client, calls)));
      delay.disable();
      gc.disconnect();
      await client.close();
      await new Promise((resolve) => server.close(resolve));
      if (delay.count === 0) throw new Error('the event loop was never sampled');
      const maxBlock = Math.max(0, delay.max / 1e6 - SAMPLE_MS);
      const longestGc = Math.max(0, ...gcPauses);
      context.log(
        `mcp: ${size} products, ${times.length} calls, longest block ${maxBlock.toFixed(1)} ms, longest GC pause ${longestGc.toFixed(1)} ms`,
      );
      const label = `${size.toLocaleString('en-GB')} products`;
      const calls95 = summarize(times);
      out.push(
        {
          figure: 'mcp',
          label: `${label} · longest event-loop block during tool calls · node`,
          values: { max: maxBlock, p99: Math.max(0, delay.percentile(99) / 1e6 - SAMPLE_MS) },
          unit: 'ms',
          ...(size === 40_000
            ? { goalOf: 'max', goal: { op: '<=' as const, value: MAX_BLOCK_GOAL_MS } }
            : {}),
          detail: {
            calls: times.length,
            inFlight: IN_FLIGHT,
            sampleMs: SAMPLE_MS,
            longestGcPauseMs: longestGc,
          },
        },
        {
          figure: 'mcp',
          label: `${label} · time per tool call, ${IN_FLIGHT} in flight · node`,
          values: { median: calls95.median, p95: calls95.p95, max: calls95.max },
          unit: 'ms',
        },
        {
          figure: 'mcp',
          label: `${label} · first call after a catalogue change (builds the indexes) · node`,
          values: { 'longest block': coldBlock, call: coldMs },
          unit: 'ms',
        },
      );
    }
    return out;
  },
};
