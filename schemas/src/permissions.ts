// Permission strings (`module-action`, actions create/read/update/delete) and the checks code uses instead of
// comparing role names: can (one), canAny (any of a list), canAll (all of a list).

export const CRUD_ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type CrudAction = (typeof CRUD_ACTIONS)[number];

/** Modules that have all four actions. */
export const CRUD_MODULES = [
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
  'products-review',
  'forum-topics',
  'forum-sub-topics',
  'forum-threads',
  'forum-comments',
  'plans',
] as const;
export type CrudModule = (typeof CRUD_MODULES)[number];

/** Modules with only some of the actions. */
const PARTIAL_PERMISSIONS = [
  'profile-read',
  'profile-update',
  'quotations-read',
  'quotations-delete',
  // Demo booking, not in the spec's list: its own duty (sales), so giving someone the
  // demo calendar gives them no say over users or posts. Read: slots and bookings (and the staff
  // mails about them); create: new slots; delete: free slots, and cancelling bookings.
  'demos-read',
  'demos-create',
  'demos-delete',
] as const;

export type Permission = `${CrudModule}-${CrudAction}` | (typeof PARTIAL_PERMISSIONS)[number];

export const ALL_PERMISSIONS: readonly Permission[] = [
  ...CRUD_MODULES.flatMap((module) => CRUD_ACTIONS.map((action) => `${module}-${action}` as const)),
  ...PARTIAL_PERMISSIONS,
];

export function isPermission(value: unknown): value is Permission {
  return (ALL_PERMISSIONS as readonly unknown[]).includes(value);
}

/** The four permissions of a module, for roles and guards that grant or need a whole module. */
export function modulePermissions(module: CrudModule): Permission[] {
  return CRUD_ACTIONS.map((action) => `${module}-${action}` as const);
}

/** The group a permission is shown under: the module name before the first hyphen. */
export function permissionGroup(permission: string): string {
  const hyphen = permission.indexOf('-');
  return hyphen === -1 ? permission : permission.slice(0, hyphen);
}

/**
 * Groups permissions by `permissionGroup`, so `products-review-read` sits under `products` and
 * `forum-threads-read` under `forum`. Groups and their members keep the order of the input.
 */
export function groupPermissions<P extends string>(permissions: readonly P[]): Record<string, P[]> {
  const groups: Record<string, P[]> = {};
  for (const permission of permissions) (groups[permissionGroup(permission)] ??= []).push(permission);
  return groups;
}

/** Whoever asks: a signed-in user with a role, or nobody (null or undefined when signed out). */
export type PermissionHolder = { role: { permissions: readonly string[] } } | null | undefined;

export function can(user: PermissionHolder, permission: Permission): boolean {
  return user?.role.permissions.includes(permission) ?? false;
}

/** True when the user holds at least one of `permissions`; an empty list grants nothing. */
export function canAny(user: PermissionHolder, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => can(user, permission));
}

/** True when the user holds every one of `permissions`; signed out is never allowed. */
export function canAll(user: PermissionHolder, permissions: readonly Permission[]): boolean {
  return !!user && permissions.every((permission) => can(user, permission));
}
