// Sessions and refresh-token rotation, kept in the store so several server processes share them
// (one CouchDB behind several servers). A refresh token is `<sid>.<secret>`; the session keeps only
// the SHA-256 of its current secret and of the recently rotated ones. Each refresh issues a new
// secret. A secret that was already rotated away is a replayed (stolen) token: the whole session is
// revoked, so the thief and the owner both have to log in again. Updates carry the document's
// `_rev`, so of two refreshes with the same secret at most one can win; the loser is refused
// without revoking (a race, not proof of theft).
import crypto from 'node:crypto';
import { AppError } from '../../platform/http/app-error.ts';
import type { CouchDoc, StoreClient } from '../../platform/store/couch-client.ts';
import { deleteByIndex, findByIndex } from '../../platform/store/find-by-index.ts';
import { ifLostRace, updateDocument } from '../../platform/store/update-document.ts';

const DB = 'sessions';
const BY_USER = { name: 'by-user', fields: ['user_id'] };
/** How many rotated secrets a session remembers for reuse detection. */
export const PREVIOUS_HASHES_KEPT = 20;
const REFRESH_TOKEN = /^([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

export interface SessionDoc extends CouchDoc {
  user_id: string;
  refresh_hash: string;
  previous_hashes: string[];
  created_at: string;
  /** Slides forward with each refresh: a session ends after REFRESH_TOKEN_TTL without use. */
  expires_at: string;
  last_refreshed_at?: string;
  revoked_at?: string;
  revoked_reason?: 'logout' | 'reuse' | 'revoked' | 'password' | 'closed';
}

export interface Sessions {
  start(userId: string): Promise<{ sid: string; refreshToken: string }>;
  /** A new refresh token for the session named by `refreshToken`, or an AppError (401 or 409). */
  rotate(refreshToken: string | undefined): Promise<{ sid: string; userId: string; refreshToken: string }>;
  revoke(sid: string, reason: NonNullable<SessionDoc['revoked_reason']>): Promise<void>;
  /**
   * Revokes every live session of the user except `keepSid`: after a password change or reset a
   * stolen refresh token must stop working. Returns how many were revoked.
   */
  revokeAllOf(
    userId: string,
    reason: NonNullable<SessionDoc['revoked_reason']>,
    keepSid?: string,
  ): Promise<number>;
  /**
   * Deletes every session of an erased account, with the hashes of its refresh tokens; a live one
   * is revoked first, so its held connections end on every process.
   */
  eraseAllOf(userId: string): Promise<void>;
  /** The session a refresh token belongs to, if its secret is current or recently rotated. */
  sessionOf(refreshToken: string | undefined): Promise<string | undefined>;
  /**
   * The session while it exists, is not revoked and has not expired, read from the store each
   * time (auth/access-state.ts decides how long an answer may be kept).
   */
  liveSession(sid: string): Promise<SessionDoc | undefined>;
}

export function parseRefreshToken(token: string | undefined): { sid: string; secret: string } | undefined {
  const match = token === undefined ? null : REFRESH_TOKEN.exec(token);
  return match ? { sid: match[1]!, secret: match[2]! } : undefined;
}

function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

const sessionExpired = (): AppError => new AppError(409, 'error.409.session_expired');
const invalidToken = (): AppError => new AppError(401, 'error.invalid_token');

export function createSessions(options: {
  store: StoreClient;
  ttlS: number;
  now?: () => number;
  /** Told of every revocation, the one a replayed refresh token causes included, before it returns. */
  onRevoked?: (sid: string) => void;
}): Sessions {
  const { store, ttlS } = options;
  const now = options.now ?? Date.now;

  const iso = (ms: number): string => new Date(ms).toISOString();
  const isLive = (doc: SessionDoc): boolean => !doc.revoked_at && Date.parse(doc.expires_at) > now();

  async function load(sid: string): Promise<SessionDoc | undefined> {
    const doc = await store.get<SessionDoc>(DB, sid);
    return doc && !doc._deleted ? doc : undefined;
  }

  const revoke: Sessions['revoke'] = async (sid, reason) => {
    // Again on a conflict: a revocation must not lose against a concurrent refresh.
    const outcome = await updateDocument<SessionDoc>(
      store,
      DB,
      sid,
      (doc) =>
        doc && !doc.revoked_at ? { ...doc, revoked_at: iso(now()), revoked_reason: reason } : undefined,
      { retries: 9, read: () => load(sid) },
    );
    if (outcome.written) options.onRevoked?.(sid);
  };

  // Sessions are found by user through a Mango index (the sessions database is server-only, so
  // its design document never reaches a client).
  async function liveSessionIdsOf(userId: string): Promise<string[]> {
    const docs = await findByIndex<SessionDoc>(store, DB, BY_USER, { user_id: userId });
    return docs.filter(isLive).map((doc) => doc._id);
  }

  return {
    async start(userId) {
      const sid = crypto.randomBytes(16).toString('hex');
      const secret = newSecret();
      const at = now();
      const doc: SessionDoc = {
        _id: sid,
        user_id: userId,
        refresh_hash: hashSecret(secret),
        previous_hashes: [],
        created_at: iso(at),
        expires_at: iso(at + ttlS * 1000),
      };
      await store.put(DB, doc);
      return { sid, refreshToken: `${sid}.${secret}` };
    },

    async rotate(refreshToken) {
      const parsed = parseRefreshToken(refreshToken);
      if (!parsed) throw invalidToken();
      const doc = await load(parsed.sid);
      if (!doc) throw invalidToken();
      if (!isLive(doc)) throw sessionExpired();
      const presented = hashSecret(parsed.secret);

      if (sameHash(presented, doc.refresh_hash)) {
        const secret = newSecret();
        const at = now();
        const rotated: SessionDoc = {
          ...doc,
          refresh_hash: hashSecret(secret),
          previous_hashes: [doc.refresh_hash, ...doc.previous_hashes].slice(0, PREVIOUS_HASHES_KEPT),
          expires_at: iso(at + ttlS * 1000),
          last_refreshed_at: iso(at),
        };
        // Another refresh with the same secret won the race: refuse this one, keep the session.
        await ifLostRace(
          updateDocument<SessionDoc>(store, DB, parsed.sid, () => rotated, {
            retries: 0,
            read: async () => doc,
          }),
          () => {
            throw sessionExpired();
          },
        );
        return { sid: parsed.sid, userId: doc.user_id, refreshToken: `${parsed.sid}.${secret}` };
      }

      if (doc.previous_hashes.some((previous) => sameHash(presented, previous))) {
        await revoke(parsed.sid, 'reuse');
        throw sessionExpired();
      }
      // A secret this session never issued: someone guessing. Refuse without touching the session.
      throw invalidToken();
    },

    revoke,

    async revokeAllOf(userId, reason, keepSid) {
      const ids = (await liveSessionIdsOf(userId)).filter((sid) => sid !== keepSid);
      for (const sid of ids) await revoke(sid, reason);
      return ids.length;
    },

    async eraseAllOf(userId) {
      for (const sid of await liveSessionIdsOf(userId)) await revoke(sid, 'closed');
      await deleteByIndex(store, DB, BY_USER, { user_id: userId });
    },

    async sessionOf(refreshToken) {
      const parsed = parseRefreshToken(refreshToken);
      if (!parsed) return undefined;
      const doc = await load(parsed.sid);
      if (!doc) return undefined;
      const presented = hashSecret(parsed.secret);
      const known = [doc.refresh_hash, ...doc.previous_hashes].some((hash) => sameHash(presented, hash));
      return known ? parsed.sid : undefined;
    },

    async liveSession(sid) {
      if (!/^[0-9a-f]{32}$/.test(sid)) return undefined;
      const doc = await load(sid);
      return doc && isLive(doc) ? doc : undefined;
    },
  };
}
