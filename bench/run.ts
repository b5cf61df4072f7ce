// The benchmark harness: `npm run bench [-- --only search,bundle] [-- --quick]`.
// Runs the figures (bench/figures/), prints one table with each goal beside its figure, writes
// bench/results/latest.json, and (unless --quick) rewrites the rows of the figures it ran in the
// results table of bench/README.md. Goals are reported, never asserted: tests live in npm test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FIGURES } from './figures/index.ts';
import { createAppHarness } from './lib/app-harness.ts';
import { openBrowserSession, type BrowserSession } from './lib/browser.ts';
import type { FigureContext } from './lib/figure.ts';
import { meetsGoal, renderTable, type Measurement } from './lib/report.ts';
import { mergeRows, readRows, writeRows } from './lib/results-table.ts';

const RESULTS = path.resolve(import.meta.dirname, 'results/latest.json');
const README = path.resolve(import.meta.dirname, 'README.md');

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});

if (options.list) {
  for (const figure of FIGURES) console.log(`${figure.id.padEnd(10)} ${figure.title}`);
  process.exit(0);
}

const wanted = options.only
  ?.split(',')
  .map((id) => id.trim())
  .filter(Boolean);
const unknown = wanted?.filter((id) => !FIGURES.some((figure) => figure.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown figure(s): ${unknown.join(', ')}. Known: ${FIGURES.map((f) => f.id).join(', ')}`);
  process.exit(2);
}
const figures = FIGURES.filter((figure) => !wanted || wanted.includes(figure.id));

const log = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

let session: Promise<BrowserSession> | undefined;
const app = createAppHarness(log);
const context: FigureContext = {
  quick: options.quick,
  browser: () => (session ??= openBrowserSession(log)),
  app,
  log,
};

const started = new Date();
const measurements: Measurement[] = [];
const failures: { figure: string; error: string }[] = [];
for (const figure of figures) {
  log(`${figure.id}: ${figure.title}`);
  const figureStarted = performance.now();
  try {
    measurements.push(...(await figure.run(context)));
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    failures.push({ figure: figure.id, error: message });
    log(`${figure.id} failed: ${message}`);
  }
  log(`${figure.id}: done in ${((performance.now() - figureStarted) / 1000).toFixed(1)} s`);
}
const browserVersion =
  (session ? (await session.catch(() => undefined))?.version : undefined) ?? (await app.browserVersion());
await (await session?.catch(() => undefined))?.close();
await app.close();

const cpus = os.cpus();
const machine = {
  cpu: cpus[0]?.model ?? 'unknown',
  cores: cpus.length,
  memoryGB: Math.round(os.totalmem() / 1024 ** 3),
  platform: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  ...(browserVersion ? { chromium: browserVersion } : {}),
};

console.log(renderTable(measurements));
const missed = measurements.filter((m) => meetsGoal(m) === false);
console.log(
  `\n${measurements.length} measurements; ${missed.length} miss their goal; machine: ${machine.cores} × ${machine.cpu}, ` +
    `${machine.memoryGB} GB, Node ${machine.node}${browserVersion ? `, Chromium ${browserVersion}` : ''}` +
    `${options.quick ? ' (quick run)' : ''}`,
);
for (const failure of failures)
  console.log(`figure ${failure.figure} failed: ${failure.error.split('\n')[0]}`);

fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
fs.writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      startedAt: started.toISOString(),
      seconds: Math.round((Date.now() - started.getTime()) / 1000),
      quick: options.quick,
      figures: figures.map((figure) => figure.id),
      machine,
      measurements: measurements.map((m) => ({ ...m, meetsGoal: meetsGoal(m) ?? null })),
      failures,
    },
    null,
    2,
  )}\n`,
);
log(`wrote ${path.relative(process.cwd(), RESULTS)}`);
if (!options.quick) {
  // A figure that failed keeps its earlier rows: the table says the latest result, not "none".
  const ran = figures.map((figure) => figure.id).filter((id) => !failures.some((f) => f.figure === id));
  const page = fs.readFileSync(README, 'utf8');
  fs.writeFileSync(README, await writeRows(page, mergeRows(readRows(page), ran, measurements), README));
  log(`updated the results table of ${path.relative(process.cwd(), README)}`);
}
// Ends here, not when the event loop empties: a handle some figure leaves open
// would keep a finished run, its servers and Chromium alive.
process.exit(failures.length > 0 ? 1 : 0);
