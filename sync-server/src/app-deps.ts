// What the app is built from (index.ts makes each once). Each area's `mount` takes the part it
// needs (its own `…Deps` interface), so no area imports this file or app.ts.
import type { Config } from './platform/config.ts';
import type { StoreClient } from './platform/store/couch-client.ts';
import type { ReadinessSources } from './platform/health/readiness.ts';
import type { Account, Auth } from './identity/index.ts';
import type { Projector, PostsProjection, ViewCounts } from './content/index.ts';
import type { PreviewIndex } from './assistant/index.ts';
import type {
  CatalogueMirror,
  ChangeNotifier,
  HeldConnections,
  SnapshotKeeper,
} from './replication/index.ts';

export interface AppDeps {
  /** Key of the pseudonymous user ids in request log lines (platform/log/pseudonym-key.ts). */
  pseudonymKey: Buffer;
  /** What `/api/health/ready` asks of the projector and the snapshot keeper. */
  readiness: ReadinessSources;
  config: Config;
  store: StoreClient;
  auth: Auth;
  /** Erases an account with what goes with it (privacy/account-deletion/erase-account.ts). */
  eraseAccount: (account: Account) => Promise<void>;
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
