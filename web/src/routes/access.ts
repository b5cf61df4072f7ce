// What a route's guard (the route table in @poct/schemas) says about the current
// session. Pure, so the rules are tested without rendering.
import type { AppRoute } from '@poct/schemas';
import { canAll, canAny } from '../session/permissions.ts';
import type { SessionState } from '../session/types.ts';

export type Access =
  /** Show the page. */
  | 'allow'
  /** The saved session is still being confirmed. */
  | 'wait'
  /** Signed out: go to the login page. */
  | 'sign-in'
  /** Signed in without the permission or plan the page needs. */
  | 'forbidden'
  /** A guest page while signed in: go on to the workspace. */
  | 'leave-guest'
  /** A user opening their own record in the user editor: go to the profile instead. */
  | 'bail-out-self';

export function decideAccess(
  route: AppRoute,
  params: Readonly<Record<string, string>>,
  session: SessionState,
): Access {
  const { guard } = route;
  if (!guard) return 'allow';
  if (session.status === 'starting') return 'wait';
  const { user } = session;
  if (guard.kind === 'guest') return user ? 'leave-guest' : 'allow';
  if (!user) return 'sign-in';
  if (guard.kind === 'chat') return user.plan?.chat_access ? 'allow' : 'forbidden';
  const permissions = guard.permissions ?? [];
  if (permissions.length > 0 && !(guard.any ? canAny(user, permissions) : canAll(user, permissions))) {
    return 'forbidden';
  }
  if (route.bailOutSelf && params.id === user.id) return 'bail-out-self';
  return 'allow';
}
