// The replication gateway under /db/. Every browser request to the store passes here: the
// bearer token is verified, the access matrix decides, `favourites` and `saved_comparisons` are
// rewritten to the caller's own databases, pushes are validated, and only what replication needs is forwarded.
import express, { type NextFunction, type Request, type Response } from 'express';
import { hasSnapshot, isOwnDatabase, pickLocale } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Auth } from '../../identity/index.ts';
import type { ChangeNotifier } from './change-notifier.ts';
import type { HeldConnections } from './held-connections.ts';
import type { SnapshotKeeper } from '../snapshots/snapshot-keeper.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendError } from '../../platform/http/error-middleware.ts';
import { ownDbName } from '../../platform/store/databases.ts';
import { canPull, canPush, isGatewayDatabase, type GatewayDatabase } from './access-policy.ts';
import { classifyRequest, filterQuery, READ_OPERATIONS } from './classify-request.ts';
import { proxyToStore } from './proxy.ts';
import { createChangesRequester } from '../../platform/store/changes-request.ts';
import { readJsonBody } from './read-body.ts';
import { parseBulkBody, writeBulkDocs } from './bulk-docs.ts';
import { createSharedReads } from './shared-reads.ts';
import { serveContinuous, serveLongpoll, type HeldFeedDeps } from './held-feeds.ts';
import { tokenExpiresAt } from '../../identity/index.ts';
import type { StoreAnswer } from '../../platform/store/store-answer.ts';
import { StoreError } from '../../platform/store/couch-client.ts';
import { checkReplicationBody, checkReplicationQuery, takesBody } from './replication-shapes.ts';
import { storeRefusal } from './store-refusal.ts';
import { serveSnapshot } from '../snapshots/serve-snapshot.ts';

export function createGateway(deps: {
  auth: Auth;
  store: StoreClient;
  config: Config;
  notifier: ChangeNotifier;
  held: HeldConnections;
  snapshots: SnapshotKeeper;
}): express.Router {
  const { auth, store, config, notifier } = deps;
  const router = express.Router();
  const createdUserDbs = new Set<string>();
  const reads = createSharedReads(store);
  const heldFeeds: HeldFeedDeps = {
    access: auth.access,
    held: deps.held,
    reads,
    notifier,
    feeds: createChangesRequester(store),
  };

  async function ensureUserDb(name: string): Promise<void> {
    if (createdUserDbs.has(name)) return;
    await store.ensureDatabase(name);
    createdUserDbs.add(name);
  }

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.setHeader('cache-control', 'no-store');
      const url = new URL(req.url, 'http://gateway');
      const classified = classifyRequest(req.method, url.pathname.replace(/^\/+/, ''));
      // Server-wide endpoints (_all_dbs, _session, _users, _config, _uuids …) are never forwarded.
      if (!classified || classified.database.startsWith('_')) throw new AppError(403, 'error.403');

      const header = req.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw new AppError(401, 'error.401');
      const token = header.slice('Bearer '.length).trim();
      const claims = await auth.verifyAccessToken(token);

      // Another user's userdb-* and unknown names are refused alike.
      if (!isGatewayDatabase(classified.database)) throw new AppError(403, 'error.403');
      const db: GatewayDatabase = classified.database;
      const { operation } = classified;
      if (operation === 'forbidden') throw new AppError(403, 'error.403');
      // Checkpoints live on the client (RxDB); _local documents only in the caller's own database.
      const own = isOwnDatabase(db);
      if (operation === 'local-doc' && !own) throw new AppError(403, 'error.403');

      const writes = operation === 'bulk-docs' || (operation === 'local-doc' && req.method !== 'GET');
      if (writes ? !canPush(claims, db) : !canPull(claims, db)) throw new AppError(403, 'error.403');
      if (!writes && !READ_OPERATIONS.has(operation) && operation !== 'local-doc') {
        throw new AppError(403, 'error.403');
      }

      if (operation === 'snapshot') {
        // Past the pull rule of `_changes` above. The snapshot takes no parameters, and a
        // per-user database has none (hasSnapshot in @poct/schemas).
        if (req.url.includes('?')) throw new AppError(400, 'error.400');
        if (!hasSnapshot(db)) throw new AppError(404, 'error.404.resource');
        await serveSnapshot(deps.snapshots, db, req, res);
        return;
      }

      const storeDb = own ? ownDbName(db, claims.sub) : db;
      // The database alone for its info: an empty segment is no path the store client sends.
      const storePath = classified.rest
        ? `${encodeURIComponent(storeDb)}/${classified.rest}`
        : encodeURIComponent(storeDb);
      // The shape of every parameter and body is checked before anything reaches the store
      // (replication-shapes.ts): express-pouchdb trusts its input, and some bad input kills it.
      checkReplicationQuery(operation, url.searchParams);

      if (operation === 'bulk-docs') {
        const docs = parseBulkBody(await readJsonBody(req, config.maxBodyBytes));
        // Created on first use, but not for a request refused on its body.
        if (own) await ensureUserDb(storeDb);
        const results = await writeBulkDocs({
          store,
          storeDb,
          db,
          claims,
          docs,
          locale: pickLocale(req.headers['accept-language']),
        });
        if (own && results.some((result) => result.ok)) notifier.notifyUser(claims.sub, db);
        res.status(201).json(results);
        return;
      }

      // Bodies of reads (_all_docs keys, _bulk_get, _revs_diff) and of _local writes are parsed
      // once, size-limited, checked and re-sent, so the store never sees a body we did not read.
      let body: Buffer | undefined;
      if (takesBody(operation, req.method)) {
        const parsed = await readJsonBody(req, config.maxBodyBytes);
        checkReplicationBody(operation, parsed);
        body = Buffer.from(JSON.stringify(parsed));
      }
      if (own) await ensureUserDb(storeDb);
      const query = filterQuery(operation, url.searchParams);
      const feed = query.get('feed') ?? 'normal';
      const shared = !own && (req.method === 'GET' || req.method === 'POST');
      if (operation === 'changes' && (feed === 'longpoll' || feed === 'continuous')) {
        const serve = feed === 'longpoll' ? serveLongpoll : serveContinuous;
        await serve(
          heldFeeds,
          {
            claims,
            allowed: (current) => canPull(current, db),
            tokenExpiresAt: tokenExpiresAt(token),
            storeDb,
            shared,
            path: storePath,
            query,
          },
          req,
          res,
        );
        return;
      }
      if (shared && (operation !== 'changes' || feed === 'normal')) {
        const answer = await reads
          .read({
            method: req.method as 'GET' | 'POST',
            db: storeDb,
            path: storePath,
            query,
            body,
          })
          .catch(unavailable);
        sendAnswer(res, answer);
        return;
      }
      proxyToStore(
        store,
        req,
        res,
        { path: storePath, query, body, identity: operation === 'changes' },
        (status) =>
          sendError(
            res,
            req.headers['accept-language'],
            status === undefined ? new AppError(503, 'error.503') : storeRefusal(status),
          ),
      );
    } catch (error) {
      // A store that refused or failed is never passed through raw (store-refusal.ts).
      next(error instanceof StoreError ? storeRefusal(error.status) : error);
    }
  });
  return router;
}

/** A store that cannot be reached is a 503 for the caller, as on the streaming proxy. */
function unavailable(): never {
  throw new AppError(503, 'error.503');
}

/** Sends a store answer on; a refusal or failure becomes our own (the caller's catch sends it). */
function sendAnswer(res: Response, answer: StoreAnswer): void {
  if (answer.status >= 400) throw storeRefusal(answer.status);
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}
