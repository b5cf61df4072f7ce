// The refresh token travels only in an httpOnly cookie scoped to /api/auth, so page scripts
// never see it and no other request carries it. SameSite=Strict keeps other sites from
// triggering a refresh; Secure is set whenever the request arrived over https (also behind a
// trusted proxy, see `trust proxy` in app.ts).
import type { Request, Response } from 'express';

export const REFRESH_COOKIE = 'poct_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

function attributes(req: Request) {
  return { httpOnly: true, sameSite: 'strict', secure: req.secure, path: REFRESH_COOKIE_PATH } as const;
}

export function setRefreshCookie(req: Request, res: Response, token: string, maxAgeS: number): void {
  res.cookie(REFRESH_COOKIE, token, { ...attributes(req), maxAge: maxAgeS * 1000 });
}

export function clearRefreshCookie(req: Request, res: Response): void {
  res.clearCookie(REFRESH_COOKIE, attributes(req));
}

/** The first `poct_refresh` cookie of the request (the browser sends the most specific path first). */
export function readRefreshCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== REFRESH_COOKIE) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
