import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, can, type Permission } from './permissions.ts';
import { BUILT_IN_ROLES, outranks, STAFF_ROLE_ID, SUPERADMIN_ROLE_ID, USER_ROLE_ID } from './roles.ts';
import { validateDocument } from './validate.ts';

const role = (id: string) => BUILT_IN_ROLES.find((r) => r.id === id)!;

describe('built-in roles', () => {
  it.each(BUILT_IN_ROLES.map((r) => [r.id, r] as const))('%s is a valid role document', (_id, r) => {
    expect(validateDocument('role', r)).toEqual({ ok: true });
  });

  it('ranks super-admin above staff above user', () => {
    expect([SUPERADMIN_ROLE_ID, STAFF_ROLE_ID, USER_ROLE_ID].map((id) => role(id).hierarchy)).toEqual([
      0, 10, 100,
    ]);
    expect(outranks(role(SUPERADMIN_ROLE_ID), role(STAFF_ROLE_ID))).toBe(true);
    expect(outranks(role(USER_ROLE_ID), role(STAFF_ROLE_ID))).toBe(false);
  });

  it('gives the super-admin every permission', () => {
    expect([...role(SUPERADMIN_ROLE_ID).permissions].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });

  const staff = { role: role(STAFF_ROLE_ID) };
  it.each<[Permission, boolean]>([
    ['products-create', true],
    ['parameters-delete', true],
    ['connectivities-update', true],
    ['diagnostics-read', true],
    ['posts-create', true],
    ['advertisements-update', true],
    ['plans-create', true],
    ['quotations-read', true],
    ['quotations-delete', true],
    ['users-read', true],
    ['users-update', true],
    ['users-create', false],
    ['users-delete', false],
    ['roles-read', false],
    ['roles-update', false],
  ])('staff %s: %s', (permission, expected) => {
    expect(can(staff, permission)).toBe(expected);
  });

  it('lets a plain user read and update the own profile only', () => {
    expect(role(USER_ROLE_ID).permissions).toEqual(['profile-read', 'profile-update']);
  });
});
