// One server-sent-events stream per tab carries change notifications for every database the
// caller may pull, so live replication holds one long-lived connection instead of one
// long-poll per collection (browsers allow six per origin over HTTP/1.1). Clients read it with
// fetch (EventSource cannot send the bearer token) and pull what changed through /db as usual.
import express from 'express';
import { decodeJwt } from 'jose';
import type { Auth } from '../auth/auth.ts';
import { claimsOf } from '../auth/auth.ts';
import { canPull, GATEWAY_DATABASES } from './access-policy.ts';
import type { ChangeNotifier } from './change-notifier.ts';

const HEARTBEAT_MS = 20_000;

export function createEventsRouter(deps: { auth: Auth; notifier: ChangeNotifier }): express.Router {
  const router = express.Router();
  router.get('/events', deps.auth.requireAuth, (req, res) => {
    const claims = claimsOf(res)!;
    const readable = new Set(GATEWAY_DATABASES.filter((db) => canPull(claims, db)));
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`event: ready\ndata: ${JSON.stringify({ databases: [...readable] })}\n\n`);
    const send = (db: string, userId?: string): void => {
      const name = userId ? 'favourites' : db;
      if (userId && userId !== claims.sub) return;
      if (!readable.has(name as (typeof GATEWAY_DATABASES)[number])) return;
      res.write(`event: change\ndata: ${JSON.stringify({ db: name })}\n\n`);
    };
    const unsubscribe = deps.notifier.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    // The stream ends when the access token expires; the client reconnects with a fresh one,
    // so a revoked or downgraded session stops receiving notifications.
    const token = req.headers.authorization?.slice('Bearer '.length) ?? '';
    const expiresInMs = Math.max(1000, (decodeJwt(token).exp ?? 0) * 1000 - Date.now());
    const expiry = setTimeout(() => res.end(), Math.min(expiresInMs, 2_147_000_000));
    req.on('close', () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
    });
  });
  return router;
}
