// The assistant area: NoodleChat's answer on the server, MCP, the guests' search preview and the
// anonymous search statistics.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import type { Auth } from '../identity/index.ts';
import type { CatalogueMirror } from '../replication/index.ts';
import { createSearchStatisticsRouter } from './statistics/statistics-router.ts';
import { createSearchPreviewRouter } from './preview/preview-router.ts';
import type { PreviewIndex } from './preview/preview-index.ts';
import { createAssistantRouter } from './noodlechat/assistant-router.ts';
import { createMcpRouter } from './mcp/mcp-router.ts';

export { startPreviewIndex } from './preview/preview-index.ts';
export { seedDemoSearches, type DemoSearch } from './statistics/demo-searches.ts';
export type { PreviewIndex } from './preview/preview-index.ts';

export interface AssistantDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  catalogue: CatalogueMirror;
  previewIndex: PreviewIndex;
}

export function mount(points: MountPoints, deps: AssistantDeps): void {
  // Before the JSON parser: statistics batches have a smaller size limit of their own.
  points.apiRaw.use('/search', createSearchStatisticsRouter(deps));
  points.api.use('/search', createSearchPreviewRouter(deps));
  points.api.use('/assistant', createAssistantRouter(deps));
  points.root.use('/mcp', createMcpRouter(deps));
}
