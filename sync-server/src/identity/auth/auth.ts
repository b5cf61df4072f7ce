// The auth core: Ed25519-signed access tokens, argon2id passwords, accounts with unique emails,
// sessions with rotating refresh tokens in an httpOnly cookie, the /api/auth routes and the
// middlewares other routers use. Everything it keeps lives in the store (accounts, roles,
// sessions) except the signing keys and a short cache of each session's rights
// (access-state.ts, cleared by security-feed.ts when anything changes on any process), so
// several server processes can share the work.
import type express from 'express';
import type { RequestHandler } from 'express';
import { isPremium, type User } from '@poct/schemas';
import type { Config } from '../../platform/config.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { StoreClient } from '../../platform/store/couch-client.ts';
import { createAuditLog, type AuditLog } from '../audit/audit-log.ts';
import { createRateLimiter, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { createAccounts, type Account, type Accounts } from './accounts.ts';
import { readCurrentUser } from './current-user.ts';
import { loadSigningKeys } from './keys.ts';
import { createAuthMiddleware } from './middleware.ts';
import { dummyPasswordHash, hashPassword, MAX_PASSWORD_LENGTH, verifyPassword } from './passwords.ts';
import { getRole, NO_ROLE, seedBuiltInRoles } from '../roles/role-store.ts';
import { createAuthRouter, type AuthService } from './router.ts';
import { createSessions } from './sessions.ts';
import { createTokens, type AccessClaims } from './tokens.ts';
import { createAccessState, type AccessState } from './access-state.ts';
import { startSecurityFeed, type SecurityFeed } from './security-feed.ts';
import { log } from '../../platform/log/logger.ts';
import { reopenAccount } from './account-closure.ts';
import { metrics } from '../../platform/metrics/metrics.ts';

export type { AccessClaims } from './tokens.ts';
export type { Account } from './accounts.ts';
export type { CurrentUser } from './current-user.ts';
export { claimsOf } from './middleware.ts';

/** The catalogue's text for a failed login: 'Login failed. Please try again.' */
export const LOGIN_FAILED_KEY = 'error.invalid_token';

export interface Auth {
  /** Mount under /api/auth, after express.json(). */
  router: express.Router;
  /**
   * The rights of a valid access token's session as they are now (role, permissions and premium
   * read from the store, not from the token); AppError 401 for a bad token or an ended session
   * (503 if the store is down).
   */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** The current rights of sessions, for held connections that must re-check (gateway/held-connections.ts). */
  access: AccessState;
  /** Changes of sessions, accounts and roles on every process. */
  security: SecurityFeed;
  stop(): void;
  /** Without an Authorization header: passes with no claims. With a bad token: 401. */
  optionalAuth: RequestHandler;
  requireAuth: RequestHandler;
  /** Creates the account unless one with this id exists (demo seeding calls it on every start). */
  createAccount(user: User, password: string): Promise<void>;
  /** The stored account, `password_hash` included: never send it to a client as it is. */
  getAccount(id: string): Promise<Account | undefined>;
  revokeSession(sid: string): Promise<void>;
  /** Ends every session of the user (the account was closed); held connections end with them. */
  closeSessions(userId: string): Promise<number>;
  /** Ends every session of the user but `keepSid` (password changed or reset). */
  revokeOtherSessions(userId: string, keepSid?: string): Promise<number>;
  /** Ends and deletes every session of an erased account (auth/sessions.ts `eraseAllOf`). */
  eraseSessions(userId: string): Promise<void>;
  issueAccessToken(userId: string, sid: string): Promise<{ accessToken: string; expiresIn: number }>;
  /** The account store, for the accounts, users and verification features. */
  accounts: Accounts;
  audit: AuditLog;
  rateLimiter: RateLimiter;
}

/** Rate-limit buckets of failed logins: per client address and per account (email). */
export const LOGIN_FAILURES_BY_IP = 'login-fail-ip';
export const LOGIN_FAILURES_BY_ACCOUNT = 'login-fail-account';

export async function createAuth({ config, store }: { config: Config; store: StoreClient }): Promise<Auth> {
  const keys = await loadSigningKeys(config);
  await seedBuiltInRoles(store);
  // Made now, so the first login of an unknown email takes no longer than later ones.
  await dummyPasswordHash();
  const tokens = createTokens(keys, config.accessTokenTtlS);
  const security = startSecurityFeed(store);
  // Every revocation (logout, password, a replayed refresh token) reaches this process's held
  // connections and kept rights before its request is answered.
  const sessions = createSessions({
    store,
    ttlS: config.refreshTokenTtlS,
    onRevoked: (sid) => security.report({ kind: 'session', id: sid }),
  });
  const accounts = reportingChanges(createAccounts(store), security);
  const access = createAccessState({ store, sessions, accounts, feed: security });
  const audit = createAuditLog(store);
  const rateLimiter = createRateLimiter({ store, windowS: config.rateLimitWindowS });

  async function accessTokenFor(
    account: Account,
    sid: string,
  ): Promise<{ accessToken: string; expiresIn: number }> {
    const role = await getRole(store, account.role_id);
    const accessToken = await tokens.sign({
      sub: account.id,
      sid,
      role_id: account.role_id,
      hierarchy: role?.hierarchy ?? NO_ROLE.hierarchy,
      perms: role ? [...role.permissions] : NO_ROLE.permissions,
      premium: isPremium(account, Date.now()),
    });
    return { accessToken, expiresIn: tokens.ttlS };
  }

  async function verifyAccessToken(token: string): Promise<AccessClaims> {
    const signed = await tokens.verify(token);
    let current: AccessClaims | undefined;
    try {
      current = await access.current(signed.sid, signed.sub);
    } catch (error) {
      // The store is unreachable: that is no reason for the client to drop its session.
      log.error({ area: 'auth', err: error }, 'session check failed');
      throw new AppError(503, 'error.503');
    }
    if (!current) throw new AppError(401, 'error.401');
    return current;
  }

  const service: AuthService = {
    refreshTtlS: config.refreshTokenTtlS,

    async login(email, password, ip) {
      // Failed logins are limited per address and per account: past the limit even the right
      // password is refused until the window ends, so guessing gains nothing by going on. The
      // attempt is counted before the password is checked (reserve, then verify), so parallel
      // attempts cannot all be checked before the first failure is counted; a successful login
      // gives its slots back.
      const byIp = { bucket: LOGIN_FAILURES_BY_IP, key: ip, limit: config.loginFailuresPerIp };
      const byAccount = {
        bucket: LOGIN_FAILURES_BY_ACCOUNT,
        key: email.trim().toLowerCase(),
        limit: config.loginFailuresPerAccount,
      };
      const [ipWithin, accountWithin] = await Promise.all([
        rateLimiter.reserve(byIp),
        rateLimiter.reserve(byAccount),
      ]);
      if (!ipWithin || !accountWithin) {
        await audit.record({ event: 'login_rate_limited', ip, detail: { email: byAccount.key } });
        throw rateLimiter.tooMany('error.429.login');
      }
      const account = await accounts.findByEmail(email);
      const matches = await verifyPassword(account?.password_hash, password);
      if (!account || !matches) {
        await audit.record({
          event: 'login_failed',
          ip,
          ...(account ? { subject_id: account.id } : {}),
          detail: { email: byAccount.key },
        });
        metrics.failedLogins.inc();
        throw new AppError(401, LOGIN_FAILED_KEY);
      }
      await Promise.all([rateLimiter.reset(byAccount), rateLimiter.release(byIp)]);
      const reopened = account.closed_at !== undefined && (await reopenAccount(store, accounts, account.id));
      const { sid, refreshToken } = await sessions.start(account.id);
      await audit.record({ event: 'login', actor_id: account.id, subject_id: account.id, ip });
      if (reopened)
        await audit.record({ event: 'account_reopened', actor_id: account.id, subject_id: account.id, ip });
      return { ...(await accessTokenFor(account, sid)), refreshToken, ...(reopened ? { reopened } : {}) };
    },

    async refresh(refreshToken) {
      const rotated = await sessions.rotate(refreshToken);
      const account = await accounts.get(rotated.userId);
      if (!account) {
        await sessions.revoke(rotated.sid, 'revoked');
        throw new AppError(409, 'error.409.session_expired');
      }
      return { ...(await accessTokenFor(account, rotated.sid)), refreshToken: rotated.refreshToken };
    },

    async logout(bearer, refreshToken) {
      // Only a correctly signed token names a session to end (an expired one falls back to the cookie).
      const fromToken = bearer === undefined ? undefined : await tokens.verify(bearer).catch(() => undefined);
      const fromCookie = await sessions.sessionOf(refreshToken);
      for (const sid of new Set([fromToken?.sid, fromCookie])) if (sid) await sessions.revoke(sid, 'logout');
    },

    async currentUser(userId) {
      const account = await accounts.get(userId);
      if (!account) throw new AppError(401, 'error.401');
      return readCurrentUser(store, account, Date.now());
    },
  };

  const { optionalAuth, requireAuth } = createAuthMiddleware(verifyAccessToken);

  return {
    router: createAuthRouter(service, requireAuth),
    verifyAccessToken,
    access,
    security,
    stop: () => security.stop(),
    optionalAuth,
    requireAuth,
    async createAccount(user, password) {
      if (await accounts.get(user.id)) return;
      if (password.length === 0 || password.length > MAX_PASSWORD_LENGTH)
        throw new AppError(400, 'error.400');
      await accounts.create(user, await hashPassword(password));
    },
    getAccount: (id) => accounts.get(id),
    revokeSession: (sid) => sessions.revoke(sid, 'revoked'),
    // Each revocation is reported to this process's held connections by `onRevoked`.
    revokeOtherSessions: (userId, keepSid) => sessions.revokeAllOf(userId, 'password', keepSid),
    closeSessions: (userId) => sessions.revokeAllOf(userId, 'closed'),
    eraseSessions: (userId) => sessions.eraseAllOf(userId),
    async issueAccessToken(userId, sid) {
      const account = await accounts.get(userId);
      if (!account) throw new AppError(401, 'error.401');
      return accessTokenFor(account, sid);
    },
    accounts,
    audit,
    rateLimiter,
  };
}

/** The account store, reporting each change it makes to this process's held connections at once. */
function reportingChanges(accounts: Accounts, security: SecurityFeed): Accounts {
  return {
    ...accounts,
    async update(id, change) {
      const updated = await accounts.update(id, change);
      security.report({ kind: 'user', id });
      return updated;
    },
    async remove(id) {
      await accounts.remove(id);
      security.report({ kind: 'user', id });
    },
  };
}
