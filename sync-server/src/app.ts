// Builds the Express app without listening (tests start it on port 0 with the real store). Each
// area mounts its routes on the mount points; the order of the points is the order below.
import express from 'express';
import type { AppDeps } from './app-deps.ts';
import { errorMiddleware, notFoundApi } from './platform/http/error-middleware.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import { assertStrictJson } from './platform/http/json-strict.ts';
import { createMountPoints } from './platform/http/mount-points.ts';
import { requestLog } from './platform/log/request-log.ts';
import { requestMetrics } from './platform/metrics/request-metrics.ts';
import * as platform from './platform/index.ts';
import * as identity from './identity/index.ts';
import * as replication from './replication/index.ts';
import * as assistant from './assistant/index.ts';
import * as content from './content/index.ts';
import * as commerce from './commerce/index.ts';
import * as requests from './requests/index.ts';
import * as privacy from './privacy/index.ts';

/** Within a mount point, routes run in this order; only routes that share a prefix depend on it. */
const AREAS = [platform, identity, replication, assistant, content, commerce, requests, privacy];

export function createApp(deps: AppDeps): express.Express {
  const points = createMountPoints();
  for (const area of AREAS) area.mount(points, deps);

  const app = express();
  app.disable('x-powered-by');
  // Forwarding headers count only from the hops TRUST_PROXY names (none by default), so a client
  // cannot choose its own address (rate limits, audit) or scheme.
  app.set('trust proxy', deps.config.trustProxy);
  // Before everything else, so every request is logged and counted, errors and 404s too.
  app.use(requestLog(deps.pseudonymKey));
  app.use(requestMetrics);
  // First, so every response has them: pages, /api, /db, /uploads, errors and 404s.
  app.use(securityHeaders(deps.config));
  app.use(points.raw);

  const api = express.Router();
  api.use(points.apiRaw);
  api.use(
    express.json({
      limit: deps.config.maxBodyBytes,
      strict: true,
      // The same rules as the gateway: a repeated key or a body nested absurdly deep is a 400.
      verify: (_req, _res, body) => assertStrictJson(body),
    }),
  );
  api.use(points.api);
  api.use(notFoundApi);
  app.use('/api', api);

  app.use(points.root);
  app.use(points.pages);
  app.use(errorMiddleware);
  return app;
}
