// Figure "build": time to build each engine over 40,000 demo products and the JS heap the built
// index holds (after a forced collection), in Chromium and Node; plus the real worker's full
// replacement (copying the records to it and building there).
import { benchRecords } from '../lib/catalogue.ts';
import { buildEngine, ENGINE_NAMES } from '../lib/engines.ts';
import type { Figure } from '../lib/figure.ts';
import { nodeHeapUsed } from '../lib/node-heap.ts';
import type { Measurement } from '../lib/report.ts';
import { median } from '../lib/stats.ts';

const SIZE = 40_000;
const BUILD_GOAL_MS = 1500;
const HEAP_GOAL_MB = 150;
const MB = 1024 * 1024;

interface Build {
  ms: number[];
  heapMB: number[];
}

function rows(runtime: string, engine: string, build: Build): Measurement[] {
  const ours = engine === 'product-index';
  const label = `${SIZE.toLocaleString('en-GB')} products · ${engine} · ${runtime}`;
  return [
    {
      figure: 'build',
      label: `${label} · time`,
      values: { median: median(build.ms) },
      unit: 'ms',
      ...(ours ? { goalOf: 'median', goal: { op: '<=' as const, value: BUILD_GOAL_MS } } : {}),
      detail: { runs: build.ms },
    },
    {
      figure: 'build',
      label: `${label} · heap`,
      values: { median: median(build.heapMB) },
      unit: 'MB',
      ...(ours ? { goalOf: 'median', goal: { op: '<=' as const, value: HEAP_GOAL_MB } } : {}),
      detail: { runs: build.heapMB },
    },
  ];
}

export const buildFigure: Figure = {
  id: 'build',
  title: 'Index build time and heap at 40,000 products',
  async run(context) {
    const runs = context.quick ? 1 : 3;
    const out: Measurement[] = [];

    const session = await context.browser();
    await session.call('prepare', SIZE);
    for (const engine of ENGINE_NAMES) {
      context.log(`build: ${engine}, chromium, ${runs} run(s)`);
      const build: Build = { ms: [], heapMB: [] };
      for (let run = 0; run < runs; run++) {
        const before = await session.heapUsed();
        build.ms.push((await session.call('build', engine)).ms);
        build.heapMB.push(((await session.heapUsed()) - before) / MB);
        await session.call('drop', engine);
      }
      out.push(...rows('chromium', engine, build));
    }
    context.log('build: search worker replace (copy to the worker and build), chromium');
    const replaces: number[] = [];
    const inWorker: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { ms, workerMs } = await session.call('workerReplace');
      replaces.push(ms);
      inWorker.push(workerMs);
    }
    await session.call('workerStop');
    out.push({
      figure: 'build',
      label: `${SIZE.toLocaleString('en-GB')} products · search worker replace (copy + build) · chromium`,
      values: { median: median(replaces), inWorker: median(inWorker) },
      unit: 'ms',
      goalOf: 'median',
      goal: { op: '<=', value: BUILD_GOAL_MS },
      detail: { runs: replaces, inWorkerRuns: inWorker },
    });

    const records = benchRecords(SIZE);
    for (const engine of ENGINE_NAMES) {
      context.log(`build: ${engine}, node, ${runs} run(s)`);
      const build: Build = { ms: [], heapMB: [] };
      for (let run = 0; run < runs; run++) {
        const before = nodeHeapUsed();
        const started = performance.now();
        const kept = [buildEngine(engine, records)];
        build.ms.push(performance.now() - started);
        build.heapMB.push((nodeHeapUsed() - before) / MB);
        kept.length = 0;
      }
      out.push(...rows('node', engine, build));
    }
    return out;
  },
};
