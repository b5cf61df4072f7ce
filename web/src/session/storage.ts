// The session's three local storage entries: token, user, expiry epoch (ms). They are written
// and cleared together; a partial or unreadable set counts as none and is cleared.
import type { SessionUser } from './types.ts';

export const TOKEN_KEY = 'poct-atlas.session.token';
export const USER_KEY = 'poct-atlas.session.user';
export const EXPIRY_KEY = 'poct-atlas.session.expires-at';
export const SESSION_KEYS: readonly string[] = [TOKEN_KEY, USER_KEY, EXPIRY_KEY];

export interface SavedSession {
  token: string;
  user: SessionUser;
  expiresAt: number;
}

function parse(token: string | null, user: string | null, expiry: string | null): SavedSession | null {
  if (!token || !user || !expiry) return null;
  const expiresAt = Number(expiry);
  if (!Number.isFinite(expiresAt)) return null;
  try {
    const parsed = JSON.parse(user) as SessionUser | null;
    return parsed && typeof parsed === 'object' && parsed.role ? { token, user: parsed, expiresAt } : null;
  } catch {
    return null;
  }
}

export function readSession(storage: Storage): SavedSession | null {
  const saved = parse(storage.getItem(TOKEN_KEY), storage.getItem(USER_KEY), storage.getItem(EXPIRY_KEY));
  if (!saved) clearSession(storage);
  return saved;
}

/** The saved token alone, to tell whether the session this tab holds is still the saved one. */
export function savedToken(storage: Storage): string | null {
  return storage.getItem(TOKEN_KEY);
}

export function writeSession(storage: Storage, session: SavedSession): void {
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
  storage.setItem(EXPIRY_KEY, String(session.expiresAt));
}

export function clearSession(storage: Storage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
}
