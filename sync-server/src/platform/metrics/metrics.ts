// The server's Prometheus metrics (prom-client), one registry a process as Prometheus scrapes a
// process. Counters are counted where things happen (mail, rate limits, logins, payments, store
// calls); gauges are read from the running server when scraped (observeServer). Labels are
// bounded sets only: route patterns, methods, statuses, database names, error keys.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'poct_' });

const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const metrics = {
  requests: new client.Counter({
    name: 'poct_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  }),
  requestSeconds: new client.Histogram({
    name: 'poct_http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern (held feeds: how long they were held)',
    labelNames: ['method', 'route'] as const,
    buckets: SECONDS,
    registers,
  }),
  storeSeconds: new client.Histogram({
    name: 'poct_store_request_duration_seconds',
    help: 'Time the store took to answer a request (long-polls and continuous feeds left out)',
    labelNames: ['method'] as const,
    buckets: SECONDS,
    registers,
  }),
  storeErrors: new client.Counter({
    name: 'poct_store_errors_total',
    help: 'Store requests that failed: no connection, or a 5xx answer',
    labelNames: ['kind'] as const,
    registers,
  }),
  mailSent: new client.Counter({
    name: 'poct_mail_sent_total',
    help: 'Mails handed to SMTP or written to the outbox',
    registers,
  }),
  mailFailed: new client.Counter({
    name: 'poct_mail_failed_total',
    help: 'Mails that could not be sent',
    registers,
  }),
  rateLimitRefusals: new client.Counter({
    name: 'poct_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by error key',
    labelNames: ['key'] as const,
    registers,
  }),
  failedLogins: new client.Counter({
    name: 'poct_failed_logins_total',
    help: 'Sign-ins with a wrong email or password',
    registers,
  }),
  paymentsFulfilled: new client.Counter({
    name: 'poct_payments_fulfilled_total',
    help: 'Orders that granted premium (once each)',
    registers,
  }),
};

/** What the scrape-time gauges read from a running server (index.ts wires them). */
export interface ServerGauges {
  heldConnections(): number;
  snapshots(): Array<{ database: string; madeAt: number; bytes: number }>;
  projectorPending(): Promise<number>;
}

let gauges: ServerGauges | undefined;

/** Sets the server the gauges read; returns the undo for its close. */
export function observeServer(server: ServerGauges): () => void {
  gauges = server;
  return () => {
    if (gauges === server) gauges = undefined;
  };
}

new client.Gauge({
  name: 'poct_held_connections',
  help: 'Feeds and change-event streams held open now',
  registers,
  collect() {
    this.set(gauges?.heldConnections() ?? 0);
  },
});
new client.Gauge({
  name: 'poct_snapshot_age_seconds',
  help: 'Age of the current snapshot of each shared database',
  labelNames: ['database'] as const,
  registers,
  collect() {
    this.reset();
    for (const snapshot of gauges?.snapshots() ?? [])
      this.set({ database: snapshot.database }, (Date.now() - snapshot.madeAt) / 1000);
  },
});
new client.Gauge({
  name: 'poct_snapshot_bytes',
  help: 'Size (brotli) of the current snapshot of each shared database',
  labelNames: ['database'] as const,
  registers,
  collect() {
    this.reset();
    for (const snapshot of gauges?.snapshots() ?? [])
      this.set({ database: snapshot.database }, snapshot.bytes);
  },
});
/** Counted up to this many: enough to see a projector falling behind. */
const PENDING_COUNTED = 10_000;
new client.Gauge({
  name: 'poct_projector_pending_changes',
  help: `Master changes not yet projected (counted up to ${PENDING_COUNTED})`,
  registers,
  async collect() {
    this.set(gauges ? await gauges.projectorPending().catch(() => -1) : 0);
  },
});

/** Store request timing for couch-client.ts; a feed that waits for changes is not latency. */
export async function timedStoreCall<T extends { status: number }>(
  method: string,
  path: string,
  call: () => Promise<T>,
): Promise<T> {
  const waits = /[?&]feed=(longpoll|continuous|eventsource)/.test(path);
  const stop = waits ? undefined : metrics.storeSeconds.startTimer({ method });
  try {
    const answer = await call();
    if (answer.status >= 500) metrics.storeErrors.inc({ kind: 'status' });
    return answer;
  } catch (error) {
    if ((error as Error).name !== 'AbortError' && (error as Error).name !== 'TimeoutError')
      metrics.storeErrors.inc({ kind: 'connection' });
    throw error;
  } finally {
    stop?.();
  }
}

export { PENDING_COUNTED };
