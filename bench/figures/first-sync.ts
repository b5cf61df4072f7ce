// Figure "first-sync": a premium user's first sync (catalogue, master data, publications and
// favourites) at 400 and 40,000 products.
// - In Chromium, the real app: a fresh browser profile signs in through the login form; timed from
//   the click on "Log in" to the header's sync status reading "Synced" (everything pulled into
//   IndexedDB, the state in which the app works offline). No peer can run this path, so:
// - In Node, the gateway overhead: the app's own replication code (pull-client.ts, in-memory
//   RxDB, its own process) pulls the same databases through the gateway and, as the peer, straight
//   from the store; runs alternate so drift hits both alike.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { openAppSession, signInAndSync } from '../lib/app-browser.ts';
import type { AppServer } from '../lib/app-server.ts';
import type { Figure, FigureContext } from '../lib/figure.ts';
import type { PullJob } from '../lib/pull-client.ts';
import type { Measurement } from '../lib/report.ts';
import { median, summarize } from '../lib/stats.ts';

const GOAL_40K_S = 10;
const GOAL_OVERHEAD_PCT = 10;
const CLIENT = path.resolve(import.meta.dirname, '../lib/pull-client.ts');

interface Pull {
  ms: number;
  docs: number;
  failures: string[];
}

/** `storeAuthorization` goes through the environment: a command line is readable by anyone. */
function pull(job: PullJob, storeAuthorization?: string): Promise<Pull> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLIENT, JSON.stringify(job)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PULL_STORE_AUTHORIZATION: storeAuthorization ?? '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{'))
        reject(new Error(`pull client failed (${code}): ${err || out}`));
      else resolve(JSON.parse(line) as Pull);
    });
  });
}

async function nodePulls(app: AppServer, runs: number, log: FigureContext['log']) {
  const { token, favourites } = await app.login('premium');
  const job: PullJob = {
    gatewayUrl: app.url,
    token,
    collections: ['catalogue', 'masterdata', 'publications', 'favourites'],
    storeDatabases: { favourites },
  };
  const times = { gateway: [] as number[], store: [] as number[] };
  let docs = 0;
  for (let run = 0; run < runs; run++) {
    for (const target of run % 2 === 0 ? (['gateway', 'store'] as const) : (['store', 'gateway'] as const)) {
      const result = await (target === 'store'
        ? pull({ ...job, storeUrl: app.storeUrl }, app.storeAuthorization)
        : pull(job));
      if (result.failures.length > 0) throw new Error(`pull ${target}: ${result.failures[0]}`);
      log(
        `first-sync: Node client, ${target}, ${result.docs} documents in ${(result.ms / 1000).toFixed(1)} s`,
      );
      times[target].push(result.ms / 1000);
      docs = result.docs;
    }
  }
  return { times, docs };
}

const label = (size: number) => `${size.toLocaleString('en-GB')} products`;

export const firstSyncFigure: Figure = {
  id: 'first-sync',
  title: 'first sync: premium sign-in to ready offline; gateway vs straight from the store',
  async run({ quick, app: harness, log }) {
    const out: Measurement[] = [];
    for (const size of quick ? [400] : [400, 40_000]) {
      const app = await harness.app(size);
      // The run's shared premium session is a first sync too: it is the first sample.
      const browserTimes = [(await harness.premium(size)).syncMs / 1000];
      const freshRuns = quick ? 1 : size > 4000 ? 1 : 3;
      for (let run = 0; run < freshRuns; run++) {
        const session = await openAppSession(await harness.browser(), app);
        try {
          log(`first-sync: ${label(size)}, browser run ${run + 2}`);
          browserTimes.push((await signInAndSync(session.page, 'premium')) / 1000);
        } finally {
          await session.close();
        }
      }
      const browser = summarize(browserTimes);
      out.push({
        figure: 'first-sync',
        label: `${label(size)} · Chromium, real app: "Log in" → "Synced" (${browser.n} runs)`,
        values: { median: browser.median, max: browser.max },
        unit: 's',
        ...(size === 40_000 ? { goalOf: 'median', goal: { op: '<=' as const, value: GOAL_40K_S } } : {}),
        detail: { samples: browserTimes },
      });

      const { times, docs } = await nodePulls(app, quick ? 2 : 3, log);
      for (const target of ['gateway', 'store'] as const) {
        const summary = summarize(times[target]);
        out.push({
          figure: 'first-sync',
          label: `${label(size)} · Node, app's replication ${target === 'gateway' ? 'through the gateway' : 'straight from the store'} (${docs.toLocaleString('en-GB')} docs, ${summary.n} runs)`,
          values: { median: summary.median, max: summary.max },
          unit: 's',
          detail: { samples: times[target] },
        });
      }
      out.push({
        figure: 'first-sync',
        label: `${label(size)} · gateway overhead (Node medians)`,
        values: { overhead: (median(times.gateway) / median(times.store) - 1) * 100 },
        unit: '%',
        goalOf: 'overhead',
        goal: { op: '<=', value: GOAL_OVERHEAD_PCT },
      });
    }
    return out;
  },
};
