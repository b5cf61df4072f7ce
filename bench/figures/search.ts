// Figure "search": time per keystroke while queries are typed letter by letter, for our index,
// FlexSearch, MiniSearch and Fuse.js (bench/lib/engines.ts), over 400, 4,000 and 40,000 demo products; in Chromium (the index in
// the page, and the real worker as a round trip) and in Node.
import { benchRecords } from '../lib/catalogue.ts';
import { buildEngine, ENGINE_NAMES, type EngineName } from '../lib/engines.ts';
import type { Figure, FigureContext } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { ratio, summarize, type Summary } from '../lib/stats.ts';
import { keystrokes, sample, type Keystroke } from '../lib/workload.ts';

const LIMIT = 20;
/** Keystrokes typed untimed first, so the JIT has compiled both engines' hot paths. */
function warmUpLength(engine: EngineName, keys: number): number {
  return engine === 'fuse.js' ? 3 : keys;
}
/** p95 per keystroke of our index, by catalogue size (the benchmark goals of the offline PWA). */
const P95_GOAL_MS: Readonly<Record<number, number>> = { 400: 2, 40_000: 16 };
/** Per keystroke through the real search worker (post, search, answer) at 40,000 products. */
const WORKER_P95_GOAL_MS = 1;
const FASTER_THAN_MINISEARCH = 10;

/**
 * Times the whole typing is repeated: at small sizes a keystroke takes microseconds, and one
 * pass leaves the p95 to a handful of samples that a collection or a timer tick decides.
 */
function rounds(engine: EngineName, size: number, quick: boolean): number {
  if (engine === 'fuse.js' || size > 4000) return 1;
  return quick ? 2 : 5;
}

/** Fuse.js takes up to a second per query at 40,000: it types a sample of the keystrokes. */
function keystrokeBudget(engine: EngineName, size: number, quick: boolean): number {
  if (engine !== 'fuse.js' || size <= 400) return Number.POSITIVE_INFINITY;
  if (size <= 4000) return quick ? 20 : 60;
  return quick ? 6 : 15;
}

interface Typing {
  times: number[];
  totals: number[];
}

type Runtime = 'chromium' | 'node';

function byGroup(keys: readonly Keystroke[], times: readonly number[]): Record<string, Summary> {
  const groups: Record<string, number[]> = {};
  keys.forEach((key, i) => (groups[key.group] ??= []).push(times[i] as number));
  return Object.fromEntries(Object.entries(groups).map(([group, samples]) => [group, summarize(samples)]));
}

function sizeLabel(size: number): string {
  return `${size.toLocaleString('en-GB')} products`;
}

/** Share of keystrokes (without typos, where engines correct differently) with equal totals. */
function agreement(keys: readonly Keystroke[], a: readonly number[], b: readonly number[]): number {
  let same = 0;
  let compared = 0;
  keys.forEach((key, i) => {
    if (key.group === 'typo') return;
    compared++;
    if (a[i] === b[i]) same++;
  });
  return compared === 0 ? Number.NaN : same / compared;
}

async function measureSize(
  size: number,
  runtime: Runtime,
  context: FigureContext,
  keys: readonly Keystroke[],
): Promise<Measurement[]> {
  const out: Measurement[] = [];
  const typings = new Map<EngineName, Typing>();
  const session = runtime === 'chromium' ? await context.browser() : undefined;
  const records = session ? [] : benchRecords(size);
  if (session) await session.call('prepare', size);

  for (const engine of ENGINE_NAMES) {
    const once = sample(keys, keystrokeBudget(engine, size, context.quick));
    const mine = Array.from({ length: rounds(engine, size, context.quick) }, () => once).flat();
    const queries = mine.map((key) => key.query);
    context.log(`search: ${sizeLabel(size)}, ${engine}, ${runtime}, ${queries.length} keystrokes`);
    let typing: Typing;
    if (session) {
      await session.call('build', engine);
      await session.call('type', engine, queries.slice(0, warmUpLength(engine, once.length)), LIMIT);
      typing = await session.call('type', engine, queries, LIMIT);
      await session.call('drop', engine);
    } else {
      const index = buildEngine(engine, records);
      for (const query of queries.slice(0, warmUpLength(engine, once.length))) index.search(query, LIMIT);
      typing = { times: [], totals: [] };
      for (const query of queries) {
        const started = performance.now();
        typing.totals.push(index.search(query, LIMIT).total);
        typing.times.push(performance.now() - started);
      }
    }
    typings.set(engine, typing);
    const summary = summarize(typing.times);
    const goal = engine === 'product-index' ? P95_GOAL_MS[size] : undefined;
    out.push({
      figure: 'search',
      label: `${sizeLabel(size)} · ${engine} · ${runtime}`,
      values: { median: summary.median, p95: summary.p95, max: summary.max },
      unit: 'ms',
      ...(goal === undefined ? {} : { goalOf: 'p95', goal: { op: '<=', value: goal } }),
      detail: {
        keystrokes: queries.length,
        sampled: once.length < keys.length,
        rounds: rounds(engine, size, context.quick),
        byGroup: byGroup(mine, typing.times),
      },
    });
  }

  const ours = typings.get('product-index') as Typing;
  const mini = typings.get('minisearch') as Typing;
  const flex = typings.get('flexsearch') as Typing;
  /** A peer's p95 over ours, with their medians' ratio and whether their totals agree. */
  const peerRatio = (name: string, peer: Typing, least: number): Measurement => ({
    figure: 'search',
    label: `${sizeLabel(size)} · ${name} p95 ÷ product-index p95 · ${runtime}`,
    values: { ratio: ratio(summarize(peer.times).p95, summarize(ours.times).p95) },
    unit: '×',
    goalOf: 'ratio',
    goal: { op: '>=', value: least },
    detail: {
      medianRatio: ratio(summarize(peer.times).median, summarize(ours.times).median),
      [`totalsAgreeWith${name}`]: agreement(
        keys,
        ours.totals.slice(0, keys.length),
        peer.totals.slice(0, keys.length),
      ),
    },
  });
  // Our index stays only while it beats FlexSearch, the fastest well-kept library.
  out.push(peerRatio('FlexSearch', flex, 1), peerRatio('MiniSearch', mini, FASTER_THAN_MINISEARCH));

  if (session) {
    context.log(`search: ${sizeLabel(size)}, product-index in the search worker, chromium`);
    const queries = keys.map((key) => key.query);
    await session.call('workerReplace');
    await session.call('workerType', queries, LIMIT);
    const { times, workerTimes } = await session.call('workerType', queries, LIMIT);
    session.call('workerStop').catch(() => undefined);
    const roundTrip = summarize(times);
    out.push({
      figure: 'search',
      label: `${sizeLabel(size)} · product-index via worker, round trip · chromium`,
      values: { median: roundTrip.median, p95: roundTrip.p95, max: roundTrip.max },
      unit: 'ms',
      ...(size === 40_000 ? { goalOf: 'p95', goal: { op: '<=' as const, value: WORKER_P95_GOAL_MS } } : {}),
      detail: { keystrokes: queries.length, inWorker: summarize(workerTimes) },
    });
  }
  return out;
}

export const searchFigure: Figure = {
  id: 'search',
  title: 'Search per keystroke',
  async run(context) {
    const sizes = context.quick ? [400, 40_000] : [400, 4_000, 40_000];
    const keys = keystrokes(context.quick);
    const out: Measurement[] = [];
    for (const runtime of ['chromium', 'node'] as const) {
      for (const size of sizes) out.push(...(await measureSize(size, runtime, context, keys)));
    }
    return out;
  },
};
