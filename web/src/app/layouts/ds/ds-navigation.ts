// The workspace sidebar: groups of routes, each shown only to users whose guard allows it. The
// menu asks the route guard itself (routes/access.ts `decideAccess`), so the two cannot disagree;
// a guard must hold what the page's own reads need on the server (a guard weaker than the server
// showed "Search report" to users who then got a 403 there).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { routeById, type RouteId } from '@poct/schemas';
import { decideAccess } from '../../../routes/access.ts';
import type { SessionState } from '../../../session/types.ts';
import { readsForum } from '../../../features/forum/forum-access.ts';
import { MASTER_DATA_LISTS } from '../../../features/catalogue/routes.ts';

export interface NavigationGroup {
  title: MessageDescriptor;
  routes: readonly RouteId[];
}

export const DS_NAVIGATION: readonly NavigationGroup[] = [
  {
    title: msg`Overview`,
    routes: ['ds', 'ds.favorites', 'ds.alerts', 'ds.search', 'ds.forum', 'ds.chat', 'ds.profile'],
  },
  {
    title: msg`Catalogue`,
    routes: [
      'ds.products',
      'ds.products.import',
      'ds.links',
      'ds.quotations',
      'ds.demos',
      'ds.moderation',
      'ds.products.filter-statistic',
      'ds.products.query-statistic',
      'ds.search-report',
    ],
  },
  {
    title: msg`Master data`,
    routes: MASTER_DATA_LISTS,
  },
  { title: msg`Blog`, routes: ['ds.posts'] },
  // Forum administration; the moderation queue itself is the moderation core's screen.
  { title: msg`Forum`, routes: ['ds.forum-topics', 'ds.forum-sub-topics', 'ds.forum-watched-words'] },
  {
    title: msg`Administration`,
    routes: ['ds.users', 'ds.roles', 'ds.plans', 'ds.orders', 'ds.advertisements', 'ds.audit'],
  },
];

/** The sidebar's groups with only the routes the session may open; empty groups left out. */
/**
 * A page the guard lets the account open but that would show it only an invitation to premium:
 * the forum for anyone who does not read it (premium readers and forum staff do). The menu leaves
 * it out; the page itself stays reachable by its address.
 */
export function onlyAnInvitation(routeId: RouteId, user: SessionState['user']): boolean {
  return routeId === 'ds.forum' && !readsForum(user);
}

export function visibleNavigation(session: Pick<SessionState, 'user' | 'status'>): NavigationGroup[] {
  return DS_NAVIGATION.map((group) => ({
    ...group,
    routes: group.routes.filter(
      (routeId) =>
        decideAccess(routeById(routeId), {}, session) === 'allow' && !onlyAnInvitation(routeId, session.user),
    ),
  })).filter((group) => group.routes.length > 0);
}
