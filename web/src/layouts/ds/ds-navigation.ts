// The workspace sidebar: groups of routes, each shown only to users whose guard allows it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteId } from '@poct/schemas';

export interface NavigationGroup {
  title: MessageDescriptor;
  routes: readonly RouteId[];
}

export const DS_NAVIGATION: readonly NavigationGroup[] = [
  { title: msg`Overview`, routes: ['ds', 'ds.favorites', 'ds.search', 'ds.forum', 'ds.chat', 'ds.profile'] },
  {
    title: msg`Catalogue`,
    routes: [
      'ds.products',
      'ds.links',
      'ds.quotations',
      'ds.moderation',
      'ds.products.filter-statistic',
      'ds.products.query-statistic',
      'ds.search-report',
    ],
  },
  {
    title: msg`Master data`,
    routes: [
      'ds.connectivities',
      'ds.transmissions',
      'ds.details',
      'ds.diagnostic-areas',
      'ds.methods',
      'ds.parameters',
      'ds.sample-types',
      'ds.tree-items',
      'ds.synonyms',
    ],
  },
  // Forum administration; the moderation queue itself is the moderation core's screen.
  { title: msg`Forum`, routes: ['ds.forum-topics', 'ds.forum-sub-topics', 'ds.forum-watched-words'] },
  {
    title: msg`Administration`,
    routes: ['ds.users', 'ds.roles', 'ds.plans', 'ds.orders', 'ds.advertisements', 'ds.audit'],
  },
];
