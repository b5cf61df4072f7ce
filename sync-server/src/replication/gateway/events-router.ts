// One server-sent-events stream per tab carries change notifications for every database the
// caller may pull, so live replication holds one long-lived connection instead of one
// long-poll per collection (browsers allow six per origin over HTTP/1.1). Clients read it with
// fetch (EventSource cannot send the bearer token) and pull what changed through /db as usual.
// The stream is a held connection (held-connections.ts): it ends when the access token expires
// (the client reconnects with a fresh one) and at once when the session or its rights end.
import express from 'express';
import type { Auth } from '../../identity/index.ts';
import { bearerToken, claimsOf, tokenExpiresAt } from '../../identity/index.ts';
import { canPull, GATEWAY_DATABASES, type GatewayDatabase } from './access-policy.ts';
import type { ChangeNotifier } from './change-notifier.ts';
import type { HeldConnections } from './held-connections.ts';

const HEARTBEAT_MS = 20_000;

export function createEventsRouter(deps: {
  auth: Auth;
  notifier: ChangeNotifier;
  held: HeldConnections;
}): express.Router {
  const router = express.Router();
  router.get('/events', deps.auth.requireAuth, async (req, res) => {
    const claims = claimsOf(res)!;
    const readable = new Set<string>(GATEWAY_DATABASES.filter((db) => canPull(claims, db)));
    // Registered first: a user holding too many connections gets the 429 before the stream starts.
    const release = await deps.held.hold({
      claims,
      // Losing any database the stream reports on ends it; the client reconnects and learns anew.
      allowed: (current) => [...readable].every((db) => canPull(current, db as GatewayDatabase)),
      endsBy: tokenExpiresAt(bearerToken(req)!),
      end: (reason) => {
        res.write(`event: ended\ndata: ${JSON.stringify({ status: reason })}\n\n`);
        res.end();
      },
    });
    // The client may have gone while its slot was being taken.
    if (res.closed) return release();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`event: ready\ndata: ${JSON.stringify({ databases: [...readable] })}\n\n`);
    const send = (db: string, userId?: string): void => {
      if (userId && userId !== claims.sub) return;
      if (!readable.has(db)) return;
      res.write(`event: change\ndata: ${JSON.stringify({ db })}\n\n`);
    };
    const unsubscribe = deps.notifier.subscribe(send);
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    res.on('close', () => {
      release();
      unsubscribe();
      clearInterval(heartbeat);
    });
  });
  return router;
}
