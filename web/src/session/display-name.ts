import type { SessionUser } from './types.ts';

/** First and last name when known, else the username. */
export function displayName(user: SessionUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
}
