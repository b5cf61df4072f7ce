// What the app is built from (index.ts makes each once): app.ts and every area's router take
// these, or the narrow part of them they need, from here, so no area imports app.ts.
import type { Config } from './platform/config.ts';
import type { StoreClient } from './platform/store/couch-client.ts';
import type { Auth } from './identity/auth/auth.ts';
import type { Projector } from './content/projector/projector.ts';
import type { PreviewIndex } from './assistant/preview/preview-index.ts';
import type { ChangeNotifier } from './replication/gateway/change-notifier.ts';
import type { HeldConnections } from './replication/gateway/held-connections.ts';
import type { CatalogueMirror } from './replication/catalogue/catalogue-mirror.ts';
import type { ViewCounts } from './content/forum/view-counts.ts';
import type { PostsProjection } from './content/posts/posts-projection.ts';
import type { SnapshotKeeper } from './replication/snapshots/snapshot-keeper.ts';

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
  /** Forum thread views counted in memory, written in batches and at shutdown. */
  forumViews: ViewCounts;
  /** Every blog post in memory, for the public reads and the sitemap. */
  posts: PostsProjection;
  /** One compressed snapshot per shared database for a device's first sync (`/db/<name>/_snapshot`). */
  snapshots: SnapshotKeeper;
}
