// An open-loop load: requests leave on a clock at a fixed offered rate, whatever the server's
// pace, and each latency counts from the request's scheduled time, so time spent queued (in the
// client's sockets or the server) is part of it. A closed loop (N clients each waiting for its
// answer before the next request, autocannon's model) slows down with the server and its p99
// only measures its own queue. Runs in a worker thread, so the clock and the client's work do
// not share the event loop of the server under test (the gateway figure runs it in-process).
// Usage: `await openLoop({ url, rate, seconds, requests, headers })` from the main thread.
import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopJob {
  url: string;
  /** Requests per second offered, spread evenly; the request mix is sent round-robin. */
  rate: number;
  seconds: number;
  requests: LoadRequest[];
  headers: Record<string, string>;
  /** A request not answered within this many ms is an error. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  rate: number;
  sent: number;
  /** Latencies in ms from each request's scheduled time to the end of its answer, sorted. */
  latencies: number[];
  /** Network errors, timeouts and statuses ≥ 400. */
  errors: number;
  /** The errors by status or error code. */
  errorKinds: Record<string, number>;
  /** Requests that left later than 5 ms after their scheduled time (the client fell behind). */
  late: number;
}

export function openLoop(job: OpenLoopJob): Promise<OpenLoopResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', (result: OpenLoopResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

function run(job: OpenLoopJob): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });
  const total = Math.round(job.rate * job.seconds);
  const interval = 1000 / job.rate;
  const timeoutMs = job.timeoutMs ?? 10_000;
  const latencies: number[] = [];
  let errors = 0;
  const errorKinds: Record<string, number> = {};
  let late = 0;
  let sent = 0;
  let finished = 0;
  const start = performance.now() + 50;

  return new Promise((resolve) => {
    const done = (): void => {
      finished += 1;
      if (finished < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({ rate: job.rate, sent, latencies, errors, errorKinds, late });
    };
    const send = (index: number, scheduled: number): void => {
      const spec = job.requests[index % job.requests.length]!;
      const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
      if (performance.now() - scheduled > 5) late += 1;
      sent += 1;
      let failed = false;
      const fail = (kind: unknown): void => {
        if (failed) return;
        failed = true;
        errors += 1;
        const name =
          typeof kind === 'number' ? String(kind) : ((kind as { code?: string }).code ?? String(kind));
        errorKinds[name] = (errorKinds[name] ?? 0) + 1;
        latencies.push(performance.now() - scheduled);
        done();
      };
      const request = http.request(
        new URL(spec.path, job.url),
        {
          method: spec.method,
          agent,
          timeout: timeoutMs,
          headers: {
            ...job.headers,
            ...spec.headers,
            ...(body ? { 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          response.on('data', () => undefined);
          response.on('error', fail);
          response.on('end', () => {
            if (failed) return;
            if ((response.statusCode ?? 0) >= 400) {
              fail(response.statusCode);
              return;
            }
            latencies.push(performance.now() - scheduled);
            done();
          });
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      request.on('error', fail);
      request.end(body);
    };
    let next = 0;
    const tick = (): void => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        send(next, start + next * interval);
        next += 1;
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, 50);
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void run(workerData as OpenLoopJob).then((result) => port.postMessage(result));
}
