// Built-in roles with fixed ids, created on first start. Code asks `can(user, permission)`
// and never compares these ids, except to protect the last super-admin (who can be neither removed nor demoted).
import type { Role } from './collections/role.schema.ts';
import { ALL_PERMISSIONS, modulePermissions, type Permission } from './permissions.ts';

export const SUPERADMIN_ROLE_ID = 'role-superadmin';
export const STAFF_ROLE_ID = 'role-staff';
export const USER_ROLE_ID = 'role-user';

/** Fixed timestamps keep the built-in roles identical on every start. */
const BUILT_IN_AT = '2025-07-01T00:00:00.000Z';

const PROFILE: Permission[] = ['profile-read', 'profile-update'];

/** Staff curate the catalogue, master data, posts, campaigns and plans, and moderate the community. */
const STAFF_PERMISSIONS: Permission[] = [
  ...(['products', 'parameters', 'details', 'methods', 'connectivities', 'diagnostics'] as const).flatMap(
    modulePermissions,
  ),
  ...(['posts', 'advertisements', 'plans', 'forum-topics', 'forum-sub-topics'] as const).flatMap(
    modulePermissions,
  ),
  'products-review-read',
  'products-review-update',
  'products-review-delete',
  'forum-threads-read',
  'forum-threads-update',
  'forum-threads-delete',
  'forum-comments-read',
  'forum-comments-update',
  'forum-comments-delete',
  'quotations-read',
  'quotations-delete',
  'demos-read',
  'demos-create',
  'demos-delete',
  'users-read',
  'users-update',
  ...PROFILE,
];

export const BUILT_IN_ROLES: readonly Role[] = [
  {
    id: SUPERADMIN_ROLE_ID,
    name: 'Super-Admin',
    description: 'All permissions, including users and roles.',
    permissions: [...ALL_PERMISSIONS],
    hierarchy: 0,
    created_at: BUILT_IN_AT,
    updated_at: BUILT_IN_AT,
  },
  {
    id: STAFF_ROLE_ID,
    name: 'Staff',
    description: 'Manages products, master data, posts, campaigns, plans, quotations and demo bookings.',
    permissions: STAFF_PERMISSIONS,
    hierarchy: 10,
    created_at: BUILT_IN_AT,
    updated_at: BUILT_IN_AT,
  },
  {
    id: USER_ROLE_ID,
    name: 'User',
    description: 'Reads and updates the own profile.',
    permissions: PROFILE,
    hierarchy: 100,
    created_at: BUILT_IN_AT,
    updated_at: BUILT_IN_AT,
  },
];

/** A lower hierarchy number is a higher rank; 0 is the top. */
export function outranks(a: Pick<Role, 'hierarchy'>, b: Pick<Role, 'hierarchy'>): boolean {
  return a.hierarchy < b.hierarchy;
}
