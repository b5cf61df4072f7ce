import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startEmbeddedStore } from '../sync-server/src/store/embedded-store.ts';
import { createStoreClient } from '../sync-server/src/store/couch-client.ts';
import { makeSnapshot } from '../sync-server/src/snapshots/make-snapshot.ts';
const embedded = await startEmbeddedStore('/tmp/snap-bench/gateway-40000', 0);
const store = createStoreClient(embedded.url, embedded.authorization);
const h = monitorEventLoopDelay({ resolution: 10 });
h.enable(); await new Promise((r) => setTimeout(r, 3000)); h.disable();
console.log('idle: p99', h.percentile(99) / 1e6, 'max', h.max / 1e6);
for (const db of ['catalogue', 'publications']) {
  const d = monitorEventLoopDelay({ resolution: 10 });
  d.enable();
  const t = performance.now();
  const s = await makeSnapshot(store, db, new AbortController().signal);
  d.disable();
  console.log(db, 'make s', ((performance.now() - t) / 1000).toFixed(2), 'count', s.count, 'raw MB', (s.rawBytes / 1e6).toFixed(1), 'br MB', (s.br.length / 1e6).toFixed(2), 'gz MB', (s.gzip.length / 1e6).toFixed(2), 'delay p99', d.percentile(99) / 1e6, 'max', d.max / 1e6, 'rss', (process.memoryUsage().rss / 1e6).toFixed(0));
}
await embedded.stop();
