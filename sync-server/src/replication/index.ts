// The replication area: the `/db` gateway to the store, the change-events stream, one snapshot
// per shared database, the server's copy of the catalogue, and the share links of saved
// comparisons (read from the owner's replicated database). Other areas import it only
// through this file.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import type { Auth } from '../identity/index.ts';
import { createGateway } from './gateway/gateway.ts';
import { createEventsRouter } from './gateway/events-router.ts';
import { createSharedComparisonsRouter } from './shared-comparisons/shared-comparisons-router.ts';
import type { ChangeNotifier } from './gateway/change-notifier.ts';
import type { HeldConnections } from './gateway/held-connections.ts';
import type { SnapshotKeeper } from './snapshots/snapshot-keeper.ts';

export { startCatalogueMirror } from './catalogue/catalogue-mirror.ts';
export type { CatalogueChanges, CatalogueMirror, CatalogueSnapshot } from './catalogue/catalogue-mirror.ts';
export { followChanges } from './catalogue/follow-changes.ts';
export type { Change } from './catalogue/follow-changes.ts';
export { startChangeNotifier } from './gateway/change-notifier.ts';
export type { ChangeNotifier } from './gateway/change-notifier.ts';
export { createHeldConnections } from './gateway/held-connections.ts';
export type { HeldConnections } from './gateway/held-connections.ts';
export { startSnapshotKeeper } from './snapshots/snapshot-keeper.ts';
export type { SnapshotKeeper } from './snapshots/snapshot-keeper.ts';

export interface ReplicationDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  notifier: ChangeNotifier;
  held: HeldConnections;
  snapshots: SnapshotKeeper;
}

export function mount(points: MountPoints, deps: ReplicationDeps): void {
  // /db is a streaming proxy: it must see the raw body, so no body parser runs before it.
  points.raw.use('/db', createGateway(deps));
  points.api.use('/sync', createEventsRouter(deps));
  points.api.use('/comparisons', createSharedComparisonsRouter(deps));
}
