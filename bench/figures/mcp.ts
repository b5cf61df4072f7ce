// Figure "mcp": how long the MCP tools hold the server's event loop, at 400 and 40,000 demo
// products. The tools run in Node over an in-memory catalogue snapshot built as the server's
// mirror builds it, behind the official SDK's Streamable HTTP transport on a loopback HTTP
// server (stateless, a new server per request, as `/mcp` does; the SDK's client runs in a process
// of its own, bench/lib/mcp-client.ts): a mix of catalogue-wide calls (search and count with and without filters, text,
// test conditions) and calls by id, one call in flight at a time (what one request holds: the
// goal) and eight at once. perf_hooks.monitorEventLoopDelay samples every millisecond while they
// run: its max, less the sampling interval, is the longest the loop was held. On a loaded machine
// that wall-clock figure also counts the time the process was descheduled, so a second probe (a
// 1 ms timer) takes the main thread's CPU time between two of its ticks
// (process.threadCpuUsage): the longest of those is the work that held the loop, whatever the
// machine's load; the goal applies to it. The longest GC pause is kept in the JSON. The first
// call after a catalogue change, which builds the slices' indexes, is measured on its own.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import path from 'node:path';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { buildVocabulary } from '@poct/schemas';
import type {
  CatalogueSnapshot,
  MirroredLink,
} from '../../sync-server/src/replication/catalogue/catalogue-mirror.ts';
import { generateDemoData } from '../../sync-server/src/demo/generate.ts';
import { createToolServer } from '../../sync-server/src/assistant/mcp/tools.ts';
import { BENCH_SEED } from '../lib/catalogue.ts';
import type { Figure } from '../lib/figure.ts';
import { runJsonChild } from '../lib/json-child.ts';
import type { McpClientJob } from '../lib/mcp-client.ts';
import type { Measurement } from '../lib/report.ts';
import { summarize } from '../lib/stats.ts';

/** The longest the loop may be held by one call (the goal: "a few milliseconds" at 40,000). */
const MAX_BLOCK_GOAL_MS = 5;
const SAMPLE_MS = 1;
/** One call at a time (what one request holds), and eight at once. */
const IN_FLIGHT = [1, 8] as const;

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

/** The longest main-thread CPU time between two ticks of a 1 ms timer while it runs. */
function cpuBlockProbe(): { stop(): number } {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let last = cpu();
  let longest = 0;
  const timer = setInterval(() => {
    const now = cpu();
    longest = Math.max(longest, now - last);
    last = now;
  }, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, cpu() - last);
    },
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
    const mcp = createToolServer({
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

const CLIENT = path.resolve(import.meta.dirname, '../lib/mcp-client.ts');

/** Runs `calls` `rounds` times from the client process; each call's time from sending to its answer. */
async function runAll(
  server: http.Server,
  calls: readonly Call[],
  inFlight: number,
  rounds = 1,
): Promise<number[]> {
  const { port } = server.address() as AddressInfo;
  const job: McpClientJob = { url: `http://127.0.0.1:${port}/`, calls: [...calls], inFlight, rounds };
  return (await runJsonChild<{ times: number[] }>(CLIENT, job, {}, 'mcp client')).times;
}

/** `rounds` of the workload with both probes and the collector watched. */
async function measure(server: http.Server, calls: readonly Call[], inFlight: number, rounds: number) {
  const gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((e) => e.duration)));
  gc.observe({ entryTypes: ['gc'] });
  const delay = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  const cpu = cpuBlockProbe();
  delay.enable();
  const times = await runAll(server, calls, inFlight, rounds);
  delay.disable();
  const longestCpu = cpu.stop();
  gc.disconnect();
  if (delay.count === 0) throw new Error('the event loop was never sampled');
  return {
    times,
    cpu: longestCpu,
    wall: Math.max(0, delay.max / 1e6 - SAMPLE_MS),
    p99: Math.max(0, delay.percentile(99) / 1e6 - SAMPLE_MS),
    gc: Math.max(0, ...gcPauses),
  };
}

export const mcpFigure: Figure = {
  id: 'mcp',
  title: 'MCP tools: longest event-loop block and time per call at 400 and 40,000 products (Node)',
  async run(context) {
    const out: Measurement[] = [];
    for (const size of context.quick ? [400] : [400, 40_000]) {
      const snapshot = snapshotOf(size);
      const server = await listening(snapshot);
      // The first call after a catalogue change builds the slices' indexes on the way.
      const cold = monitorEventLoopDelay({ resolution: SAMPLE_MS });
      const coldCpu = cpuBlockProbe();
      cold.enable();
      const [coldMs = NaN] = await runAll(
        server,
        [{ name: 'count_products', arguments: { field: 'parameter' } }],
        1,
      );
      cold.disable();
      const coldCpuBlock = coldCpu.stop();
      const coldBlock = Math.max(0, cold.max / 1e6 - SAMPLE_MS);
      const calls = workload(snapshot);
      await runAll(server, calls, 8); // warm-up: the JIT compiles the hot paths first
      for (const inFlight of IN_FLIGHT) {
        const measured = await measure(server, calls, inFlight, context.quick ? 1 : 3);
        context.log(
          `mcp: ${size} products, ${inFlight} in flight, ${measured.times.length} calls, longest block ${measured.cpu.toFixed(1)} ms cpu, ${measured.wall.toFixed(1)} ms wall, longest GC pause ${measured.gc.toFixed(1)} ms`,
        );
        const label = `${size.toLocaleString('en-GB')} products · ${inFlight} in flight`;
        const perCall = summarize(measured.times);
        // The goal is about one request: one call in flight at a time.
        const goal =
          size === 40_000 && inFlight === 1
            ? { goalOf: 'max cpu', goal: { op: '<=' as const, value: MAX_BLOCK_GOAL_MS } }
            : {};
        out.push(
          {
            figure: 'mcp',
            label: `${label} · longest event-loop block during tool calls · node`,
            values: { 'max cpu': measured.cpu, 'max wall': measured.wall, 'p99 wall': measured.p99 },
            unit: 'ms',
            ...goal,
            detail: { calls: measured.times.length, sampleMs: SAMPLE_MS, longestGcPauseMs: measured.gc },
          },
          {
            figure: 'mcp',
            label: `${label} · time per tool call · node`,
            values: { median: perCall.median, p95: perCall.p95, max: perCall.max },
            unit: 'ms',
          },
        );
      }
      await new Promise((resolve) => server.close(resolve));
      out.push({
        figure: 'mcp',
        label: `${size.toLocaleString('en-GB')} products · first call after a catalogue change (builds the indexes) · node`,
        values: { 'max cpu': coldCpuBlock, 'max wall': coldBlock, call: coldMs },
        unit: 'ms',
      });
    }
    return out;
  },
};
