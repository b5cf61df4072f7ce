// The platform layer's own route. Every area may import any file of `platform/` (config, http,
// store, mail, rate-limit); platform imports no area.
import type { MountPoints } from './http/mount-points.ts';
import type { StoreClient } from './store/couch-client.ts';

export interface PlatformDeps {
  store: StoreClient;
  storeKind: 'embedded' | 'couchdb';
}

export function mount(points: MountPoints, deps: PlatformDeps): void {
  points.api.get('/health', async (_req, res) => {
    const ok = await deps.store
      .request('')
      .then(async (answer) => {
        await answer.body?.cancel();
        return answer.ok;
      })
      .catch(() => false);
    res.status(ok ? 200 : 503).json({ ok, store: deps.storeKind });
  });
}
