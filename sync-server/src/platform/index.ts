// The platform layer's own routes: the health answers and, with METRICS_TOKEN, `/metrics`. Every area may import any file of
// `platform/` (config, http, store, mail, rate-limit, log); platform imports no area.
import type { MountPoints } from './http/mount-points.ts';
import type { StoreClient } from './store/couch-client.ts';
import type { Config } from './config.ts';
import { checkReadiness, storeAnswers, type ReadinessSources } from './health/readiness.ts';
import { createMetricsRouter } from './metrics/metrics-router.ts';

export interface PlatformDeps {
  config: Pick<Config, 'readyProjectorLag' | 'metricsToken'>;
  store: StoreClient;
  storeKind: 'embedded' | 'couchdb';
  readiness: ReadinessSources;
}

/** How long a health answer waits for the store. */
const HEALTH_TIMEOUT_MS = 2000;

export function mount(points: MountPoints, deps: PlatformDeps): void {
  if (deps.config.metricsToken) points.raw.use(createMetricsRouter(deps.config.metricsToken));
  // The store answers (docs/operations.md, "Health").
  points.api.get('/health', async (_req, res) => {
    const ok = await storeAnswers(deps.store, HEALTH_TIMEOUT_MS);
    res.status(ok ? 200 : 503).json({ ok, store: deps.storeKind });
  });
  points.api.get('/health/live', (_req, res) => {
    res.json({ ok: true });
  });
  points.api.get('/health/ready', async (_req, res) => {
    const readiness = await checkReadiness(deps.store, deps.readiness, {
      maxProjectorLag: deps.config.readyProjectorLag,
      timeoutMs: HEALTH_TIMEOUT_MS,
    });
    res.status(readiness.ok ? 200 : 503).json({ ...readiness, store: deps.storeKind });
  });
}
