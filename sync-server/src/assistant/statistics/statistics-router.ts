// Search statistics under /api/search:
//   POST /statistics           a batch of search events from any device (guests too)
//   GET  /popular?limit=8      the most frequent successful queries (public, cached)
//   GET  /statistics/queries   per query, paged and sorted (workspace, products-read)
//   GET  /statistics/filters   per filter value, paged and sorted (workspace, products-read)
//   GET  /statistics/report    totals and catalogue gaps for the search report (products-read)
// Mounted before the API's own JSON parser: a batch has a smaller size limit of its own.
import { createHash } from 'node:crypto';
import express, { type Request, type RequestHandler } from 'express';
import { SEARCH_EVENT_LIMITS } from '@poct/schemas';
import type { Auth } from '../../identity/index.ts';
import type { Config } from '../../platform/config.ts';
import { claimsOf } from '../../identity/index.ts';
import { assertPermission } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { FieldErrors } from '../../platform/http/field-errors.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { BatchInvalid, BatchTooLarge, deviceOf, readEventBatch } from './event-batch.ts';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import {
  createStatisticsReader,
  FILTER_SORTS,
  PAGE_MAX,
  POPULAR_MAX,
  QUERY_SORTS,
} from './read-statistics.ts';
import { pruneEventIds, recordSearches } from './record-searches.ts';
import { createVisitorHasher } from './visitor-key.ts';
import { assertStrictJson } from '../../platform/http/json-strict.ts';
import { log } from '../../platform/log/logger.ts';

export interface StatisticsRouterDeps {
  store: StoreClient;
  auth: Pick<Auth, 'requireAuth' | 'rateLimiter'>;
  config: Pick<Config, 'searchEventsPerIp'>;
}

// Both limits are per address and kept in the store (rate-limit/), so every server process
// shares them. The sender is the address even when a device is signed in: the endpoint takes no
// account, and several accounts behind one address must not add up to more.
/** Batches one address may send per minute (429 past it). */
const BATCHES_PER_MINUTE = 120;
/** Browsers and shared caches may keep the popular list this long. */
const POPULAR_MAX_AGE_S = 300;
const PRUNE_EVERY_MS = 3_600_000;

function text(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new AppError(400, 'error.400');
  return value;
}

function whole(req: Request, name: string, fallback: number, min: number, max: number): number {
  const raw = text(req, name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new AppError(400, 'error.400');
  return value;
}

function oneOf<T extends string>(req: Request, name: string, allowed: readonly T[], fallback: T): T {
  const raw = text(req, name);
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new AppError(400, 'error.400');
  return raw as T;
}

const mayReadStatistics: RequestHandler = (_req, res, next) => {
  assertPermission(claimsOf(res), 'products-read');
  res.setHeader('cache-control', 'no-store');
  next();
};

export function createSearchStatisticsRouter(deps: StatisticsRouterDeps): express.Router {
  const reader = createStatisticsReader(deps.store);
  const batches = createRateLimiter({ store: deps.store, windowS: 60 });
  const visitorOf = createVisitorHasher(deps.store);
  let lastPrune = 0;
  const router = express.Router();

  router.post(
    '/statistics',
    async (req, _res, next) => {
      await batches.consume({ bucket: 'statistics-batches', key: req.ip ?? '', limit: BATCHES_PER_MINUTE });
      next();
    },
    // JSON only: text/plain (and the other types a form or a beacon of any site may send
    // without asking) is refused, so another website cannot post statistics through a visitor.
    (req, _res, next) => {
      if (!req.is('application/json')) throw new AppError(415, 'error.415.json');
      next();
    },
    express.json({
      limit: SEARCH_EVENT_LIMITS.maxBatchBytes,
      strict: true,
      type: 'application/json',
      // The same rules as every other endpoint: a repeated key or absurd nesting is a 400.
      verify: (_req, _res, body) => assertStrictJson(body),
    }),
    async (req, res) => {
      let events;
      try {
        events = readEventBatch(req.body);
      } catch (error) {
        if (error instanceof BatchTooLarge) throw new AppError(413, 'error.413');
        if (!(error instanceof BatchInvalid)) throw error;
        throw new FieldErrors(error.errors, 400, 'error.400');
      }
      const now = Date.now();
      // Counted new events per address and window (RATE_LIMIT_SEARCH_EVENTS); the rest are not counted.
      const allowance = (wanted: number) =>
        deps.auth.rateLimiter.allowance(
          { bucket: 'statistics-events', key: req.ip ?? '', limit: deps.config.searchEventsPerIp },
          wanted,
        );
      const visitor = await visitorOf({ ip: req.ip ?? 'unknown', device: deviceOf(req.body) }, now);
      const result = await recordSearches(deps.store, events, now, visitor, allowance);
      res.setHeader('cache-control', 'no-store');
      res.json(result);
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        pruneEventIds(deps.store).catch((error: unknown) =>
          log.error({ area: 'statistics', err: error }, 'prune failed'),
        );
      }
    },
  );

  router.get('/popular', async (req, res) => {
    const limit = whole(req, 'limit', 8, 1, POPULAR_MAX);
    const body = JSON.stringify({ queries: await reader.popular(limit) });
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('cache-control', `public, max-age=${POPULAR_MAX_AGE_S}`);
    res.setHeader('etag', etag);
    res.setHeader('vary', 'accept-encoding');
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  });

  router.get('/statistics/queries', deps.auth.requireAuth, mayReadStatistics, async (req, res) => {
    const found = oneOf(req, 'found', ['any', 'none', 'some'] as const, 'any');
    res.json(
      await reader.queries({
        search: text(req, 'q'),
        found,
        sort: oneOf(req, 'sort', QUERY_SORTS, 'count'),
        dir: oneOf(req, 'dir', ['asc', 'desc'] as const, 'desc'),
        offset: whole(req, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
        limit: whole(req, 'limit', 50, 1, PAGE_MAX),
      }),
    );
  });

  router.get('/statistics/filters', deps.auth.requireAuth, mayReadStatistics, async (req, res) => {
    res.json(
      await reader.filters({
        facet: text(req, 'facet') || undefined,
        sort: oneOf(req, 'sort', FILTER_SORTS, 'count'),
        dir: oneOf(req, 'dir', ['asc', 'desc'] as const, 'desc'),
        offset: whole(req, 'offset', 0, 0, Number.MAX_SAFE_INTEGER),
        limit: whole(req, 'limit', 50, 1, PAGE_MAX),
      }),
    );
  });

  router.get('/statistics/report', deps.auth.requireAuth, mayReadStatistics, async (req, res) => {
    res.json(await reader.report(whole(req, 'limit', 50, 1, PAGE_MAX)));
  });

  return router;
}
