// The content area: what is written and published (posts, reviews, forum, moderation with the
// projector that publishes it, the workspace's records, uploads) and the web app that shows it.
// Other areas import it only through this file.
import type { MountPoints } from '../platform/http/mount-points.ts';
import type { Config } from '../platform/config.ts';
import type { StoreClient } from '../platform/store/couch-client.ts';
import { createMailer } from '../platform/mail/mailer.ts';
import type { Auth } from '../identity/index.ts';
import { createCatalogueFeedRouter } from './catalogue-feed/catalogue-feed.ts';
import { createRecordsRouter } from './records/records-router.ts';
import { postRecordOptions } from './posts/post-records.ts';
import { createPostsRouter } from './posts/posts-router.ts';
import { isPublicPost, postSitemapPaths } from './posts/posts-sitemap.ts';
import type { PostsProjection } from './posts/posts-projection.ts';
import { createForumRouter } from './forum/forum-router.ts';
import { createForumTopicRouters } from './forum/topic-routers.ts';
import type { ViewCounts } from './forum/view-counts.ts';
import { createModerationRouter } from './moderation/moderation-router.ts';
import { createReviewsRouter } from './reviews/reviews-router.ts';
import { createUploadStore } from './uploads/upload-store.ts';
import { createUploadsRouter } from './uploads/uploads-router.ts';
import { createUploadsServer } from './uploads/serve-uploads.ts';
import { createSiteConfigRouter } from './web/site-config.ts';
import { createWebHandler } from './web/serve-web.ts';
import { createCatalogueImportRouter } from './catalogue-import/catalogue-import-router.ts';
import { createUnsubscribeLinks, createUnsubscribeRouter } from './watchlist/unsubscribe.ts';

export { VARIANT_WIDTHS } from './uploads/image-variants.ts';
export type { UploadStore } from './uploads/upload-store.ts';
export { createUploadStore } from './uploads/upload-store.ts';
export { ensureModerationIndexes } from './moderation/moderation-store.ts';
export { authoredItems, eraseAuthor } from './moderation/author-data.ts';
export { eraseReporter, forgetGuestReporters, reportsBy } from './moderation/reporter-data.ts';
export { startProjector } from './projector/projector.ts';
export type { Projector } from './projector/projector.ts';
export { createAlertWriter } from './watchlist/alert-writer.ts';
export { digestMailsOf, eraseDigestMarks, startAlertDigests, type AlertDigests } from './watchlist/digest.ts';
export { createUnsubscribeLinks } from './watchlist/unsubscribe.ts';
export { startViewCounts } from './forum/view-counts.ts';
export type { ViewCounts } from './forum/view-counts.ts';
export { startPostsProjection } from './posts/posts-projection.ts';
export type { PostsProjection } from './posts/posts-projection.ts';

export interface ContentDeps {
  config: Config;
  store: StoreClient;
  auth: Auth;
  posts: PostsProjection;
  forumViews: ViewCounts;
}

export function mount(points: MountPoints, deps: ContentDeps): void {
  // Images arrive as raw bytes with a limit of their own (uploads/uploads-router.ts).
  const uploads = createUploadStore(deps.config.dataDir);
  points.apiRaw.use('/uploads', createUploadsRouter({ ...deps, uploads }));
  // Bulk import (files as raw bodies up to their own limit) and export of the catalogue.
  points.apiRaw.use('/catalogue-import', createCatalogueImportRouter(deps));
  // Workspace administration of plans and advertisements (`plans-*`, `advertisements-*`
  // permissions).
  points.api.use(
    '/admin/plans',
    createRecordsRouter({
      ...deps,
      database: 'plans',
      collection: 'plan',
      module: 'plans',
      idPrefix: 'plan',
    }),
  );
  // The alert digest's one-click unsubscribe (a signed link, no sign-in).
  points.api.use(
    '/alerts',
    createUnsubscribeRouter({ links: createUnsubscribeLinks(deps.config), accounts: deps.auth.accounts }),
  );
  points.api.use(
    '/admin/advertisements',
    createRecordsRouter({
      ...deps,
      database: 'advertisements',
      collection: 'advertisement',
      module: 'advertisements',
      idPrefix: 'ad',
    }),
  );
  // Blog posts: written in the workspace (`posts-*`), read by everyone as mayReadPost allows.
  points.api.use(
    '/admin/posts',
    createRecordsRouter({
      ...deps,
      database: 'posts',
      collection: 'post',
      module: 'posts',
      idPrefix: 'post',
      ...postRecordOptions(deps.auth, deps.posts),
    }),
  );
  points.api.use('/posts', createPostsRouter(deps));
  points.api.use('/catalogue', createCatalogueFeedRouter(deps));
  // Forum topics and sub-topics (`forum-topics-*`, `forum-sub-topics-*`), and the forum's writes.
  const forumTopics = createForumTopicRouters(deps);
  points.api.use('/admin/forum-topics', forumTopics.topics);
  points.api.use('/admin/forum-sub-topics', forumTopics.subTopics);
  points.api.use('/forum', createForumRouter(deps));
  points.api.use('/site-config', createSiteConfigRouter(deps.config));
  points.api.use('/moderation', createModerationRouter({ ...deps, mailer: createMailer(deps.config) }));
  points.api.use('/reviews', createReviewsRouter(deps));
  points.root.use('/uploads', createUploadsServer(uploads));
  points.pages.use(
    createWebHandler(deps.config, {
      sitemapPaths: () => postSitemapPaths(deps.posts),
      // A post's page is 404 unless everyone may read the post, as an unknown path is. While the
      // store is away (503) the page is served, and its own request shows the error.
      pageExists: (match) =>
        match.route.id === 'post' ? isPublicPost(deps.posts, match.params.id!).catch(() => true) : true,
    }),
  );
}
