// Express middlewares that read the bearer token. `optionalAuth` lets a request without an
// Authorization header through without claims; any token present must be valid (else 401).
// `requireAuth` needs one. Verified claims sit in `res.locals.auth`; read them with `claimsOf`.
import type { Request, RequestHandler, Response } from 'express';
import { decodeJwt } from 'jose';
import { AppError } from '../../platform/http/app-error.ts';
import type { AccessClaims } from './tokens.ts';

/** The verified claims of the request, if a middleware of this file has run and found a token. */
export function claimsOf(res: Response): AccessClaims | undefined {
  return res.locals.auth as AccessClaims | undefined;
}

/** The bearer token; undefined without an Authorization header; 401 for any other scheme. */
export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) throw new AppError(401, 'error.401');
  return match[1];
}

/** When a token that has been verified expires, in epoch ms (a held connection ends then). */
export function tokenExpiresAt(verifiedToken: string): number {
  return (decodeJwt(verifiedToken).exp ?? 0) * 1000;
}

export function createAuthMiddleware(verify: (token: string) => Promise<AccessClaims>): {
  optionalAuth: RequestHandler;
  requireAuth: RequestHandler;
} {
  const authenticate = async (req: Request, res: Response, required: boolean): Promise<void> => {
    const token = bearerToken(req);
    if (token === undefined) {
      if (required) throw new AppError(401, 'error.401');
      return;
    }
    res.locals.auth = await verify(token);
  };
  return {
    optionalAuth: async (req, res, next) => {
      await authenticate(req, res, false);
      next();
    },
    requireAuth: async (req, res, next) => {
      await authenticate(req, res, true);
      next();
    },
  };
}
