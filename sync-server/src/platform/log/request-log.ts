// One log line a request (pino-http): request id, method, route pattern (never the URL: paths
// and queries carry tokens and addresses), status, duration and a pseudonymous user id. No
// header, no body. The route pattern is taken when Express matches a route (`req.route` set),
// as `req.baseUrl` is still the matching router's there; after an error it is reset.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { currentLogger, scrub } from './logger.ts';
import { pseudonymOf } from './pseudonym-key.ts';

const PATTERN = Symbol('route pattern');
/** A request id a proxy in front may pass on (X-Request-Id); anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,80}$/;

type Traced = Request & { [PATTERN]?: string };

/** The route pattern a request matched (`/api/reviews/:id`), or its mount (`/uploads/*`). */
export function routePatternOf(req: IncomingMessage): string {
  const traced = req as Traced;
  if (traced[PATTERN]) return traced[PATTERN];
  return traced.baseUrl ? `${traced.baseUrl}/*` : '(unmatched)';
}

function recordPattern(req: Traced): void {
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && typeof value.path === 'string') req[PATTERN] = `${req.baseUrl}${value.path}`;
    },
  });
}

/** The user id the auth middleware verified (`res.locals.auth.sub`), if any. */
function userIdOf(res: ServerResponse): string | undefined {
  const sub = (res as Response).locals?.auth?.sub as unknown;
  return typeof sub === 'string' ? sub : undefined;
}

export function requestLog(pseudonymKey: Buffer): RequestHandler {
  const line = (req: IncomingMessage, res: ServerResponse, value: { responseTime?: number }) => {
    const user = userIdOf(res);
    return {
      method: req.method,
      route: routePatternOf(req),
      status: res.statusCode,
      ms: value.responseTime,
      ...(user ? { user: pseudonymOf(pseudonymKey, user) } : {}),
    };
  };
  const logger = pinoHttp({
    logger: currentLogger(),
    genReqId(req, res) {
      const forwarded = req.headers['x-request-id'];
      const id =
        typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : crypto.randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    // Only what the line above names, built when the response ends (pino-http's defaults
    // would log the URL and every header, bound when the request starts).
    customSuccessObject: (req, res, value: { responseTime?: number }) => line(req, res, value),
    customErrorObject: (req, res, error: Error, value: { responseTime?: number }) => ({
      ...line(req, res, value),
      err: { type: error.name, message: scrub(error.message) },
    }),
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    quietResLogger: true,
    quietReqLogger: true,
  });
  return (req, res, next) => {
    recordPattern(req as Traced);
    logger(req, res);
    next();
  };
}
