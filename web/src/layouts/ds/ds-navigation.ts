// The workspace sidebar: groups of routes, each shown only to users whose guard allows it.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteId } from '@poct/schemas';

export interface NavigationGroup {
  title: MessageDescriptor;
  routes: readonly RouteId[];
}

export const DS_NAVIGATION: readonly NavigationGroup[] = [
  { title: msg`Overview`, routes: ['ds', 'ds.favorites', 'ds.search', 'ds.chat', 'ds.profile'] },
  {
    title: msg`Catalogue`,
    routes: [
      'ds.products',
      'ds.links',
      'ds.quotations',
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
  { title: msg`Blog`, routes: ['ds.posts'] },
  {
    title: msg`Administration`,
    routes: ['ds.users', 'ds.roles', 'ds.plans', 'ds.orders', 'ds.advertisements', 'ds.audit'],
  },
];
