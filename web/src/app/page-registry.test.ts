import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { PAGES, routesClaimedTwice } from './page-registry.ts';
import { PLACEHOLDER_PAGE } from '../features/errors/routes.ts';

describe('the page registry', () => {
  it('gets each route from one feature only', () => {
    expect(routesClaimedTwice()).toEqual([]);
  });

  it('tells a route that two features claim', () => {
    const page = lazy(() => import('../features/errors/PlaceholderPage.tsx'));
    expect(routesClaimedTwice([{ home: page, login: page }, { home: page }])).toEqual(['home']);
  });

  it('shows a built page for the search and the placeholder only where no feature has one', () => {
    expect(PAGES.search).not.toBe(PLACEHOLDER_PAGE);
    expect(PAGES['ds.products.edit']).not.toBe(PLACEHOLDER_PAGE);
  });
});
