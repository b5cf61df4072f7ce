// Figure "processes": the gateway figure's mixed replication load (a `_changes` pull with
// documents, a longpoll, a `_bulk_get`, a favourite push) offered open-loop at one rate through
// nginx to one, two and three server processes on one store (fault/support/server-group.ts, the
// shape of docker-compose.yml): throughput (answers without error per second) and p99 for each,
// and the ratios of three processes to one at the same offered load. All of it shares one
// machine with the store, nginx and the load's worker thread, so the ratio says what more
// processes buy on that machine, not on more of them.
import type { Figure, FigureContext } from '../lib/figure.ts';
import type { Measurement } from '../lib/report.ts';
import { percentile } from '../lib/stats.ts';
import { openLoop, type OpenLoopResult } from '../lib/open-loop.ts';
import { settle, workload } from './gateway-load.ts';
import { startServerGroup } from '../../fault/support/server-group.ts';
import { projectionComplete } from '../../fault/support/store-proxy.ts';
import { eventually } from '../../sync-server/test/support/spawn-server.ts';
import { userDbName } from '../../sync-server/src/platform/store/databases.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../sync-server/test/support/test-server.ts';

const RATE = 500;
const GOAL_P99_MS = 100;
/** Three processes answer at least what one does, with a p99 no worse, at the same offered load. */
const GOAL_RATIO = 1;

interface Run {
  processes: number;
  result: OpenLoopResult;
  seconds: number;
}

async function loadOn(processes: number, seconds: number, log: FigureContext['log']): Promise<Run> {
  const group = await startServerGroup(processes, {
    DEMO_PRODUCTS: '50',
    // The load's longpolls are answered at once, but many are in flight: measure the servers, not the cap.
    HELD_CONNECTIONS_PER_USER: '1000',
  });
  try {
    await eventually(() => projectionComplete(group.store.client), 'the projections are complete', 60_000);
    const login = await group.nginx.api('/api/auth/login', {
      method: 'POST',
      json: { email: DEMO_USERS.premium, password: DEMO_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const authorization = `Bearer ${accessToken}`;
    const me = (await (await group.nginx.api('/api/auth/me', { token: accessToken })).json()) as {
      id: string;
    };
    await group.store.client.ensureDatabase(userDbName(me.id));
    const ids = (await group.store.client.allDocs('catalogue', { limit: 10 })).map((doc) => doc._id);
    const job = {
      url: group.nginx.url,
      headers: { authorization },
      requests: workload('/db/', 'favourites', ids, me.id),
    };
    // Warm the connections and kept answers of every process first.
    await openLoop({ ...job, rate: 50, seconds: 2 });
    await settle(`${group.nginx.url}/db/catalogue/`, authorization);
    log(`processes: ${processes} behind nginx, ${RATE} requests/s for ${seconds} s`);
    const result = await openLoop({ ...job, rate: RATE, seconds });
    log(
      `processes: ${processes}: p99 ${percentile(result.latencies, 99).toFixed(0)} ms, errors ${JSON.stringify(result.errorKinds)}`,
    );
    return { processes, result, seconds };
  } finally {
    await group.stop();
  }
}

const throughput = ({ result, seconds }: Run) => (result.sent - result.errors) / seconds;
const p99 = ({ result }: Run) => percentile(result.latencies, 99);

export const processesFigure: Figure = {
  id: 'processes',
  title: 'one, two and three server processes behind nginx at one offered load',
  async run({ quick, log }) {
    const seconds = quick ? 3 : 10;
    const runs: Run[] = [];
    for (const processes of [1, 2, 3]) runs.push(await loadOn(processes, seconds, log));
    const offered = `open loop, mixed replication load at ${RATE.toLocaleString('en-GB')} requests/s through nginx`;
    const out: Measurement[] = runs.map((run) => ({
      figure: 'processes',
      label: `${offered} · ${run.processes} process${run.processes === 1 ? '' : 'es'}`,
      values: {
        p50: percentile(run.result.latencies, 50),
        p99: p99(run),
        'answered/s': throughput(run),
        errors: run.result.errors,
      },
      unit: 'ms',
      goalOf: 'p99',
      goal: { op: '<=', value: GOAL_P99_MS },
      detail: {
        sent: run.result.sent,
        lateSends: run.result.late,
        errorKinds: run.result.errorKinds,
        seconds,
      },
    }));
    const [one, two, three] = runs as [Run, Run, Run];
    out.push(
      {
        figure: 'processes',
        label: `${offered} · throughput, three processes ÷ one`,
        values: {
          ratio: throughput(three) / throughput(one),
          'two ÷ one': throughput(two) / throughput(one),
        },
        unit: '×',
        goalOf: 'ratio',
        goal: { op: '>=', value: GOAL_RATIO },
      },
      {
        figure: 'processes',
        label: `${offered} · p99, one process ÷ three`,
        values: { ratio: p99(one) / p99(three), 'one ÷ two': p99(one) / p99(two) },
        unit: '×',
        goalOf: 'ratio',
        goal: { op: '>=', value: GOAL_RATIO },
      },
    );
    return out;
  },
};
