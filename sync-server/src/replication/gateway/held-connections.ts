// Every connection the server keeps open for a client (a held longpoll, a continuous
// `_changes` feed, the change-events stream) is registered here, so that it ends within moments
// of its session ending for any reason: logout, deletion, password change or reset, a role or
// premium change (reported by auth/security-feed.ts from any server process), or premium or
// the session running out by itself (a timer at the time auth/access-state.ts reports). Each
// user holds at most `perUser` of them on all server processes together (counted in the store,
// platform/rate-limit/shared-slots.ts), so one account cannot tie up the servers for everyone else.
import { AppError } from '../../platform/http/app-error.ts';
import type { SharedSlots } from '../../platform/rate-limit/shared-slots.ts';
import type { AccessState } from '../../identity/index.ts';
import type { SecurityChange, SecurityFeed } from '../../identity/index.ts';
import type { AccessClaims } from '../../identity/index.ts';

/**
 * Why a held connection was ended: the session is over (401), it may no longer read this (403),
 * or this process is shutting down (503: the client tries again, through the proxy on another).
 */
export type EndReason = 401 | 403 | 503;

export interface HeldConnection {
  /** The caller's rights when the connection was opened. */
  claims: AccessClaims;
  /** Whether these (current) rights still cover the connection. */
  allowed(claims: AccessClaims): boolean;
  /** Epoch ms at which the connection must end regardless (its access token expires). */
  endsBy: number;
  /** Ends the connection; called once. */
  end(reason: EndReason): void;
}

export interface HeldConnections {
  /** Registers a connection; 429 if its user holds too many already. Resolves to the release function. */
  hold(connection: HeldConnection): Promise<() => void>;
  /** Open connections on this process (a client that went away must leave none behind). */
  readonly size: number;
  /** Ends every held connection (503) and refuses new ones: the process is shutting down. */
  endAll(): void;
}

/** Timers further out than this are re-armed later (setTimeout's limit is about 24.8 days). */
const MAX_TIMER_MS = 2_000_000_000;

export function createHeldConnections(options: {
  access: AccessState;
  security: SecurityFeed;
  perUser: number;
  /** The count per user shared by every process on the store. */
  slots: SharedSlots;
  now?: () => number;
}): HeldConnections {
  const { access, security, perUser, slots } = options;
  const now = options.now ?? Date.now;
  const open = new Set<Entry>();

  interface Entry {
    connection: HeldConnection;
    /** The role found at the last check (the user may have been moved since opening). */
    roleId: string;
    timer?: NodeJS.Timeout;
    ended: boolean;
  }

  function finish(entry: Entry, reason: EndReason | undefined): void {
    if (entry.ended) return;
    entry.ended = true;
    clearTimeout(entry.timer);
    open.delete(entry);
    slots.give(entry.connection.claims.sub);
    if (reason !== undefined) entry.connection.end(reason);
  }

  // Arms a timer for the earliest moment the connection's rights may end by themselves.
  function arm(entry: Entry): void {
    clearTimeout(entry.timer);
    const { claims, endsBy } = entry.connection;
    const at = Math.min(endsBy, access.endsAt(claims.sid) ?? Number.POSITIVE_INFINITY);
    const wait = Math.min(Math.max(0, at - now()), MAX_TIMER_MS);
    entry.timer = setTimeout(() => void check(entry), wait);
    entry.timer.unref();
  }

  async function check(entry: Entry): Promise<void> {
    if (entry.ended) return;
    const { claims, endsBy } = entry.connection;
    if (now() >= endsBy) return finish(entry, 401);
    let current: AccessClaims | undefined;
    try {
      current = await access.fresh(claims.sid, claims.sub);
    } catch {
      // The store cannot say whether the session still holds: do not keep it open on trust.
      return finish(entry, 401);
    }
    if (!current) return finish(entry, 401);
    if (!entry.connection.allowed(current)) return finish(entry, 403);
    entry.roleId = current.role_id;
    arm(entry);
  }

  function affected(entry: Entry, change: SecurityChange): boolean {
    const { claims } = entry.connection;
    switch (change.kind) {
      case 'all':
        return true;
      case 'session':
        return claims.sid === change.id;
      case 'user':
        return claims.sub === change.id;
      case 'role':
        // A move to another role is reported as a change of the user; this is an edit of the role.
        return entry.roleId === change.id;
    }
  }

  security.subscribe((change) => {
    for (const entry of open) if (affected(entry, change)) void check(entry);
  });

  let closing = false;

  return {
    async hold(connection) {
      if (closing) throw new AppError(503, 'error.503');
      if (!(await slots.take(connection.claims.sub, perUser))) {
        throw new AppError(429, 'error.429', { minutes: 1 }, { 'retry-after': '60' });
      }
      if (closing) {
        slots.give(connection.claims.sub);
        throw new AppError(503, 'error.503');
      }
      const entry: Entry = { connection, roleId: connection.claims.role_id, ended: false };
      open.add(entry);
      arm(entry);
      return () => finish(entry, undefined);
    },
    get size() {
      return open.size;
    },
    endAll() {
      closing = true;
      for (const entry of [...open]) finish(entry, 503);
    },
  };
}
