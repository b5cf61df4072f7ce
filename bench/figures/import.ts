// Figure "import": the catalogue import at scale. A generated German CSV of 40,000 products with
// 120,000 tests (three per product, in the template's columns) goes through the real server's
// dry run and apply (sync-server content/catalogue-import/) on an embedded store with the demo
// master data and no products: the dry run's and the apply's wall time, and the peak resident
// memory of the server process (sampled every 50 ms) during each. The batch's progress, as the
// workspace polls it, is logged while the apply runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../../sync-server/src/index.ts';
import { COLUMNS } from '../../sync-server/src/content/catalogue-import/columns.ts';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';

const GOALS_S = { dryRun: 30, apply: 120 };
const TESTS_PER_PRODUCT = 3;
const SAMPLE_TYPES = ['Serum', 'Plasma', 'Kapillarblut', 'Urin'];
const PARAMETERS = ['CRP', 'HbA1c', 'GLU', 'Troponin I', 'D-Dimer'];

/** The German CSV: product columns on each of a product's rows, one test per row. */
function generateCsv(products: number): Buffer {
  const header = COLUMNS.map((column) => column.de).join(';');
  const lines = [header];
  for (let p = 0; p < products; p++) {
    for (let t = 0; t < TESTS_PER_PRODUCT; t++) {
      const values: Record<string, string> = {
        'products:name': `Bench-Gerät ${p}`,
        'products:manufacturer': `Benchwerk ${p % 200} GmbH`,
        'products:description.de': `Gerät ${p} für die Messung am Patienten.`,
        'products:description.en': `Device ${p} for point-of-care testing.`,
        'products:price.min': `${1000 + (p % 500)},50`,
        'products:price.max': `2.${String(100 + (p % 800)).padStart(3, '0')},00`,
        'products:price.default': '1.500',
        'products:price.average': '1.600,25',
        'products:price.as_of': '01.07.2025',
        'products:visible': 'ja',
        'products:parameter_ids': PARAMETERS.slice(0, 1 + (p % PARAMETERS.length)).join(' | '),
        'sub_products:name': `Test ${t + 1}`,
        'sub_products:sample_type_id': SAMPLE_TYPES[(p + t) % SAMPLE_TYPES.length]!,
        'sub_products:sample_volume_ul': `${5 + t},5`,
        'sub_products:time_to_result_min': String(3 + t),
        'sub_products:loinc_codes': '1988-5',
      };
      lines.push(COLUMNS.map((column) => values[`${column.sheet}:${column.path}`] ?? '').join(';'));
    }
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/** Peak resident memory of this process while `work` runs. */
async function withPeakMemory<T>(
  work: () => Promise<T>,
): Promise<{ result: T; peakMb: number; seconds: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  try {
    const result = await work();
    return {
      result,
      peakMb: Math.max(peak, process.memoryUsage().rss) / (1024 * 1024),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    clearInterval(timer);
  }
}

export const importFigure: Figure = {
  id: 'import',
  title: 'Catalogue import: dry run and apply of 40,000 products with 120,000 tests (CSV, real server)',
  async run(context) {
    const products = context.quick ? 4_000 : 40_000;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-bench-import-'));
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      storePort: 0,
      demoProducts: 1,
      logLevel: 'silent',
    });
    try {
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@demo.poct-atlas.test', password: 'demo-password' }),
      });
      const { accessToken } = (await login.json()) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}`, 'accept-language': 'de' };
      const file = generateCsv(products);
      context.log(
        `import: ${products.toLocaleString('en-GB')} products, ${(file.length / 1e6).toFixed(1)} MB CSV`,
      );
      const dry = await withPeakMemory(async () => {
        const response = await fetch(`${server.url}/api/catalogue-import/dry-run?file_name=bench.csv`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'text/csv' },
          body: new Uint8Array(file),
        });
        return (await response.json()) as {
          batch_id?: string;
          counts: Record<string, number>;
          message?: string;
        };
      });
      if (!dry.result.batch_id)
        throw new Error(
          `import dry run planned no batch: ${JSON.stringify(dry.result).slice(0, 300)} ${JSON.stringify((dry.result as { rows?: { errors: unknown }[] }).rows?.[0]?.errors)}`,
        );
      context.log(`import: dry run ${dry.seconds.toFixed(1)} s, ${JSON.stringify(dry.result.counts)}`);
      // The batch the workspace polls for its progress bar, read as the apply runs.
      const progress: string[] = [];
      const poll = setInterval(() => {
        void fetch(`${server.url}/api/catalogue-import/batches/${dry.result.batch_id}`, { headers })
          .then((response) => response.json() as Promise<{ progress?: { done: number; total: number } }>)
          .then(({ progress: seen }) => seen && progress.push(`${seen.done}/${seen.total}`))
          .catch(() => {});
      }, 10_000);
      const apply = await withPeakMemory(async () => {
        const response = await fetch(
          `${server.url}/api/catalogue-import/batches/${dry.result.batch_id}/apply`,
          {
            method: 'POST',
            headers,
          },
        );
        return (await response.json()) as { status: string; results: Record<string, number> };
      });
      clearInterval(poll);
      context.log(`import: apply ${apply.seconds.toFixed(1)} s, ${JSON.stringify(apply.result.results)}`);
      context.log(`import: progress polled every 10 s: ${progress.join(', ') || 'none'}`);
      const label = `${products.toLocaleString('en-GB')} products, ${(products * TESTS_PER_PRODUCT).toLocaleString('en-GB')} tests`;
      const out: Measurement[] = [
        {
          figure: 'import',
          label: `${label} · dry run (CSV)`,
          values: { time: dry.seconds, peak_rss_mb: dry.peakMb },
          unit: 's',
          goalOf: 'time',
          goal: { op: '<=', value: GOALS_S.dryRun },
          detail: { counts: dry.result.counts, bytes: file.length },
        },
        {
          figure: 'import',
          label: `${label} · apply`,
          values: { time: apply.seconds, peak_rss_mb: apply.peakMb },
          unit: 's',
          goalOf: 'time',
          goal: { op: '<=', value: GOALS_S.apply },
          detail: { results: apply.result.results },
        },
      ];
      return out;
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
