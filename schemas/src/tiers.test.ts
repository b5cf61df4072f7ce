import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from './permissions.ts';
import {
  canReplicate,
  DATABASE_ACCESS,
  GATEWAY_DATABASES,
  isGatewayDatabase,
  isPremium,
  isVerifiedPremium,
  masterWritePermission,
  mayReadPost,
  type AccessSubject,
  type GatewayDatabase,
  type MasterDatabase,
} from './tiers.ts';
import { MASTER_DATA_TYPES } from './collections/masterdata.schema.ts';

const NOW = Date.parse('2025-07-15T12:00:00Z');
const PAST = '2025-07-15T11:59:59Z';
const FUTURE = '2025-07-15T12:00:01Z';

describe('isPremium', () => {
  it.each([
    ['nobody', null, false],
    ['a free user', { premium: false }, false],
    ['premium without end', { premium: true }, true],
    ['premium until later', { premium: true, premium_until: FUTURE }, true],
    ['premium that ended', { premium: true, premium_until: PAST }, false],
    ['premium ending right now', { premium: true, premium_until: '2025-07-15T12:00:00Z' }, false],
    ['an end date without the flag', { premium: false, premium_until: FUTURE }, false],
    ['a running trial', { premium: false, premium_trial_until: FUTURE }, true],
    ['an ended trial', { premium: false, premium_trial_until: PAST }, false],
    [
      'ended premium, running trial',
      { premium: true, premium_until: PAST, premium_trial_until: FUTURE },
      true,
    ],
  ])('%s: %s', (_name, user, expected) => {
    expect(isPremium(user, NOW)).toBe(expected);
    expect(isPremium(user, new Date(NOW))).toBe(expected);
  });

  it('uses the clock when no time is given', () => {
    expect(isPremium({ premium: true, premium_until: new Date(Date.now() + 60_000).toISOString() })).toBe(
      true,
    );
  });

  it.each([
    ['verified', true],
    ['requested', false],
    ['not_verified', false],
    ['rejected', false],
  ] as const)('verified premium needs verification (%s)', (status, expected) => {
    expect(isVerifiedPremium({ premium: true, verification_status: status }, NOW)).toBe(expected);
    expect(isVerifiedPremium({ premium: false, verification_status: status }, NOW)).toBe(false);
  });
});

describe('masterWritePermission', () => {
  it.each<[MasterDatabase, string | undefined, Permission]>([
    ['catalogue_master', undefined, 'products-update'],
    ['publications_master', undefined, 'products-update'],
    ['masterdata_master', 'parameter', 'parameters-update'],
    ['masterdata_master', 'method', 'methods-update'],
    ['masterdata_master', 'detail', 'details-update'],
    ['masterdata_master', 'diagnostic_area', 'diagnostics-update'],
    ['masterdata_master', 'connectivity', 'connectivities-update'],
    ['masterdata_master', 'transmission', 'connectivities-update'],
    ['masterdata_master', 'sample_type', 'products-update'],
    ['masterdata_master', 'tree_item', 'products-update'],
    ['masterdata_master', 'synonym', 'products-update'],
    ['masterdata_master', 'gadget', 'products-update'],
    ['masterdata_master', 'toString', 'products-update'],
  ])('%s with type %s needs %s', (db, type, permission) => {
    expect(masterWritePermission(db, { type }, 'update')).toBe(permission);
  });

  it.each(['create', 'update', 'delete'] as const)('names the action (%s)', (action) => {
    expect(masterWritePermission('masterdata_master', { type: 'method' }, action)).toBe(`methods-${action}`);
  });

  it('names only real permissions for every master data type', () => {
    for (const type of MASTER_DATA_TYPES) {
      expect(ALL_PERMISSIONS).toContain(masterWritePermission('masterdata_master', { type }, 'delete'));
    }
  });
});

describe('access matrix', () => {
  const subjects: Record<string, AccessSubject> = {
    anonymous: null,
    free: { premium: false, permissions: ['profile-read', 'profile-update'] },
    premium: { premium: true, permissions: ['profile-read', 'profile-update'] },
    noLinks: { premium: true, permissions: ['profile-read', 'profile-update'], linkAccess: false },
    productEditor: { premium: false, permissions: ['products-read', 'products-update'] },
    parameterEditor: { premium: false, permissions: ['parameters-read', 'parameters-create'] },
    admin: { premium: false, permissions: ALL_PERMISSIONS },
  };
  // For each database: who may pull, who may push.
  const expected: Record<GatewayDatabase, { pull: string[]; push: string[] }> = {
    catalogue: { pull: ['premium', 'noLinks', 'productEditor', 'admin'], push: [] },
    masterdata: { pull: ['premium', 'noLinks', 'productEditor', 'parameterEditor', 'admin'], push: [] },
    // A plan without link_access withholds the publications.
    publications: { pull: ['premium', 'productEditor', 'admin'], push: [] },
    catalogue_master: { pull: ['productEditor', 'admin'], push: ['productEditor', 'admin'] },
    masterdata_master: {
      pull: ['productEditor', 'parameterEditor', 'admin'],
      push: ['productEditor', 'parameterEditor', 'admin'],
    },
    publications_master: { pull: ['productEditor', 'admin'], push: ['productEditor', 'admin'] },
    favourites: { pull: ['premium', 'noLinks'], push: ['premium', 'noLinks'] },
    // Saved comparisons: premium only, in the caller's own database.
    saved_comparisons: { pull: ['premium', 'noLinks'], push: ['premium', 'noLinks'] },
    // The watchlist and its alerts: premium only, in the caller's own databases.
    watchlist: { pull: ['premium', 'noLinks'], push: ['premium', 'noLinks'] },
    alerts: { pull: ['premium', 'noLinks'], push: ['premium', 'noLinks'] },
    // Published reviews only; written through REST (sync-server/src/content/reviews/).
    reviews: { pull: ['premium', 'noLinks', 'admin'], push: [] },
    // The forum: premium reads (whatever the plan's links); forum staff read; nobody pushes.
    forum_topics: { pull: ['premium', 'noLinks', 'admin'], push: [] },
    forum_threads: { pull: ['premium', 'noLinks', 'admin'], push: [] },
    forum_comments: { pull: ['premium', 'noLinks', 'admin'], push: [] },
    // The change log follows the catalogue.
    catalogue_changes: { pull: ['premium', 'noLinks', 'productEditor', 'admin'], push: [] },
  };
  const rows = GATEWAY_DATABASES.flatMap((db) =>
    (['pull', 'push'] as const).map((direction) => [db, direction, expected[db][direction]] as const),
  );

  it.each(rows)('%s %s: %j', (db, direction, allowed) => {
    const actual = Object.entries(subjects)
      .filter(([, subject]) => canReplicate(subject, db, direction))
      .map(([name]) => name);
    expect(actual).toEqual(allowed);
  });

  it('keeps favourites and saved comparisons to the caller’s own database', () => {
    expect(DATABASE_ACCESS.favourites.pull.ownOnly).toBe(true);
    expect(DATABASE_ACCESS.favourites.push.ownOnly).toBe(true);
    expect(DATABASE_ACCESS.saved_comparisons.pull.ownOnly).toBe(true);
    expect(DATABASE_ACCESS.saved_comparisons.push.ownOnly).toBe(true);
    for (const db of ['watchlist', 'alerts'] as const) {
      expect(DATABASE_ACCESS[db].pull.ownOnly).toBe(true);
      expect(DATABASE_ACCESS[db].push.ownOnly).toBe(true);
    }
  });

  it.each([
    ['catalogue', true],
    ['favourites', true],
    ['accounts', false],
    ['_users', false],
  ])('isGatewayDatabase(%s) is %s', (name, expected) => {
    expect(isGatewayDatabase(name)).toBe(expected);
  });
});

describe('mayReadPost', () => {
  const staff = { permissions: ['posts-read'] };
  const premium = { permissions: ['profile-read'] };
  it.each([
    [{ visible: true, private: false }, [true, true, true]],
    [{ visible: true, private: true }, [false, false, true]],
    [{ visible: false, private: false }, [false, false, false]],
    [{ visible: false, private: true }, [false, false, false]],
  ] as const)('%o: guest, premium, staff → %o', (post, expected) => {
    expect([mayReadPost(post, null), mayReadPost(post, premium), mayReadPost(post, staff)]).toEqual(expected);
  });
});
