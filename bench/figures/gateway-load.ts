// Figure "gateway": what the replication gateway costs, beside the store alone.
// 1. Open-loop load (bench/lib/open-loop.ts): the mixed replication load (a `_changes` pull with
//    documents, a longpoll `_changes` as a CouchDB/PouchDB replicator sends it while behind, a
//    `_bulk_get`, a small push to the user's favourites) offered at a fixed rate through the
//    gateway and straight at the store: p99 (from each request's scheduled time, so queueing
//    counts) and errors at 2,000 requests/s, and the highest rate of a few steps that still holds
//    p99 ≤ 50 ms with 0 errors. The load runs in a worker thread: on the main thread it would share
//    the gateway's event loop (the server runs in this process) but not the store's (a child process).
// 2. First sync on the wire at 40,000 products (bench/lib/wire-pull.ts, its own process): a
//    premium device's databases through the gateway vs straight from the store, by `_changes`
//    pages as today and from snapshots, runs alternating so drift hits all alike; the
//    snapshots' compressed and raw sizes, and how long the event loop waits while one is made.
// 3. What a request's rights check costs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { SNAPSHOT_DATABASES } from '@poct/schemas';
import type { Figure, FigureContext } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { startServer, type RunningServer } from '../../sync-server/src/index.ts';
import { userDbName } from '../../sync-server/src/platform/store/databases.ts';
import { makeSnapshot } from '../../sync-server/src/replication/snapshots/make-snapshot.ts';
import { median, percentile, summarize } from '../lib/stats.ts';
import { openLoop, type LoadRequest, type OpenLoopResult } from '../lib/open-loop.ts';
import { startAppServer, type AppServer } from '../lib/app-server.ts';
import type { WirePullJob } from '../lib/wire-pull.ts';
import { runJsonChild } from '../lib/json-child.ts';

const GOAL_P99_MS = 50;
const GOAL_RATE = 2000;
const GOAL_OVERHEAD_PCT = 10;
const WIRE_PULL = path.resolve(import.meta.dirname, '../lib/wire-pull.ts');

export function workload(prefix: string, favourites: string, ids: string[], userId: string): LoadRequest[] {
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: `${prefix}catalogue/_changes?since=0&limit=50&include_docs=true&style=all_docs` },
    // Behind by the whole database, so answered at once; a held longpoll would measure its timeout.
    {
      method: 'GET',
      path: `${prefix}catalogue/_changes?feed=longpoll&since=0&limit=50&include_docs=true&style=all_docs&timeout=10000`,
    },
    {
      method: 'POST',
      path: `${prefix}catalogue/_bulk_get`,
      headers: json,
      body: JSON.stringify({ docs: ids.map((id) => ({ id })) }),
    },
    {
      method: 'POST',
      path: `${prefix}${favourites}/_bulk_docs`,
      headers: json,
      // Always the same favourite: after the first, the store answers a conflict row, as it would
      // for a device re-sending; the request still travels the whole path.
      body: JSON.stringify({
        docs: [{ _id: ids[0], product_id: ids[0], user_id: userId, created_at: '2026-01-01T00:00:00.000Z' }],
      }),
    },
  ];
}

/**
 * Waits until a request to `url` answers within 100 ms twice in a row (at most a minute): a step
 * the target could not keep up with leaves a backlog (the client gave up on its requests, the
 * target still works through them), which would otherwise be charged to the next step.
 */
export async function settle(url: string, authorization: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(url, { headers: { authorization } })
      .then((answer) => answer.body?.cancel())
      .catch(() => undefined);
    quick = performance.now() - started < 100 ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const holds = (result: OpenLoopResult): boolean =>
  result.errors === 0 && percentile(result.latencies, 99) <= GOAL_P99_MS;

async function openLoopLoad(server: RunningServer, quick: boolean, log: FigureContext['log']) {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'premium@demo.poct-atlas.test', password: 'demo-password' }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = (await (
    await fetch(`${server.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } })
  ).json()) as { id: string };
  const ids = (await server.store.allDocs('catalogue', { limit: 10 })).map((doc) => doc._id);
  await server.store.ensureDatabase(userDbName(me.id));
  const seconds = quick ? 3 : 8;
  const steps = quick ? [250, 1000, 2000] : [100, 250, 500, 1000, 2000, 4000];
  const out: Measurement[] = [];
  for (const target of ['gateway', 'store'] as const) {
    const viaGateway = target === 'gateway';
    const authorization = viaGateway ? `Bearer ${accessToken}` : (server.store.authorization ?? '');
    const run = async (rate: number) => {
      await settle(
        viaGateway ? `${server.url}/db/catalogue/` : `${server.store.url}catalogue`,
        authorization,
      );
      return openLoop({
        url: viaGateway ? server.url : server.store.url,
        rate,
        seconds,
        headers: { authorization },
        requests: workload(
          viaGateway ? '/db/' : '/',
          viaGateway ? 'favourites' : userDbName(me.id),
          ids,
          me.id,
        ),
      });
    };
    // Warm both paths (connections, kept answers) before anything is measured.
    await run(50);
    let highest = 0;
    let atGoal: OpenLoopResult | undefined;
    const tried: Array<Record<string, unknown>> = [];
    for (const rate of steps) {
      log(`gateway: open loop, ${rate} requests/s → ${target}, ${seconds} s`);
      const result = await run(rate);
      const p99 = percentile(result.latencies, 99);
      tried.push({ rate, p99, errors: result.errorKinds, late: result.late });
      log(
        `gateway: ${rate}/s → ${target}: p99 ${p99.toFixed(0)} ms, errors ${JSON.stringify(result.errorKinds)}, late sends ${result.late}`,
      );
      if (rate === GOAL_RATE) atGoal = result;
      if (!holds(result)) break;
      highest = rate;
    }
    atGoal ??= await run(GOAL_RATE);
    const where = viaGateway ? 'through the gateway' : 'straight at the store';
    out.push({
      figure: 'gateway',
      label: `open loop, mixed replication load at ${GOAL_RATE.toLocaleString('en-GB')} requests/s · ${where}`,
      values: {
        p50: percentile(atGoal.latencies, 50),
        p99: percentile(atGoal.latencies, 99),
        errors: atGoal.errors,
      },
      unit: 'ms',
      ...(viaGateway ? { goalOf: 'p99', goal: { op: '<=' as const, value: GOAL_P99_MS } } : {}),
      detail: { sent: atGoal.sent, lateSends: atGoal.late, errorKinds: atGoal.errorKinds, seconds },
    });
    out.push({
      figure: 'gateway',
      label: `open loop · highest offered rate holding p99 ≤ ${GOAL_P99_MS} ms and 0 errors · ${where} (steps ${steps.join(', ')}/s)`,
      values: { 'requests/s': highest },
      unit: '/s',
      ...(viaGateway ? { goalOf: 'requests/s', goal: { op: '>=' as const, value: GOAL_RATE } } : {}),
      detail: { tried },
    });
  }
  return { out, accessToken };
}

interface WirePull {
  ms: number;
  docs: number;
  wireBytes: number;
}

function wirePull(job: WirePullJob, authorization: string): Promise<WirePull> {
  return runJsonChild(WIRE_PULL, job, { WIRE_PULL_AUTHORIZATION: authorization }, 'wire pull');
}

const PROJECTIONS = ['catalogue', 'masterdata', 'publications'] as const;

async function firstSyncOnTheWire(
  app: AppServer,
  runs: number,
  log: FigureContext['log'],
): Promise<Measurement[]> {
  const { server } = app;
  const size = `${app.products.toLocaleString('en-GB')} products`;
  // Every snapshot made before anything is timed: the masters' makes at start would otherwise
  // share the store with the pulls.
  for (const db of SNAPSHOT_DATABASES) await server.snapshots.caughtUp(db, 30 * 60_000);
  const { token, favourites } = await app.login('premium');
  const out: Measurement[] = [];

  const raw = PROJECTIONS.reduce((sum, db) => sum + server.snapshots.current(db)!.rawBytes, 0);
  const br = PROJECTIONS.reduce((sum, db) => sum + server.snapshots.current(db)!.br.length, 0);
  const gz = PROJECTIONS.reduce((sum, db) => sum + server.snapshots.current(db)!.gzip.length, 0);
  out.push({
    figure: 'gateway',
    label: `${size} · snapshots of the three projections, as kept and sent (raw JSON ${(raw / 1e6).toFixed(1)} MB)`,
    values: { 'br MB': br / 1e6, 'gzip MB': gz / 1e6, 'raw ÷ br': raw / br },
    unit: '',
  });

  // One make of the catalogue, timed, with the event loop's delays while it ran beside the same
  // measure over as long with nothing made (the machine's own share of the delay).
  const delays = async (work: () => Promise<unknown>) => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    delay.disable();
    return { seconds, p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 };
  };
  const make = await delays(() => makeSnapshot(server.store, 'catalogue', new AbortController().signal));
  const idle = await delays(() => new Promise((resolve) => setTimeout(resolve, make.seconds * 1000)));
  out.push({
    figure: 'gateway',
    label: `${size} · making the catalogue's snapshot (background): time, and the event loop's delay meanwhile (idle: p99 ${idle.p99.toFixed(0)} ms, max ${idle.max.toFixed(0)} ms)`,
    values: { s: make.seconds, 'delay p99 ms': make.p99, 'delay max ms': make.max },
    unit: '',
  });

  const databases = (store: boolean): Record<string, string> => ({
    ...Object.fromEntries(PROJECTIONS.map((db) => [db, db])),
    favourites: store ? favourites : 'favourites',
  });
  const ways = ['changes', 'snapshot'] as const;
  const times: Record<string, number[]> = {};
  const bytes: Record<string, number> = {};
  let docs = 0;
  for (let run = 0; run < runs; run++) {
    const order = run % 2 === 0 ? [false, true] : [true, false];
    for (const mode of ways) {
      for (const store of order) {
        const key = `${mode}:${store ? 'store' : 'gateway'}`;
        const result = await wirePull(
          { base: store ? app.storeUrl : app.url, databases: databases(store), mode, store },
          store ? (app.storeAuthorization ?? '') : `Bearer ${token}`,
        );
        log(
          `gateway: first sync on the wire, ${key}, ${result.docs} documents in ${(result.ms / 1000).toFixed(1)} s`,
        );
        (times[key] ??= []).push(result.ms / 1000);
        bytes[key] = result.wireBytes;
        docs = result.docs;
      }
    }
  }
  const peers = {
    changes: "`_changes` pages of 500 (today's pull)",
    snapshot: 'snapshot + `_changes` since its seq (store: one `_changes` with every document)',
  };
  for (const mode of ways) {
    for (const target of ['gateway', 'store'] as const) {
      const summary = summarize(times[`${mode}:${target}`]!);
      out.push({
        figure: 'gateway',
        label: `${size} · first sync on the wire (${docs.toLocaleString('en-GB')} docs), ${peers[mode]} · ${target === 'gateway' ? 'through the gateway' : 'straight from the store'} (${summary.n} runs)`,
        values: {
          median: summary.median,
          max: summary.max,
          'MB on the wire': bytes[`${mode}:${target}`]! / 1e6,
        },
        unit: 's',
        detail: { samples: times[`${mode}:${target}`] },
      });
    }
    out.push({
      figure: 'gateway',
      label: `${size} · gateway overhead on the first sync, ${mode === 'changes' ? '`_changes` path' : 'snapshot path'} (medians)`,
      values: { overhead: (median(times[`${mode}:gateway`]!) / median(times[`${mode}:store`]!) - 1) * 100 },
      unit: '%',
      goalOf: 'overhead',
      goal: { op: '<=', value: GOAL_OVERHEAD_PCT },
    });
  }
  return out;
}

export const gatewayFigure: Figure = {
  id: 'gateway',
  title: 'gateway: open-loop load and first-sync overhead (through the gateway vs straight at the store)',
  async run({ quick, log }) {
    const measurements: Measurement[] = [];
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'poct-bench-gateway-'));
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      storePort: 0,
      demoProducts: 420,
      logLevel: 'silent',
      // Vite's build, run earlier in this process, sets NODE_ENV=production, which would leave
      // out the demo accounts.
      production: false,
      // The load stands for many devices but signs in one account: its longpolls are held feeds,
      // and the per-user cap (429 past it) would count them all against that one user.
      heldConnectionsPerUser: 1_000_000,
    });
    try {
      await server.projector.idle();
      const load = await openLoopLoad(server, quick, log);
      measurements.push(...load.out);
      measurements.push(...(await rightsCheckCost(server, load.accessToken, quick)));
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // Its own server with no web app: the figure times the wire, not pages.
    const app = await startAppServer(
      quick ? 4000 : 40_000,
      path.join(os.tmpdir(), 'poct-bench-no-web'),
      log,
      'gateway',
    );
    try {
      // Two runs of each of the four ways: at 40,000 products one run of all four takes minutes.
      measurements.push(...(await firstSyncOnTheWire(app, quick ? 1 : 2, log)));
    } finally {
      await app.close();
    }
    return measurements;
  },
};

/**
 * What reading a session's rights from the store per request costs (sync-server/src/identity/auth/
 * access-state.ts): a request's check while the answer is kept (at most 500 ms, as nearly every
 * request under load finds it), and a check that reads session, account and role afresh (the
 * first request of a session in each 500 ms, and every held feed before it sends).
 */
async function rightsCheckCost(server: RunningServer, token: string, quick: boolean): Promise<Measurement[]> {
  const { sid, sub } = await server.auth.verifyAccessToken(token);
  const time = async (runs: number, check: () => Promise<unknown>): Promise<number[]> => {
    const samples: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await check();
      samples.push(performance.now() - started);
    }
    return samples;
  };
  const kept = summarize(await time(quick ? 5000 : 20_000, () => server.auth.verifyAccessToken(token)));
  const fresh = summarize(await time(quick ? 200 : 1000, () => server.auth.access.fresh(sid, sub)));
  return [
    {
      figure: 'gateway',
      label: 'rights check per request · answer kept (token verified, rights from memory)',
      values: { median: kept.median, p95: kept.p95 },
      unit: 'ms',
      detail: { runs: kept.n },
    },
    {
      figure: 'gateway',
      label: 'rights check per request · read afresh from the store (session, account, role)',
      values: { median: fresh.median, p95: fresh.p95 },
      unit: 'ms',
      detail: { runs: fresh.n },
    },
  ];
}
