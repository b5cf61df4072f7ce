// Builds the Express app without listening (tests start it on port 0 with the real store).
import express from 'express';
import type { Config } from './config.ts';
import type { StoreClient } from './store/couch-client.ts';
import type { Auth } from './auth/auth.ts';
import type { Projector } from './projector/projector.ts';
import type { PreviewIndex } from './search/preview-index.ts';
import type { ChangeNotifier } from './gateway/change-notifier.ts';
import { createEventsRouter } from './gateway/events-router.ts';
import { errorMiddleware, notFoundApi } from './http/error-middleware.ts';
import { createGateway } from './gateway/gateway.ts';
import { createSearchPreviewRouter } from './search/preview-router.ts';
import { createWebHandler } from './web/serve-web.ts';
import { createPlansRouter } from './plans/plans-router.ts';
import { createRecordsRouter } from './records/records-router.ts';
import { createSiteConfigRouter } from './web/site-config.ts';
import { accountRouters } from './accounts/account-routers.ts';
import { createQuotationsRouter } from './quotations/quotations-router.ts';
import { createContactRouter } from './contact/contact-router.ts';
import { createDocumentHistoryRouter } from './audit-api/audit-router.ts';
import { createSearchStatisticsRouter } from './statistics/statistics-router.ts';
import { assertStrictJson } from './gateway/json-strict.ts';
import { createUploadStore } from './uploads/upload-store.ts';
import { createUploadsRouter } from './uploads/uploads-router.ts';
import { createUploadsServer } from './uploads/serve-uploads.ts';
import type { HeldConnections } from './gateway/held-connections.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createPaymentRouters } from './payments/payments.ts';

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
}

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
  for (const [path, router] of accountRouters(deps)) api.use(path, router);
  api.use('/sync', createEventsRouter(deps));
  api.use('/search', createSearchPreviewRouter(deps));
  api.use('/plans', createPlansRouter(deps));
  // Workspace administration of plans and advertisements (spec section 6 permissions).
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
  api.use('/site-config', createSiteConfigRouter(deps.config));
  api.use('/quotations', createQuotationsRouter(deps));
  api.use('/contact', createContactRouter(deps));
  api.use('/payments', payments.payments);
  api.use('/orders', payments.orders);
  api.use('/audit/documents', createDocumentHistoryRouter(deps));
  api.use(notFoundApi);
  app.use('/api', api);

  app.use('/uploads', createUploadsServer(uploads));
  app.use(createWebHandler(deps.config));
  app.use(errorMiddleware);
  return app;
}
