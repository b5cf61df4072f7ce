// `_changes` feeds the gateway keeps open: `feed=longpoll` and `feed=continuous`, on the shared
// databases (woken by the change notifier and answered through the shared reads,
// held-longpoll.ts) and on a user's own favourites (a longpoll at the store). Each one is
// registered with gateway/held-connections.ts, which ends it when the session or its rights
// end, and before anything is sent the session's rights are read again from the store by a read
// that starts after the changes were read: a change made after a session ended is never sent.
import type { Request, Response } from 'express';
import type { AccessState } from '../../identity/index.ts';
import type { AccessClaims } from '../../identity/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sendError } from '../../platform/http/error-middleware.ts';
import type { ChangesRequester } from '../../platform/store/changes-request.ts';
import { StoreError } from '../../platform/store/couch-client.ts';
import { storeRefusal } from './store-refusal.ts';
import type { StoreAnswer } from '../../platform/store/store-answer.ts';
import type { ChangeNotifier } from './change-notifier.ts';
import type { EndReason, HeldConnections } from './held-connections.ts';
import { HELD_ONLY, heldLongpoll } from './held-longpoll.ts';
import type { SharedReads } from './shared-reads.ts';

export interface HeldFeedDeps {
  access: AccessState;
  held: HeldConnections;
  reads: SharedReads;
  notifier: ChangeNotifier;
  feeds: ChangesRequester;
}

export interface HeldFeedRequest {
  claims: AccessClaims;
  /** Whether current rights still allow reading this database. */
  allowed(claims: AccessClaims): boolean;
  /** Epoch ms when the caller's access token expires. */
  tokenExpiresAt: number;
  /** Store database name, and whether it is shared (projection or master) or the caller's own. */
  storeDb: string;
  shared: boolean;
  /** Encoded path below the store's base URL (`catalogue/_changes`). */
  path: string;
  /** The filtered query, `feed` included. */
  query: URLSearchParams;
}

/** CouchDB's own bound for a longpoll; the client may ask for less, never more. */
const MAX_LONGPOLL_MS = 60_000;
/** A continuous feed without a heartbeat ends after this long without changes, as CouchDB's does. */
const CONTINUOUS_TIMEOUT_MS = 60_000;

function millis(value: string | null, fallback: number, max: number): number {
  const asked = Number(value ?? undefined);
  return Number.isFinite(asked) && asked >= 0 ? Math.min(asked, max) : fallback;
}

interface Changes {
  results: Array<{ seq: string | number }>;
  last_seq: string | number;
}

/**
 * Registers the feed; `signal` aborts when the connection must end, and `ended` says why.
 * Throws 429 when the user holds too many feeds.
 */
async function register(
  deps: HeldFeedDeps,
  req: HeldFeedRequest,
  res: Response,
): Promise<{ signal: AbortSignal; ended: () => EndReason | undefined; release: () => void }> {
  const controller = new AbortController();
  let reason: EndReason | undefined;
  res.on('close', () => controller.abort());
  const release = await deps.held.hold({
    claims: req.claims,
    allowed: req.allowed,
    endsBy: req.tokenExpiresAt,
    end(why) {
      reason = why;
      controller.abort();
    },
  });
  // The client may have gone while its slot was being taken.
  if (res.closed) release();
  else res.on('close', release);
  return { signal: controller.signal, ended: () => reason, release };
}

/** One wait for changes past `since` (or the deadline): the answer, or undefined if aborted. */
async function nextChanges(
  deps: HeldFeedDeps,
  req: HeldFeedRequest,
  query: URLSearchParams,
  deadlineMs: number,
  signal: AbortSignal,
): Promise<{ status: number; body: Buffer; headers: Record<string, string> } | undefined> {
  if (req.shared) {
    return heldLongpoll({
      reads: deps.reads,
      notifier: deps.notifier,
      db: req.storeDb,
      path: req.path,
      query,
      deadlineMs,
      signal,
    }).catch((error: unknown) => {
      if (signal.aborted) return undefined;
      throw error;
    });
  }
  const params = Object.fromEntries(query);
  for (const name of HELD_ONLY) delete params[name];
  try {
    const changes = await deps.feeds.longpoll(req.storeDb, params, deadlineMs, signal);
    return { status: 200, headers: {}, body: Buffer.from(JSON.stringify(changes)) };
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  }
}

/** The rights now, read after the data to send: undefined (401) or false (403) when they ended. */
async function stillAllowed(deps: HeldFeedDeps, req: HeldFeedRequest): Promise<EndReason | undefined> {
  const current = await deps.access.fresh(req.claims.sid, req.claims.sub);
  if (!current) return 401;
  return req.allowed(current) ? undefined : 403;
}

/** A store that refused or failed becomes our own answer, never passed through (store-refusal.ts). */
function ourError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return error instanceof StoreError ? storeRefusal(error.status) : new AppError(503, 'error.503');
}

function storeFailed(error: unknown): never {
  throw ourError(error);
}

function sendEnded(req: Request, res: Response, reason: EndReason): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  sendError(res, req.headers['accept-language'], new AppError(reason, `error.${reason}`));
}

export async function serveLongpoll(
  deps: HeldFeedDeps,
  request: HeldFeedRequest,
  req: Request,
  res: Response,
): Promise<void> {
  const { signal, ended, release } = await register(deps, request, res);
  try {
    const deadline = millis(request.query.get('timeout'), MAX_LONGPOLL_MS, MAX_LONGPOLL_MS);
    const answer = await nextChanges(deps, request, request.query, deadline, signal).catch(storeFailed);
    const endedBy = ended() ?? (answer ? await stillAllowed(deps, request) : undefined);
    if (endedBy) return sendEnded(req, res, endedBy);
    if (!answer) return;
    if (answer.status >= 400) throw storeRefusal(answer.status);
    sendAnswer(res, answer);
  } finally {
    release();
  }
}

export async function serveContinuous(
  deps: HeldFeedDeps,
  request: HeldFeedRequest,
  req: Request,
  res: Response,
): Promise<void> {
  const { signal, ended, release } = await register(deps, request, res);
  const heartbeat = request.query.has('heartbeat')
    ? millis(request.query.get('heartbeat'), CONTINUOUS_TIMEOUT_MS, CONTINUOUS_TIMEOUT_MS)
    : undefined;
  const timeout = request.query.has('timeout')
    ? millis(request.query.get('timeout'), CONTINUOUS_TIMEOUT_MS, Number.MAX_SAFE_INTEGER)
    : heartbeat === undefined
      ? CONTINUOUS_TIMEOUT_MS
      : Number.POSITIVE_INFINITY;
  const limit = request.query.has('limit') ? Number(request.query.get('limit')) : Number.POSITIVE_INFINITY;
  const query = new URLSearchParams(request.query);
  let since = query.get('since') ?? '0';
  let sent = 0;
  let quietSince = Date.now();
  const started = (): void => {
    if (res.headersSent) return;
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.flushHeaders();
  };
  try {
    for (;;) {
      const quietLeft = timeout - (Date.now() - quietSince);
      if (quietLeft <= 0) break;
      query.set('since', since);
      const wait = Math.max(1, Math.min(heartbeat ?? quietLeft, quietLeft));
      const answer = await nextChanges(deps, request, query, wait, signal);
      if (!answer || ended()) break;
      if (answer.status !== 200) throw storeRefusal(answer.status);
      const changes = JSON.parse(answer.body.toString('utf8')) as Changes;
      if (changes.results.length === 0) {
        since = String(changes.last_seq);
        started();
        if (heartbeat !== undefined) res.write('\n');
        continue;
      }
      const endedBy = await stillAllowed(deps, request);
      if (endedBy || ended()) return sendEnded(req, res, endedBy ?? ended()!);
      started();
      const batch = changes.results.slice(0, limit - sent);
      for (const change of batch) res.write(`${JSON.stringify(change)}\n`);
      sent += batch.length;
      since = String(batch.length < changes.results.length ? batch.at(-1)!.seq : changes.last_seq);
      quietSince = Date.now();
      if (sent >= limit) break;
    }
    const endedBy = ended();
    if (endedBy) return sendEnded(req, res, endedBy);
    if (signal.aborted) return;
    started();
    res.end(`${JSON.stringify({ last_seq: since })}\n`);
  } catch (error) {
    if (res.headersSent) res.destroy();
    else throw ourError(error);
  } finally {
    release();
  }
}

function sendAnswer(res: Response, answer: Pick<StoreAnswer, 'status' | 'headers' | 'body'>): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (!res.getHeader('content-type')) res.setHeader('content-type', 'application/json');
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}
