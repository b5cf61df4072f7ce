// What a session may do *now*: whether it is live, and the role, permissions and premium status
// of its account as they are in the store, not as they were when its access token was signed.
// A token names only who (`sub`) and which session (`sid`); every request gets its rights from
// here, so a demotion, a deletion or a logout takes effect on the next request, on every server
// process, instead of when the token expires.
//
// Cost: a check is kept in memory for at most MAX_AGE_MS and dropped at once when the security
// feed (auth/security-feed.ts) reports a change of the session, the account or the role, so the
// store is asked at most once per session per MAX_AGE_MS (measured in `npm run bench`, gateway).
// `fresh()` never answers from memory: held connections call it after reading the data they
// are about to send, so nothing changed after a session ended is sent on it.
import { nextChangeAfter, rightsAt, type Account, type Entitlement, type Role } from '@poct/schemas';
import { readEntitlements } from './entitlements.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import type { Accounts } from './accounts.ts';
import { getRole, NO_ROLE } from '../roles/role-store.ts';
import type { SecurityFeed } from './security-feed.ts';
import type { SessionDoc, Sessions } from './sessions.ts';
import type { AccessClaims } from './tokens.ts';

/** Longest time a remembered check is used without asking the store (the feed usually clears it sooner). */
export const MAX_AGE_MS = 500;
const CACHE_LIMIT = 10_000;

export interface AccessState {
  /** The session's rights now (at most MAX_AGE_MS old); undefined when it is not live for this user. */
  current(sid: string, userId: string): Promise<AccessClaims | undefined>;
  /** The same, read from the store by a request that starts after this call. */
  fresh(sid: string, userId: string): Promise<AccessClaims | undefined>;
  /**
   * When the rights read last for this session change by themselves (a period of premium starts
   * or ends, the session expires), as epoch ms; undefined if never or unknown.
   */
  endsAt(sid: string): number | undefined;
}

interface Snapshot {
  userId: string;
  session: SessionDoc;
  account: Account;
  role: Role | undefined;
  /** The account's periods of premium with their rights (an old account's plan read with it). */
  periods: Entitlement[];
  readAt: number;
}

export function createAccessState(options: {
  store: StoreClient;
  sessions: Sessions;
  accounts: Accounts;
  feed: SecurityFeed;
  now?: () => number;
}): AccessState {
  const { store, sessions, accounts, feed } = options;
  const now = options.now ?? Date.now;
  const snapshots = new Map<string, Snapshot>();
  // Per session: the read in flight, and the one queued to start after it for later callers.
  const inFlight = new Map<string, Promise<Snapshot | undefined>>();
  const queued = new Map<string, Promise<Snapshot | undefined>>();
  // Bumped by every reported change, so a read that overlapped a change is not remembered.
  let generation = 0;

  feed.subscribe((change) => {
    generation++;
    if (change.kind === 'all') snapshots.clear();
    else if (change.kind === 'session') snapshots.delete(change.id);
    else {
      for (const [sid, snapshot] of snapshots) {
        const hit =
          change.kind === 'user' ? snapshot.userId === change.id : snapshot.account.role_id === change.id;
        if (hit) snapshots.delete(sid);
      }
    }
  });

  async function read(sid: string, userId: string): Promise<Snapshot | undefined> {
    const started = generation;
    const [session, account] = await Promise.all([sessions.liveSession(sid), accounts.get(userId)]);
    if (!session || session.user_id !== userId || !account) {
      snapshots.delete(sid);
      return undefined;
    }
    const [role, periods] = await Promise.all([
      getRole(store, account.role_id),
      readEntitlements(store, account),
    ]);
    const snapshot: Snapshot = { userId, session, account, role, periods, readAt: now() };
    if (generation === started) remember(sid, snapshot);
    return snapshot;
  }

  function remember(sid: string, snapshot: Snapshot): void {
    if (snapshots.size >= CACHE_LIMIT) {
      for (const [key, entry] of snapshots) if (now() - entry.readAt >= MAX_AGE_MS) snapshots.delete(key);
      if (snapshots.size >= CACHE_LIMIT) snapshots.clear();
    }
    snapshots.set(sid, snapshot);
  }

  /** A read that starts after this call; callers arriving together share one. */
  function freshSnapshot(sid: string, userId: string): Promise<Snapshot | undefined> {
    const key = `${sid}\n${userId}`;
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const running = inFlight.get(key);
    const start = (): Promise<Snapshot | undefined> => {
      const promise = read(sid, userId).finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key);
      });
      inFlight.set(key, promise);
      return promise;
    };
    if (!running) return start();
    // The running read may have started before this caller arrived: queue one more after it.
    const next = running
      .catch(() => undefined)
      .then(() => {
        queued.delete(key);
        return start();
      });
    queued.set(key, next);
    return next;
  }

  function claimsOf(sid: string, snapshot: Snapshot | undefined): AccessClaims | undefined {
    if (!snapshot) return undefined;
    const at = now();
    if (Date.parse(snapshot.session.expires_at) <= at) return undefined;
    const { account, role, periods } = snapshot;
    const { premium, plan_id: planId, chat_access, link_access } = rightsAt(periods, at);
    return {
      sub: snapshot.userId,
      sid,
      role_id: account.role_id,
      hierarchy: role?.hierarchy ?? NO_ROLE.hierarchy,
      perms: role ? [...role.permissions] : NO_ROLE.permissions,
      premium,
      // The rights of the periods running now; each period's end is read again at that moment.
      ...(premium ? { plan: { ...(planId ? { id: planId } : {}), chat_access, link_access } } : {}),
    };
  }

  return {
    async current(sid, userId) {
      const known = snapshots.get(sid);
      if (known && known.userId === userId && now() - known.readAt < MAX_AGE_MS) return claimsOf(sid, known);
      return claimsOf(sid, await freshSnapshot(sid, userId));
    },
    async fresh(sid, userId) {
      return claimsOf(sid, await freshSnapshot(sid, userId));
    },
    endsAt(sid) {
      const snapshot = snapshots.get(sid);
      if (!snapshot) return undefined;
      const at = now();
      const ends = [Date.parse(snapshot.session.expires_at), nextChangeAfter(snapshot.periods, at)].filter(
        (ms): ms is number => ms !== undefined && Number.isFinite(ms) && ms > at,
      );
      return ends.length > 0 ? Math.min(...ends) : undefined;
    },
  };
}
