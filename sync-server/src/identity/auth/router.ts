// Routes under /api/auth: login, current user, refresh, logout. Handlers
// parse, call the auth service and answer; nothing here may be cached by a browser or proxy.
import express, { type Request, type RequestHandler } from 'express';
import { checkRequest, type RequestOf } from '@poct/schemas';
import { AppError } from '../../platform/http/app-error.ts';
import type { CurrentUser } from './current-user.ts';
import { bearerToken, claimsOf } from './middleware.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';

export interface IssuedTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  /** The account was closed and waiting for erasure: this sign-in reopened it. */
  reopened?: boolean;
}

export interface AuthService {
  refreshTtlS: number;
  /** `ip`: the client's address, for rate limits and the audit log. */
  login(email: string, password: string, ip: string): Promise<IssuedTokens>;
  refresh(refreshToken: string | undefined): Promise<IssuedTokens>;
  logout(bearerToken: string | undefined, refreshToken: string | undefined): Promise<void>;
  currentUser(userId: string): Promise<CurrentUser>;
}

function loginBody(body: unknown): RequestOf<'login'> {
  const checked = checkRequest('login', body);
  if (!checked.ok) throw new AppError(400, 'error.400');
  return checked.body;
}

/** The bearer token if the header is well-formed; logout must work even with a broken one. */
function bearerTokenOrNothing(req: Request): string | undefined {
  try {
    return bearerToken(req);
  } catch {
    return undefined;
  }
}

export function createAuthRouter(service: AuthService, requireAuth: RequestHandler): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });

  router.post('/login', async (req, res) => {
    const { email, password } = loginBody(req.body);
    const { refreshToken, ...answer } = await service.login(email, password, req.ip ?? '');
    setRefreshCookie(req, res, refreshToken, service.refreshTtlS);
    res.json(answer);
  });

  router.get('/me', requireAuth, async (_req, res) => {
    res.json(await service.currentUser(claimsOf(res)!.sub));
  });

  router.get('/refresh', async (req, res) => {
    // A refused cookie is left alone: the loser of two concurrent refreshes must not clear the
    // cookie the winner has just set.
    const { refreshToken, ...answer } = await service.refresh(readRefreshCookie(req));
    setRefreshCookie(req, res, refreshToken, service.refreshTtlS);
    res.json(answer);
  });

  router.post('/logout', async (req, res) => {
    await service.logout(bearerTokenOrNothing(req), readRefreshCookie(req));
    clearRefreshCookie(req, res);
    res.status(204).end();
  });

  return router;
}
