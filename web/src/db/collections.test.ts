// Every kind of account's device opens fewer collections than RxDB's open-source build allows
// (more fail the first sync with COL23), and a staff device still holds what staff edit.
import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, BUILT_IN_ROLES, STAFF_ROLE_ID } from '@poct/schemas';
import { collectionsFor, isMasterCollection, MAX_OPEN_COLLECTIONS } from './collections.ts';

const STAFF_PERMISSIONS = BUILT_IN_ROLES.find((role) => role.id === STAFF_ROLE_ID)!.permissions;

const SUBJECTS = {
  free: { premium: false, permissions: [] },
  premium: { premium: true, permissions: [] },
  staff: { premium: true, permissions: STAFF_PERMISSIONS },
  superadmin: { premium: true, permissions: ALL_PERMISSIONS },
} as const;

describe('the collections a device opens', () => {
  it.each(Object.entries(SUBJECTS))('stay below RxDB’s limit for %s, conflicts included', (_who, subject) => {
    const names = collectionsFor(subject);
    const conflicts = names.some(isMasterCollection) ? 1 : 0;
    expect(names.length + conflicts).toBeLessThan(MAX_OPEN_COLLECTIONS);
  });

  it('give a premium reader the watchlist and alerts, and a staff device the masters instead', () => {
    expect(collectionsFor(SUBJECTS.premium)).toEqual(expect.arrayContaining(['watchlist', 'alerts']));
    const staff = collectionsFor(SUBJECTS.superadmin);
    expect(staff).toEqual(
      expect.arrayContaining(['catalogue_master', 'masterdata_master', 'publications_master', 'catalogue']),
    );
    expect(staff).not.toContain('alerts');
  });
});
