import { describe, expect, it } from 'vitest';
import {
  ALL_PERMISSIONS,
  can,
  canAll,
  canAny,
  groupPermissions,
  isPermission,
  permissionGroup,
  type Permission,
  type PermissionHolder,
} from './permissions.ts';

const holder = (...permissions: Permission[]): PermissionHolder => ({ role: { permissions } });

describe('ALL_PERMISSIONS', () => {
  it('holds the 16 modules with four actions and the seven partial ones, each once', () => {
    expect(ALL_PERMISSIONS).toHaveLength(16 * 4 + 7);
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });

  it.each([
    ['products-review-delete', true],
    ['forum-sub-topics-create', true],
    ['profile-read', true],
    ['profile-delete', false],
    ['quotations-read', true],
    ['quotations-create', false],
    ['quotations-update', false],
    ['demos-create', true],
    ['demos-update', false],
    ['products-fly', false],
    [42, false],
  ] as const)('isPermission(%s) is %s', (value, expected) => {
    expect(isPermission(value)).toBe(expected);
  });
});

describe('groupPermissions', () => {
  it.each([
    ['products-read', 'products'],
    ['products-review-read', 'products'],
    ['forum-topics-create', 'forum'],
    ['forum-sub-topics-update', 'forum'],
    ['profile-update', 'profile'],
    ['quotations-delete', 'quotations'],
    ['nohyphen', 'nohyphen'],
  ])('puts %s under %s', (permission, group) => {
    expect(permissionGroup(permission)).toBe(group);
  });

  it('groups by the module name before the first hyphen, keeping the input order', () => {
    expect(
      groupPermissions([
        'forum-threads-read',
        'products-read',
        'products-review-read',
        'forum-comments-delete',
        'users-read',
      ]),
    ).toEqual({
      forum: ['forum-threads-read', 'forum-comments-delete'],
      products: ['products-read', 'products-review-read'],
      users: ['users-read'],
    });
  });

  it('makes 15 groups of all permissions', () => {
    expect(Object.keys(groupPermissions(ALL_PERMISSIONS))).toEqual([
      'users',
      'posts',
      'roles',
      'diagnostics',
      'products',
      'parameters',
      'details',
      'methods',
      'connectivities',
      'advertisements',
      'forum',
      'plans',
      'profile',
      'quotations',
      'demos',
    ]);
  });
});

describe('can, canAny, canAll', () => {
  const editor = holder('products-read', 'products-update');
  // [name, user, permissions, can(first), canAny, canAll]
  const table: Array<[string, PermissionHolder, Permission[], boolean, boolean, boolean]> = [
    ['holder of both', editor, ['products-read', 'products-update'], true, true, true],
    ['holder of one', editor, ['products-update', 'products-delete'], true, true, false],
    ['holder of none', editor, ['users-read', 'roles-read'], false, false, false],
    ['signed out', null, ['products-read'], false, false, false],
    ['undefined user', undefined, ['products-read'], false, false, false],
    ['empty list, signed in', editor, [], false, false, true],
    ['empty list, signed out', null, [], false, false, false],
  ];
  it.each(table)('%s', (_name, user, permissions, one, any, all) => {
    if (permissions[0]) expect(can(user, permissions[0])).toBe(one);
    expect(canAny(user, permissions)).toBe(any);
    expect(canAll(user, permissions)).toBe(all);
  });
});
