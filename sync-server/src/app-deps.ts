// What the app is built from (index.ts makes each once): app.ts and every area's router take
// these, or the narrow part of them they need, from here, so no area imports app.ts.
import type { Config } from './config.ts';
import type { StoreClient } from './store/couch-client.ts';
import type { Auth } from './auth/auth.ts';
import type { Projector } from './projector/projector.ts';
import type { PreviewIndex } from './search/preview-index.ts';
import type { ChangeNotifier } from './gateway/change-notifier.ts';
import type { HeldConnections } from './gateway/held-connections.ts';
import type { CatalogueMirror } from './mcp/catalogue-mirror.ts';
import type { SnapshotKeeper } from './snapshots/snapshot-keeper.ts';

export interface AppDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  projector: Projector;
  storeKind: 'embedded' | 'couchdb';
  previewIndex: PreviewIndex;
  notifier: ChangeNotifier;
  /** Feeds and event streams held open, ended when their session or rights end (gateway and events). */
  held: HeldConnections;
  /** The projections in memory for the MCP tools (`/mcp`). */
  catalogue: CatalogueMirror;
  /** One compressed snapshot per shared database for a device's first sync (`/db/<name>/_snapshot`). */
  snapshots: SnapshotKeeper;
}
