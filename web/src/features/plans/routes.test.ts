// The route table names the record modules without their screens (to keep them out of the
// entry): it must name exactly the screens' routes.
import { describe, expect, it } from 'vitest';
import { RECORD_SCREENS } from './record-screens.ts';
import { PLANS_ROUTES, RECORD_MODULES } from './routes.ts';

describe('PLANS_ROUTES', () => {
  it('has a page for every route of every record screen, and no other', () => {
    expect(RECORD_MODULES.toSorted()).toEqual(RECORD_SCREENS.map((screen) => screen.module).toSorted());
    expect(Object.keys(PLANS_ROUTES).toSorted()).toEqual(
      RECORD_SCREENS.flatMap((screen) => Object.values(screen.routes)).toSorted(),
    );
  });
});
