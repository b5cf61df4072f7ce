// The route table names the master data lists without their descriptions (to keep them out of
// the entry): it must name exactly the screens' routes.
import { describe, expect, it } from 'vitest';
import { MASTER_DATA_SCREENS } from './masterdata-types.ts';
import { CATALOGUE_ROUTES, MASTER_DATA_LISTS } from './routes.ts';

describe('CATALOGUE_ROUTES', () => {
  it('has a page for every route of every master data screen', () => {
    expect(MASTER_DATA_LISTS.toSorted()).toEqual(
      MASTER_DATA_SCREENS.map((screen) => screen.routes.list).toSorted(),
    );
    for (const screen of MASTER_DATA_SCREENS)
      for (const id of Object.values(screen.routes)) expect(CATALOGUE_ROUTES[id], id).toBeDefined();
  });
});
