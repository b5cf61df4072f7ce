// Builds the Express app without listening (tests start it on port 0 with the real store).
import express from 'express';
import type { AppDeps } from './app-deps.ts';
import { createEventsRouter } from './replication/gateway/events-router.ts';
import { errorMiddleware, notFoundApi } from './platform/http/error-middleware.ts';
import { createGateway } from './replication/gateway/gateway.ts';
import { createSearchPreviewRouter } from './assistant/preview/preview-router.ts';
import { createWebHandler } from './content/web/serve-web.ts';
import { createPlansRouter } from './identity/plans/plans-router.ts';
import { createRecordsRouter } from './content/records/records-router.ts';
import { createSiteConfigRouter } from './content/web/site-config.ts';
import type { AccountDeps } from './identity/accounts/context.ts';
import { createAccountsRouter } from './identity/accounts/accounts-router.ts';
import { createOneTimeTokens } from './identity/accounts/one-time-tokens.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createUsersRouter } from './identity/users/users-router.ts';
import { createRolesRouter } from './identity/roles/roles-router.ts';
import { createSecurityEventsRouter } from './identity/audit/security-events-router.ts';
import { createQuotationsRouter } from './requests/quotations/quotations-router.ts';
import { createContactRouter } from './requests/contact/contact-router.ts';
import { createDemoBookingRouter } from './requests/demo-booking/demo-booking-router.ts';
import { createDocumentHistoryRouter } from './identity/audit/document-history-router.ts';
import { createSearchStatisticsRouter } from './assistant/statistics/statistics-router.ts';
import { assertStrictJson } from './platform/http/json-strict.ts';
import { createUploadStore } from './content/uploads/upload-store.ts';
import { createUploadsRouter } from './content/uploads/uploads-router.ts';
import { createUploadsServer } from './content/uploads/serve-uploads.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { createPaymentRouters } from './commerce/payments/payments.ts';
import { postRecordOptions } from './content/posts/post-records.ts';
import { createPostsRouter } from './content/posts/posts-router.ts';
import { isPublicPost, postSitemapPaths } from './content/posts/posts-sitemap.ts';
import { createAdsRouter } from './commerce/ads/ads-router.ts';
import { createForumRouter } from './content/forum/forum-router.ts';
import { createForumTopicRouters } from './content/forum/topic-routers.ts';
import { createModerationRouter } from './content/moderation/moderation-router.ts';
import { createReviewsRouter } from './content/reviews/reviews-router.ts';
import { createMcpRouter } from './assistant/mcp/mcp-router.ts';
import { createAssistantRouter } from './assistant/noodlechat/assistant-router.ts';

export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Forwarding headers count only from the hops TRUST_PROXY names (none by default), so a client
  // cannot choose its own address (rate limits, audit) or scheme.
  app.set('trust proxy', deps.config.trustProxy);
  // First, so every response has them: pages, /api, /db, /uploads, errors and 404s.
  app.use(securityHeaders(deps.config));

  // /db is a streaming proxy: it must see the raw body, so no body parser runs before it.
  app.use('/db', createGateway(deps));

  const api = express.Router();
  // Before the JSON parser: statistics batches have a smaller size limit of their own.
  api.use('/search', createSearchStatisticsRouter(deps));
  // Images arrive as raw bytes with a limit of their own (uploads/uploads-router.ts).
  const uploads = createUploadStore(deps.config.dataDir);
  api.use('/uploads', createUploadsRouter({ ...deps, uploads }));
  // Stripe signs the exact bytes it sends: the webhook reads its raw body (payments/).
  const payments = createPaymentRouters(deps);
  api.use('/payments/webhook', payments.webhook);
  api.use(
    express.json({
      limit: deps.config.maxBodyBytes,
      strict: true,
      // The same rules as the gateway: a repeated key or a body nested absurdly deep is a 400.
      verify: (_req, _res, body) => assertStrictJson(body),
    }),
  );
  api.get('/health', async (_req, res) => {
    const ok = await deps.store
      .request('')
      .then(async (answer) => {
        await answer.body?.cancel();
        return answer.ok;
      })
      .catch(() => false);
    res.status(ok ? 200 : 503).json({ ok, store: deps.storeKind });
  });
  api.use('/auth', deps.auth.router);
  // Accounts, users and roles share one mailer and one set of single-use tokens.
  const accountDeps: AccountDeps = {
    config: deps.config,
    store: deps.store,
    auth: deps.auth,
    mailer: createMailer(deps.config),
    tokens: createOneTimeTokens(deps.store),
    now: Date.now,
  };
  api.use('/account', createAccountsRouter(accountDeps));
  api.use('/users', createUsersRouter(accountDeps));
  api.use('/roles', createRolesRouter(accountDeps));
  api.use('/audit', createSecurityEventsRouter(deps));
  api.use('/sync', createEventsRouter(deps));
  api.use('/search', createSearchPreviewRouter(deps));
  api.use('/plans', createPlansRouter(deps));
  // Workspace administration of plans and advertisements (`plans-*`, `advertisements-*`
  // permissions).
  api.use(
    '/admin/plans',
    createRecordsRouter({
      ...deps,
      database: 'plans',
      collection: 'plan',
      module: 'plans',
      idPrefix: 'plan',
    }),
  );
  api.use(
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
  api.use(
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
  api.use('/posts', createPostsRouter(deps));
  // Advertisement delivery, click redirects and campaign figures (ads/).
  api.use('/ads', createAdsRouter({ ...deps, uploads }));
  // Forum topics and sub-topics (`forum-topics-*`, `forum-sub-topics-*`), and the forum's writes.
  const forumTopics = createForumTopicRouters(deps);
  api.use('/admin/forum-topics', forumTopics.topics);
  api.use('/admin/forum-sub-topics', forumTopics.subTopics);
  api.use('/forum', createForumRouter(deps));
  api.use('/site-config', createSiteConfigRouter(deps.config));
  api.use('/quotations', createQuotationsRouter(deps));
  api.use('/contact', createContactRouter(deps));
  api.use('/demo', createDemoBookingRouter(deps));
  api.use('/payments', payments.payments);
  api.use('/orders', payments.orders);
  api.use('/audit/documents', createDocumentHistoryRouter(deps));
  api.use('/moderation', createModerationRouter({ ...deps, mailer: accountDeps.mailer }));
  api.use('/reviews', createReviewsRouter(deps));
  api.use('/assistant', createAssistantRouter(deps));
  api.use(notFoundApi);
  app.use('/api', api);

  app.use('/mcp', createMcpRouter(deps));
  app.use('/uploads', createUploadsServer(uploads));
  app.use(
    createWebHandler(deps.config, {
      sitemapPaths: () => postSitemapPaths(deps.posts),
      // A post's page is 404 unless everyone may read the post, as an unknown path is. While the
      // store is away (503) the page is served, and its own request shows the error.
      pageExists: (match) =>
        match.route.id === 'post' ? isPublicPost(deps.posts, match.params.id!).catch(() => true) : true,
    }),
  );
  app.use(errorMiddleware);
  return app;
}
