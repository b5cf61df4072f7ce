// Figure "gateway": the replication gateway under load. 50 and 200 concurrent clients doing what
// replication does (a `_changes` pull with documents, a longpoll `_changes` as a CouchDB/PouchDB
// replicator sends it while it is behind, a `_bulk_get`, a small push to the user's favourites)
// through the gateway, and the same requests straight at the store in the same run: requests/s,
// p99 latency, errors, and the server's memory. The app itself pulls with normal feeds (one
// change-events stream per tab says when); the mix names longpoll pulls, so both are sent.
// The load generator runs in a worker thread: on the main thread it would share the gateway's
// event loop (the server runs in this process) but not the store's (a child process), and the
// comparison would charge the load tool's own work to the gateway.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Figure } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { startServer } from '../../sync-server/src/index.ts';
import { userDbName } from '../../sync-server/src/store/databases.ts';
import type { RunningServer } from '../../sync-server/src/index.ts';
import { summarize } from '../lib/stats.ts';

interface AutocannonRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: AutocannonRequest[];
  headers?: Record<string, string>;
  workers?: number;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function workload(prefix: string, favourites: string, ids: string[], userId: string): AutocannonRequest[] {
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

export const gatewayFigure: Figure = {
  id: 'gateway',
  title: 'gateway under load (through the gateway vs straight at the store)',
  async run({ quick, log }) {
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
    });
    try {
      await server.projector.idle();
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

      const measurements: Measurement[] = [];
      const duration = quick ? 4 : 10;
      for (const connections of [50, 200]) {
        const results: Record<'gateway' | 'store', AutocannonResult> = {} as never;
        for (const target of ['store', 'gateway'] as const) {
          log(`gateway: ${connections} clients → ${target}, ${duration} s`);
          const viaGateway = target === 'gateway';
          const base = viaGateway ? server.url : server.store.url.replace(/\/$/, '');
          results[target] = await autocannon({
            url: base,
            connections,
            duration,
            workers: 1,
            headers: viaGateway
              ? { authorization: `Bearer ${accessToken}` }
              : { authorization: server.store.authorization ?? '' },
            requests: workload(
              viaGateway ? '/db/' : '/',
              viaGateway ? 'favourites' : userDbName(me.id),
              ids,
              me.id,
            ),
          });
        }
        const memoryMb = process.memoryUsage().rss / 1024 / 1024;
        for (const target of ['gateway', 'store'] as const) {
          const result = results[target];
          measurements.push({
            figure: 'gateway',
            label: `${connections} clients · ${target === 'gateway' ? 'through the gateway' : 'straight at the store'}`,
            values: {
              'req/s': result.requests.average,
              p99: result.latency.p99,
              errors: result.errors + result.timeouts,
              ...(target === 'gateway'
                ? {
                    'share of store': result.requests.average / results.store.requests.average,
                    'rss MB': memoryMb,
                  }
                : {}),
            },
            unit: 'ms',
            ...(target === 'gateway' ? { goalOf: 'p99', goal: { op: '<=' as const, value: 100 } } : {}),
            detail: { non2xx: result.non2xx, averageLatencyMs: result.latency.average },
          });
        }
        measurements.push({
          figure: 'gateway',
          label: `${connections} clients · gateway throughput as a share of the store's`,
          values: { ratio: results.gateway.requests.average / results.store.requests.average },
          unit: '×',
          goalOf: 'ratio',
          goal: { op: '>=', value: 0.7 },
        });
        measurements.push({
          figure: 'gateway',
          label: `${connections} clients · errors through the gateway`,
          values: { errors: results.gateway.errors + results.gateway.timeouts },
          unit: '',
          goalOf: 'errors',
          goal: { op: '<=', value: 0 },
        });
      }
      measurements.push(...(await rightsCheckCost(server, accessToken, quick)));
      return measurements;
    } finally {
      await server.close();
    }
  },
};

/**
 * What reading a session's rights from the store per request costs (sync-server/src/auth/
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
